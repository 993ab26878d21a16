import type { ChildProcess } from "node:child_process"
import { CHROMIUM_ARGS, CHROMIUM_BUILDS } from "../../harness/browser"
import { importBenchTool } from "./tools"

/** Debian's full Chromium: Lighthouse measures what a visitor's browser does. */
export const CHROMIUM_PATH = CHROMIUM_BUILDS.full.path

/** Chromium as the phone measures start it (harness/browser.ts), headless. */
const CHROME_FLAGS = [...CHROMIUM_ARGS, "--headless=new"]

const ATTEMPTS = 5

/**
 * Headers of `_headers` the Lighthouse runs leave out, for the site and its twin alike (the
 * taps get every header). Cross-Origin-Opener-Policy moves each page into a new renderer
 * process, whose start was most of the TBT noise: docs/performance.md, "Method", has the figures.
 */
export const LIGHTHOUSE_LEAVES_OUT = ["Cross-Origin-Opener-Policy"] as const

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof CATEGORIES)[number]

/** What one Lighthouse run of one page says, in the units the report uses. */
export interface LighthouseRun {
  scores: Record<Category, number>
  lcpMs: number
  speedIndexMs: number
  cls: number
  tbtMs: number
  /**
   * Blocking time (each long task's time past 50 ms, at the phone's 4× CPU) of the long tasks
   * Lighthouse attributes to the page's own origin: its script files, and the document, which
   * holds its inline scripts (and its own parsing, so this is an upper bound for the scripts).
   * The browser's unattributable work is left out. Reported, not budgeted: the budget is the
   * phone's own scripts' blocking (harness/largest-paint.ts), which leaves the document's layout out.
   */
  ownBlockingMs: number
  /** The element Lighthouse found to be the largest contentful paint. */
  lcpElement: string
  /** Audits of the four categories that did not pass, by id: scored ones, and performance diagnostics. */
  failedAudits: Record<string, string>
}

export interface Lighthouse {
  run: (url: string) => Promise<LighthouseRun>
}

/**
 * The parts of Lighthouse's result (its `Result`) and of chrome-launcher that the bench reads. Both
 * are the bench's own tools, installed when it runs (tools.ts), so their types are not there for the
 * type check: these stand in for them.
 */
interface Result {
  runtimeError?: { message: string }
  finalDisplayedUrl: string
  audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number; details?: unknown }>
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>
}
type LighthouseFunction = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Result } | undefined>
interface LaunchedChrome {
  port: number
  process: ChildProcess
  kill: () => void
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[]; logLevel: "silent" }) => Promise<LaunchedChrome>

/**
 * A fresh Chromium for every run, as Lighthouse's command line does: one Chromium reused for
 * many runs soon fails to record traces (NO_NAVSTART). Lighthouse's default config is its
 * mobile one: a Moto G Power-sized screen, simulated slow 4G and 4× CPU slowdown. Lighthouse and
 * chrome-launcher are the bench's own tools (tools.ts), which run.ts installs first.
 */
export async function startLighthouse(): Promise<Lighthouse> {
  const { default: lighthouse } = await importBenchTool<{ default: LighthouseFunction }>("lighthouse")
  const { launch } = await importBenchTool<{ launch: LaunchChrome }>("chrome-launcher")
  const runOnce = async (url: string): Promise<Result | string> => {
    const chrome: LaunchedChrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] })
      return result ? (result.lhr.runtimeError?.message ?? result.lhr) : "Lighthouse returned nothing"
    } finally {
      // Wait until this Chromium has gone: the next run must not share the CPU with its exit.
      const exited = new Promise(resolve =>
        chrome.process.exitCode !== null || chrome.process.signalCode !== null ? resolve(undefined) : chrome.process.once("exit", resolve),
      )
      chrome.kill()
      await exited
    }
  }
  return {
    run: async url => {
      // A loaded machine now and then spoils a trace all the same: try again.
      for (let attempt = 1; ; attempt++) {
        const outcome = await runOnce(url)
        if (typeof outcome !== "string") return summarise(outcome)
        if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${outcome}`)
        console.warn(`  Lighthouse failed on ${url} (${outcome}); trying again`)
      }
    },
  }
}

function summarise(lhr: Result): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const scores = Object.fromEntries(CATEGORIES.map(category => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    ownBlockingMs: ownBlockingOf(lhr),
    lcpElement: lcpElementOf(lhr),
    failedAudits: failedAuditsOf(lhr),
  }
}

function ownBlockingOf(lhr: Result): number {
  const origin = new URL(lhr.finalDisplayedUrl).origin
  const items = (lhr.audits["long-tasks"]?.details as { items?: Array<{ url?: string; duration?: number }> } | undefined)?.items ?? []
  return items.filter(task => task.url?.startsWith(origin)).reduce((sum, task) => sum + Math.max(0, (task.duration ?? 0) - 50), 0)
}

/**
 * Scored audits below 1, and the performance category's unscored diagnostics and insights
 * that Lighthouse shows as failed (below 0.9): they say why a metric is what it is.
 */
function failedAuditsOf(lhr: Result): Record<string, string> {
  const failed: Record<string, string> = {}
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      const threshold = ref.weight > 0 ? 1 : category === "performance" ? 0.9 : -1
      if (audit.score !== null && audit.score < threshold) {
        failed[ref.id] = `${ref.weight > 0 ? "" : "diagnostic: "}${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}, score ${audit.score}`
      }
    }
  }
  return failed
}

/**
 * The LCP element's label from the `lcp-breakdown-insight` audit's first node (Lighthouse 13 dropped
 * the `largest-contentful-paint-element` audit for it).
 */
function lcpElementOf(lhr: Result): string {
  const node = findNode(lhr.audits["lcp-breakdown-insight"]?.details)
  return node ? `${node.nodeLabel ?? ""} ${snippetTag(node.snippet ?? "")}`.trim() : "—"
}

interface NodeValue {
  type: "node"
  nodeLabel?: string
  snippet?: string
}

function findNode(value: unknown): NodeValue | undefined {
  if (!value || typeof value !== "object") return undefined
  if ((value as { type?: string }).type === "node") return value as NodeValue
  for (const child of Object.values(value)) {
    const found = findNode(child)
    if (found) return found
  }
  return undefined
}

const snippetTag = (snippet: string) => `<${/^<(\w+)/.exec(snippet)?.[1] ?? "?"}>`
