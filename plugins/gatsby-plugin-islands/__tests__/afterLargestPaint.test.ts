import { EAGER_IMAGE_TIMING } from "../src/afterLargestPaint"

// afterLargestPaint (the browser entry) in jsdom, with the browser's reports played by hand: what
// it runs must wait for the frame that paints the largest element, told by the eager picture's
// element timing on a page with one and by an idle moment on a page without, or 5 s.

type Entry = { entryType: string; identifier?: string }
type Callback = (list: { getEntries: () => Entry[] }, observer: FakeObserver) => void
let observers: FakeObserver[] = []
let idle: Array<() => void> = []

/** The browser's PerformanceObserver as far as afterLargestPaint uses it: each observer gets the entries of the type it observes. */
class FakeObserver {
  static supportedEntryTypes = ["element", "largest-contentful-paint"]
  type = ""
  constructor(private callback: Callback) {}
  observe({ type }: { type: string }) {
    this.type = type
    observers.push(this)
  }
  disconnect() {
    observers = observers.filter(observer => observer !== this)
  }
  take(entries: Entry[]) {
    const own = entries.filter(entry => entry.entryType === this.type)
    if (own.length) this.callback({ getEntries: () => own }, this)
  }
}
const report = (entries: Entry[]) => [...observers].forEach(observer => observer.take(entries))

/** A fresh copy of the module (its waiting list is the page's), on a page with `images` eager pictures. */
function load(images: number): (run: () => void) => void {
  document.body.innerHTML = Array.from({ length: images }, () => `<img elementtiming="${EAGER_IMAGE_TIMING}" alt="">`).join("") + "<p>Text</p>"
  let afterLargestPaint!: (run: () => void) => void
  jest.isolateModules(() => ({ afterLargestPaint } = jest.requireActual<typeof import("../src/afterLargestPaint")>("../src/afterLargestPaint")))
  return afterLargestPaint
}

beforeEach(() => {
  jest.useFakeTimers()
  observers = []
  idle = []
  Object.assign(window, { PerformanceObserver: FakeObserver, requestIdleCallback: (run: () => void) => idle.push(run) })
})
afterEach(() => jest.useRealTimers())

it("waits on a page with an eager picture until the picture's paint is on screen, the text's not enough", () => {
  const run = jest.fn()
  load(1)(run)
  report([{ entryType: "largest-contentful-paint" }])
  idle.forEach(callback => callback())
  jest.advanceTimersByTime(1_000)
  expect(run).not.toHaveBeenCalled()
  report([{ entryType: "element", identifier: EAGER_IMAGE_TIMING }])
  expect(run).not.toHaveBeenCalled()
  jest.advanceTimersByTime(0)
  expect(run).toHaveBeenCalledTimes(1)
})

it("waits on a page without one for the idle moment after the next frame, then runs each waiting function once, a later one at once", () => {
  const [first, second, later] = [jest.fn(), jest.fn(), jest.fn()]
  const afterLargestPaint = load(0)
  afterLargestPaint(first)
  afterLargestPaint(second)
  jest.advanceTimersByTime(1_000)
  expect(first).not.toHaveBeenCalled()
  idle.forEach(callback => callback())
  jest.advanceTimersByTime(0)
  afterLargestPaint(later)
  jest.advanceTimersByTime(5_000)
  expect([first.mock.calls.length, second.mock.calls.length, later.mock.calls.length]).toEqual([1, 1, 1])
})

it("runs 5 s after the page was parsed should the picture never paint (off the screen)", () => {
  const waited = jest.fn()
  load(1)(waited)
  jest.advanceTimersByTime(4_999)
  expect(waited).not.toHaveBeenCalled()
  jest.advanceTimersByTime(2)
  expect(waited).toHaveBeenCalledTimes(1)
})
