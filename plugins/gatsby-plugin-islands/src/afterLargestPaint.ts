/**
 * The Element Timing identifier a site gives its eager pictures (`<img elementtiming=…>`): the
 * browser then says when each has painted, which is when a picture that paints largest has.
 */
export const EAGER_IMAGE_TIMING = "eager"

const waiting: Array<() => void> = []
let painted = false

/** Runs what waits, each in a task of its own, once (a later call runs at once). */
function flush() {
  if (painted) return
  painted = true
  waiting.splice(0).forEach(run => setTimeout(run))
}

/** Whether this browser's PerformanceObserver reports entries of this type. */
const observes = (type: string) => typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes || []).indexOf(type) >= 0

/**
 * Waits, once per page, for the frame that paints the page's largest element to be done. A module
 * runs once the HTML is parsed, so that frame is the next one, which paints the rest of the page
 * (an idle callback comes after it), unless the page has eager pictures: then the last of their
 * element-timing entries, which the browser reports once the frame that painted it is on screen.
 * Nothing of ours runs before then. Without those APIs (Safari): the load event, the pictures
 * decoded, a frame. At the latest the first input or 5 s after the HTML was parsed (a picture off
 * the screen never paints).
 */
function watch() {
  const images = [].slice.call(document.querySelectorAll(`img[elementtiming="${EAGER_IMAGE_TIMING}"]`)) as HTMLImageElement[]
  if (images.length && observes("element")) {
    let seen = 0
    const observer = new PerformanceObserver(list => {
      seen += list.getEntries().filter(entry => (entry as PerformanceEntry & { identifier?: string }).identifier === EAGER_IMAGE_TIMING).length
      if (seen < images.length) return
      observer.disconnect()
      flush()
    })
    observer.observe({ type: "element", buffered: true })
  } else if (!images.length && "requestIdleCallback" in window) {
    requestIdleCallback(flush)
  } else {
    addEventListener("load", () => Promise.all(images.map(image => image.decode().catch(() => undefined))).then(() => requestAnimationFrame(flush)))
  }
  for (const input of ["pointerdown", "keydown", "scroll"]) addEventListener(input, flush, { once: true, passive: true, capture: true })
  setTimeout(flush, 5_000)
}

/**
 * Runs `run` once the page has painted its largest element (watch), in a task of its own, so that
 * nothing of it delays that paint. For the browser code a site inlines in its pages (its page
 * script, this plugin's island loader), when what it does is not needed for that paint. No `?.`
 * or `??`: the build's oldest browsers need them spelt out at length.
 */
export function afterLargestPaint(run: () => void): void {
  if (painted) return void setTimeout(run)
  if (waiting.push(run) === 1) watch()
}
