import { EAGER_PICTURES } from "../src/afterLargestPaint"

// afterLargestPaint (the browser entry) in jsdom, with the browser's part played by hand: what it
// runs must wait for the frame that paints the largest element, told on a page with eager pictures
// by their decoding (`decode()`, which jsdom lacks) and then an idle moment, on a page without by
// the idle moment alone; a frame callback where there is no idle callback (Safari); at most 5 s.

let idle: Array<() => void> = []
let frames: Array<() => void> = []
/** Each eager picture's decoding, ended by hand: `decoded[i](true)` decodes it, `decoded[i](false)` fails it. */
let decoded: Array<(ok: boolean) => void> = []

/** What the browser does, one step at a time: its promise callbacks, then an idle period or a frame. */
const settle = () => jest.advanceTimersByTimeAsync(0)
const idlePeriod = () => idle.splice(0).forEach(callback => callback())
const frame = () => frames.splice(0).forEach(callback => callback())

/** A fresh copy of the module (its waiting list is the page's), on a page with `pictures` eager pictures and a lazy one. */
function load(pictures: number): (run: () => void) => void {
  document.body.innerHTML =
    Array.from({ length: pictures }, () => '<img fetchpriority="high" loading="eager" alt="">').join("") + '<p>Text</p><img loading="lazy" alt="">'
  expect(document.querySelectorAll(EAGER_PICTURES)).toHaveLength(pictures)
  let afterLargestPaint!: (run: () => void) => void
  jest.isolateModules(() => ({ afterLargestPaint } = jest.requireActual<typeof import("../src/afterLargestPaint")>("../src/afterLargestPaint")))
  return afterLargestPaint
}

beforeEach(() => {
  jest.useFakeTimers()
  idle = []
  frames = []
  decoded = []
  Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run), requestAnimationFrame: (run: () => void) => frames.push(run) })
  HTMLImageElement.prototype.decode = () => new Promise<void>((resolve, reject) => decoded.push(ok => (ok ? resolve() : reject(new Error("EncodingError")))))
})
afterEach(() => {
  jest.useRealTimers()
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode
})

it("waits on a page with eager pictures until every one is decoded, then for the idle moment after the frame that paints them", async () => {
  const run = jest.fn()
  load(2)(run)
  expect(decoded).toHaveLength(2)
  await settle()
  idlePeriod()
  frame()
  await jest.advanceTimersByTimeAsync(1_000)
  expect(idle).toHaveLength(0)
  decoded[0](true)
  await settle()
  expect(idle).toHaveLength(0)
  decoded[1](true)
  await settle()
  expect(run).not.toHaveBeenCalled()
  expect(idle).toHaveLength(1)
  idlePeriod()
  expect(run).not.toHaveBeenCalled()
  await settle()
  expect(run).toHaveBeenCalledTimes(1)
})

it("takes a picture that cannot be decoded (a failed file) as done", async () => {
  const run = jest.fn()
  load(1)(run)
  decoded[0](false)
  await settle()
  idlePeriod()
  await settle()
  expect(run).toHaveBeenCalledTimes(1)
})

it("waits on a page without one for the idle moment after the next frame, then runs each waiting function once", async () => {
  const [first, second, later] = [jest.fn(), jest.fn(), jest.fn()]
  const afterLargestPaint = load(0)
  afterLargestPaint(first)
  afterLargestPaint(second)
  await jest.advanceTimersByTimeAsync(1_000)
  expect(first).not.toHaveBeenCalled()
  expect(idle).toHaveLength(1)
  idlePeriod()
  await settle()
  expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1])
  // One asked for once the page has painted waits for the next idle moment, and runs once too.
  afterLargestPaint(later)
  await settle()
  idlePeriod()
  await jest.advanceTimersByTimeAsync(5_000)
  expect([first.mock.calls.length, second.mock.calls.length, later.mock.calls.length]).toEqual([1, 1, 1])
})

it("waits for a frame where the browser has no idle callback (Safari): its tasks come after that frame", async () => {
  delete (window as Partial<Window>).requestIdleCallback
  const run = jest.fn()
  load(1)(run)
  decoded[0](true)
  await settle()
  expect(run).not.toHaveBeenCalled()
  expect(frames).toHaveLength(1)
  frame()
  expect(run).not.toHaveBeenCalled()
  await settle()
  expect(run).toHaveBeenCalledTimes(1)
})

it("runs 1 s after the pictures are decoded where the browser gives no idle moment, as an idle callback's timeout", async () => {
  // The browser's part: an idle callback runs in an idle period, or once its timeout has passed without one.
  Object.assign(window, {
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
      idle.push(run)
      if (options && options.timeout !== undefined) setTimeout(run, options.timeout)
    },
  })
  const run = jest.fn()
  load(1)(run)
  decoded[0](true)
  await settle()
  await jest.advanceTimersByTimeAsync(999)
  expect(run).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(2)
  expect(run).toHaveBeenCalledTimes(1)
})

it("runs 5 s after the page was parsed should a picture still be arriving", async () => {
  const waited = jest.fn()
  load(1)(waited)
  await jest.advanceTimersByTimeAsync(4_999)
  expect(waited).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(2)
  expect(waited).toHaveBeenCalledTimes(1)
})
