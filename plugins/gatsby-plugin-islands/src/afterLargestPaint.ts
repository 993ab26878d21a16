/**
 * The pictures a page's largest paint waits for: those a site asks the browser to fetch first
 * (`<img fetchpriority="high">`, the hint for a page's largest picture; the site's eager pictures).
 */
export const EAGER_PICTURES = 'img[fetchpriority="high"]'

/** The longest an idle callback waits for an idle moment, which a browser can withhold for seconds (docs/performance.md). */
const IDLE_WAIT_MS = 1_000

const waiting: Array<() => void> = []

/** Runs what waits, each in a task of its own, once. */
const flush = () => waiting.splice(0).forEach(run => setTimeout(run))

/**
 * Runs `run`, in a task of its own, once the frame that paints the page's largest element is done,
 * so that nothing of it delays that paint. For the browser code a site inlines in its pages (its
 * page script, this plugin's island loader): a module runs once the HTML is parsed, so that frame
 * is the next one that paints what is then ready, the rest of the page and the eager pictures once
 * they are decoded (`decode()`, which a failed picture ends too). An idle callback asked for after
 * that comes after the next frame (the browser runs a callback asked for during an idle period in
 * the next one), or 1 s later should no idle moment come; without it (Safari) a frame callback,
 * whose tasks come after that frame. At the latest 5 s after the HTML was parsed (a picture still
 * arriving). Every byte is in every page: kept short, and no `?.` or `??`, which the build's oldest
 * browsers need spelt out at length.
 */
export function afterLargestPaint(run: () => void): void {
  if (waiting.push(run) > 1) return
  const pictures = document.querySelectorAll<HTMLImageElement>(EAGER_PICTURES)
  Promise.all(Array.from(pictures, picture => picture.decode().catch(() => {}))).then(() =>
    "requestIdleCallback" in window ? requestIdleCallback(flush, { timeout: IDLE_WAIT_MS }) : requestAnimationFrame(flush),
  )
  setTimeout(flush, 5_000)
}
