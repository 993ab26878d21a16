/**
 * The performance budgets `npm run bench` checks (scripts/bench/budget-checks.ts), as
 * ../shared/spec/decisions.md ("Performance budgets") settles them; the tests of the bench's
 * measures hold them too. The JavaScript budget is JAVASCRIPT_BUDGET_KB (javascript-size.ts),
 * the first flight's size FIRST_FLIGHT_BYTES (slow-start.ts).
 */
import { bookPath, firstChapterPath } from "../src/routes"

export const BUDGETS = {
  performanceScore: 98,
  otherScores: 100,
  /** The median site ÷ twin largest paint on the throttled phone… */
  lcpRatioToTwin: 1.05,
  /** … with its bootstrap 95 % interval's upper bound at most this (issue 75). */
  lcpIntervalHigh: 1.1,
  /** Pairs of loads every route gets, and at most on a route whose interval is still open. */
  lcpLeastPairs: 8,
  lcpMostPairs: 40,
  /**
   * The page's own script work before the frame that paints its largest element, from a trace of
   * each load: callbacks, timers, inline classic scripts and files (a first chapter's reading
   * settings aside); the page script's own module evaluation is reported beside it.
   */
  ownScriptBeforeLargestPaintMs: 0,
  /** Lighthouse's CLS, to three decimals. */
  cls: 0,
  /** The blocking the page's own scripts explain (their time in long frames, up to each frame's time past 50 ms), at the phone's 4× CPU. */
  ownBlockingMs: 10,
  /**
   * A page's inline scripts together, brotli-compressed (what each host sends every browser the
   * site supports; gzip is reported beside it), in KB of 1024 bytes (issue 60: decisions' 2.5 KB, tightened)…
   */
  inlineScriptsKb: 1,
  /** … and on a first chapter, whose reader's saved settings must apply before the first paint (readingSettingsScript). */
  firstChapterInlineScriptsKb: 1.5,
  /** Script files a page with islands downloads without interaction, gzipped, Swiper excluded (a page without islands: none). */
  islandScriptsKb: 50,
  /** Menu works this soon after the first paint, Accept after it shows. */
  tapFromPaintMs: 100,
  heroKb: 60,
  warmToCold: 1 / 3,
  /** Per-artwork cost of 110→220 within ±35% of 22→110 … */
  linearTolerance: 0.35,
  /** … or within 0.02 s of it: below that the difference is timing noise (±1 s over 88+ artworks). */
  linearFloorS: 0.02,
} as const

const FIRST_CHAPTER_ENDING = firstChapterPath("any").slice(bookPath("any").length)
/** Whether a route is a book's first chapter, whose reader's saved settings apply before the first paint. */
export const isFirstChapter = (route: string) => route.endsWith(FIRST_CHAPTER_ENDING)
/** A route's inline scripts budget, brotli, in bytes. */
export const inlineScriptsBudgetBytes = (route: string) => (isFirstChapter(route) ? BUDGETS.firstChapterInlineScriptsKb : BUDGETS.inlineScriptsKb) * 1024
