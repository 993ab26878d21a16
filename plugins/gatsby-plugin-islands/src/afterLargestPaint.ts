/**
 * The Element Timing identifier a site gives its eager pictures (`<img elementtiming=…>`): the
 * browser then says when each has painted, which is when a picture that paints largest has.
 */
export const EAGER_IMAGE_TIMING = "eager"

const waiting: Array<() => void> = []

/** Runs what waits, each in a task of its own, once. */
const flush = () => waiting.splice(0).forEach(run => setTimeout(run))

/**
 * Runs `run`, in a task of its own, once the frame that paints the page's largest element is done,
 * so that nothing of it delays that paint. For the browser code a site inlines in its pages (its
 * page script, this plugin's island loader): a module runs once the HTML is parsed, so that frame
 * is the next one, which paints the rest of the page (an idle callback comes after it), unless the
 * page has eager pictures: then the last of their element-timing entries, which the browser reports
 * once the frame that painted it is on screen (a site gives only its eager pictures the identifier).
 * Without those APIs (Safari): the load event and a frame. At the latest 5 s after the HTML was
 * parsed (a picture off the screen never paints). Every byte is in every page: kept short, and no
 * `?.` or `??`, which the build's oldest browsers need spelt out at length.
 */
export function afterLargestPaint(run: () => void): void {
  if (waiting.push(run) > 1) return
  const images = document.querySelectorAll(`img[elementtiming="${EAGER_IMAGE_TIMING}"]`).length
  let seen = 0
  if (!images && "requestIdleCallback" in window) requestIdleCallback(flush)
  else if (images && (PerformanceObserver.supportedEntryTypes || []).indexOf("element") >= 0)
    new PerformanceObserver((list, observer) => {
      if ((seen += list.getEntries().length) < images) return
      observer.disconnect()
      flush()
    }).observe({ type: "element", buffered: true })
  else addEventListener("load", () => requestAnimationFrame(flush))
  setTimeout(flush, 5_000)
}
