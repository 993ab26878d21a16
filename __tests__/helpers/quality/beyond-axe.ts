import type { Page } from "playwright-core"

/**
 * WCAG 2.2 AA as a keyboard user, a magnifier user and a forced-colours user meet the page, which
 * axe-core does not test: each problem starts with the success criterion it breaks. Each check runs
 * in the page as it is now (the notice showing, the menu open…), in one evaluate where it can, so a
 * test adds them to a page it has already opened (phone-visit.test.ts) for a fraction of a load.
 */
export const CRITERIA = {
  reflow: "WCAG 2.2 1.4.10 Reflow",
  textSpacing: "WCAG 2.2 1.4.12 Text Spacing",
  focusNotObscured: "WCAG 2.2 2.4.11 Focus Not Obscured (Minimum)",
  focusVisible: "WCAG 2.2 2.4.7 Focus Visible",
  targetSize: "WCAG 2.2 2.5.8 Target Size (Minimum)",
  nonTextContrast: "WCAG 2.2 1.4.11 Non-text Contrast",
} as const

/** WCAG's width for reflow: 320 CSS px, a 1280 px window at 400 % zoom. */
export const REFLOW_WIDTH = 320
/** The phone the issue's keyboard user tabbed on (issue 77): a short window, so the notice covers the most. */
export const FOCUS_WALK_VIEWPORT = { width: 375, height: 640 }

/** WCAG 1.4.12's text spacing, as its understanding document's bookmarklet sets it. */
const TEXT_SPACING_CSS = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

/**
 * What makes a page wider than the window, and what it cuts off: 1.4.10 Reflow (or, with WCAG's
 * text spacing on, 1.4.12 Text Spacing). Run at REFLOW_WIDTH. Wider than the window: the document
 * scrolls sideways, naming the outermost elements that stick out. Cut off: a box that hides its
 * overflow (overflow hidden or clip, or an ellipsis) with text beyond its edges.
 */
export async function reflowProblems(page: Page, where: string, { textSpacing = false } = {}): Promise<string[]> {
  const criterion = textSpacing ? CRITERIA.textSpacing : CRITERIA.reflow
  const found = await page.evaluate(
    ({ css }) => {
      let sheet: CSSStyleSheet | undefined
      if (css) {
        // A constructed sheet: the page's Content-Security-Policy governs style elements, not these.
        sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      const describe = (element: Element) => {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)
        const className = typeof element.className === "string" && element.className ? `.${element.className.split(/\s+/)[0]}` : ""
        return `<${element.localName}${className}>${name ? ` "${name}"` : ""}`
      }
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true })
      }
      const width = document.documentElement.clientWidth
      const problems: string[] = []
      const all = Array.from(document.body.querySelectorAll("*"))
      // Content inside a box that scrolls or clips does not widen the page (a clipped box is the cut-off check's).
      const contained = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
          if (getComputedStyle(parent).overflowX !== "visible") return true
        return false
      }
      if (document.documentElement.scrollWidth > width) {
        const out = all.filter(element => shown(element) && element.getBoundingClientRect().right > width + 0.5 && !contained(element))
        const outermost = out
          .filter(element => !out.includes(element.parentElement as Element))
          .map(element => ({ element, right: element.getBoundingClientRect().right }))
        // A word too long for its line overflows its box, which itself fits.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || !node.textContent?.trim() || out.includes(parent) || contained(node as unknown as Element)) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const right = Math.max(...Array.from(range.getClientRects(), rect => rect.right))
          if (right > width + 0.5) outermost.push({ element: parent, right })
        }
        problems.push(
          `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window: ${outermost
            .slice(0, 4)
            .map(({ element, right }) => `${describe(element)} ends at ${Math.round(right)} px`)
            .join("; ")}`,
        )
      }
      for (const element of all) {
        if (!shown(element) || !element.textContent?.trim()) continue
        const style = getComputedStyle(element)
        const clips = (overflow: string) => overflow === "hidden" || overflow === "clip"
        const cutSideways = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1
        const cutBelow = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1
        const ellipsis = style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth + 1
        if (cutSideways || cutBelow || ellipsis)
          problems.push(
            `${describe(element)} cuts off its text (${element.scrollWidth} × ${element.scrollHeight} px shown in ${element.clientWidth} × ${element.clientHeight})`,
          )
      }
      if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter(other => other !== sheet)
      return problems
    },
    { css: textSpacing ? TEXT_SPACING_CSS : "" },
  )
  const state = textSpacing ? `${where} with WCAG's text spacing` : where
  return found.map(problem => `${criterion}: ${state}: ${problem}`)
}

/**
 * 2.5.8 Target Size (Minimum): every control shown is at least 24 × 24 CSS px, or sits in a line of
 * text (a link in a sentence), or has room around it: a 24 px circle on its centre touches no other
 * target, nor another small one's circle. A form field hidden for its label's sake counts as its
 * label, which a tap on it answers.
 */
export async function targetSizeProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const MINIMUM = 24
    const describe = (element: Element) =>
      `${element.localName} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}"`
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])'),
    )
    // What a target scrolls with: the page, or the fixed or sticky box it is in (the cookie notice, the
    // header), whose place over the page changes as it scrolls. Targets are compared within one layer.
    const layerOf = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) if (/fixed|sticky/.test(getComputedStyle(box).position)) return box
      return null
    }
    const targets: Array<{ element: Element; rect: DOMRect; layer: Element | null }> = []
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      let rect = control.getBoundingClientRect()
      const labels = control instanceof HTMLInputElement && control.labels ? Array.from(control.labels) : []
      for (const label of labels) {
        const labelRect = label.getBoundingClientRect()
        if (labelRect.width * labelRect.height > rect.width * rect.height) rect = labelRect
      }
      if (rect.width < 1 || rect.height < 1) continue
      targets.push({ element: control, rect, layer: layerOf(control) })
    }
    // A link that is part of a sentence: inline, beside text of its own block.
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false
      const block = element.parentElement
      return Boolean(block && (block.textContent ?? "").replace(element.textContent ?? "", "").trim().length > 0)
    }
    const small = targets.filter(({ rect }) => rect.width < MINIMUM - 0.01 || rect.height < MINIMUM - 0.01)
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom))
    const problems: string[] = []
    for (const target of small) {
      if (inSentence(target.element)) continue
      const c = centre(target.rect)
      const crowding = targets.find(
        other =>
          other !== target &&
          other.layer === target.layer &&
          !other.element.contains(target.element) &&
          !target.element.contains(other.element) &&
          (distanceToRect(c, other.rect) < MINIMUM / 2 ||
            (small.includes(other) && Math.hypot(c.x - centre(other.rect).x, c.y - centre(other.rect).y) < MINIMUM)),
      )
      if (crowding)
        problems.push(
          `${describe(target.element)} is ${Math.round(target.rect.width)} × ${Math.round(target.rect.height)} px, with ${describe(crowding.element)} within 12 px of its centre`,
        )
    }
    return problems
  })
  return found.map(problem => `${CRITERIA.targetSize}: ${where}: ${problem}`)
}

interface FocusStop {
  name: string
  /** What hides it entirely, or "" when some of it shows. */
  hiddenBy: string
  /** Whether it shows a focus indicator: an outline on it, or on the label of a field hidden for its label's sake. */
  outlined: boolean
}

/**
 * Tabs through the page from the top to the end, then back with Shift+Tab, as a keyboard user
 * does (real key presses: the browser moves focus and scrolls as it would for them), and returns
 * each stop: whether any of it is on screen and not under something else (2.4.11: the cookie
 * notice, the sticky header), and whether it shows a focus indicator (2.4.7). Each stop is
 * measured in the page when the next key goes down, after the browser has scrolled for it and
 * once the page's scroll handler has seen the new position (the sticky header's state).
 */
async function walkFocus(page: Page, key: "Tab" | "Shift+Tab"): Promise<FocusStop[]> {
  const stopsExpected = await page.evaluate(forward => {
    const record = window as unknown as { __focusStops: unknown[]; __focusMeasure: () => void; __focusSeen: Set<Element>; __focusDone: boolean }
    record.__focusStops = []
    record.__focusSeen = new Set()
    record.__focusDone = false
    const nameOf = (element: Element) => {
      const labels = element instanceof HTMLInputElement && element.labels ? Array.from(element.labels, label => label.textContent).join(" ") : ""
      return (element.getAttribute("aria-label") ?? (labels || element.textContent) ?? "").replace(/\s+/g, " ").trim().slice(0, 50)
    }
    const describe = (element: Element) => `${element.getAttribute("role") ?? element.localName} "${nameOf(element)}"`
    if (!record.__focusMeasure) addEventListener("keydown", event => event.key === "Tab" && record.__focusMeasure(), true)
    record.__focusMeasure = () => {
      const element = document.activeElement
      if (record.__focusDone || !element || element === document.body) return
      // Back at a stop already seen: focus has gone round the page.
      if (record.__focusSeen.has(element)) {
        record.__focusDone = true
        return
      }
      record.__focusSeen.add(element)
      // What a scroll event does at the next frame (the sticky header's state), done now.
      window.dispatchEvent(new Event("scroll"))
      const labels = element instanceof HTMLInputElement && element.labels ? Array.from(element.labels) : []
      const parts = [element, ...labels]
      const rects = parts.flatMap(part => Array.from(part.getClientRects())).filter(rect => rect.width >= 1 && rect.height >= 1)
      // Its centre first, then eight points towards its corners: the first that shows it is enough.
      const points = rects.flatMap(rect =>
        [0.5, 0.1, 0.9].flatMap(fx => [0.5, 0.1, 0.9].map(fy => ({ x: rect.left + rect.width * fx, y: rect.top + rect.height * fy }))),
      )
      let visible = false
      let cover: Element | null = null
      for (const { x, y } of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
        const top = document.elementFromPoint(x, y)
        visible = Boolean(top && parts.some(part => part === top || part.contains(top)))
        if (visible) break
        cover ??= top
      }
      const landmark = cover?.closest("[aria-label], header, footer, dialog, [popover]")
      const outlined = parts.some(part => {
        const style = getComputedStyle(part)
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1
      })
      record.__focusStops.push({
        name: describe(element),
        hiddenBy: visible ? "" : landmark ? `under ${describe(landmark)}` : cover ? `under ${describe(cover)}` : "outside the window",
        outlined,
      })
    }
    // From the top of the page, or from its end, with nothing focused, as a visitor starts: focus
    // moved to a mark there that is then taken away leaves the browser's starting point for Tab at
    // its place (blurring would leave it at the last stop).
    const mark = document.createElement("span")
    mark.tabIndex = -1
    if (forward) document.body.prepend(mark)
    else document.body.append(mark)
    mark.focus()
    mark.remove()
    window.scrollTo(0, forward ? 0 : document.documentElement.scrollHeight)
    // The stops to expect: what can take focus and is rendered.
    return Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, iframe, [tabindex]")).filter(
      element => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"),
    ).length
  }, key === "Tab")
  // Every key press sent at once, which Chromium handles in order (one round trip, not one a press):
  // one past the last stop, then a few more at a time until focus has come round to a stop seen before.
  const session = await page.context().newCDPSession(page)
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, modifiers: key === "Shift+Tab" ? 8 : 0 }
  try {
    for (let batch = 0, presses = stopsExpected + 2; batch < 40; batch++, presses = 3) {
      const sent: Array<Promise<unknown>> = []
      for (let press = 0; press < presses; press++)
        sent.push(session.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }), session.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }))
      await Promise.all(sent)
      if (await page.evaluate(() => (window as unknown as { __focusDone: boolean }).__focusDone)) break
    }
  } finally {
    await session.detach()
  }
  return page.evaluate(() => (window as unknown as { __focusStops: FocusStop[] }).__focusStops)
}

/**
 * 2.4.11 Focus Not Obscured (Minimum), tabbing forward from the top and back from the end: no
 * stop entirely hidden (under the cookie notice, the sticky header or anything else, or left
 * outside the window); and 2.4.7 Focus Visible: each stop shows an outline. The walk back is made
 * in forced colours (Windows' contrast themes), where only outlines and borders survive: the page
 * lays out the same in both, so each walk answers for 2.4.11, and between them every stop's
 * outline is seen in both. In forced colours too, forcedColoursProblems' check of the controls'
 * shapes (1.4.11), so the page's style is worked out in forced colours once.
 */
export async function focusAndForcedColoursProblems(page: Page, where: string): Promise<string[]> {
  const filled = await filledControls(page)
  const forward = await walkFocus(page, "Tab")
  await page.emulateMedia({ forcedColors: "active" })
  const backward = await walkFocus(page, "Shift+Tab")
  const shapeless = await shapelessControls(page, filled, where)
  await page.emulateMedia({ forcedColors: "none" })
  const problems: string[] = []
  for (const [direction, stops] of [
    ["tabbing forward", forward],
    ["tabbing back in forced colours", backward],
  ] as const) {
    stops.forEach((stop, index) => {
      const at = `${where}, ${direction}, stop ${index + 1} of ${stops.length}, ${stop.name}`
      if (stop.hiddenBy) problems.push(`${CRITERIA.focusNotObscured}: ${at} is entirely hidden (${stop.hiddenBy})`)
      if (!stop.outlined) problems.push(`${CRITERIA.focusVisible}: ${at} shows no outline`)
    })
  }
  if (forward.length === 0) problems.push(`${CRITERIA.focusNotObscured}: ${where}: Tab reached nothing`)
  return [...problems, ...shapeless]
}

/**
 * Controls in forced colours (Windows' contrast themes), which replace every colour the page sets
 * with the theme's and drop backgrounds and shadows: a button or a button-like link whose shape
 * was its background alone shows as bare words there, not a control (1.4.11 Non-text Contrast: a
 * control's boundary); a border, even a transparent one, is drawn in the theme's colour. Its focus
 * outline is the focus walk's (focusProblems).
 */
export async function forcedColoursProblems(page: Page, where: string): Promise<string[]> {
  const filled = await filledControls(page)
  await page.emulateMedia({ forcedColors: "active" })
  const problems = await shapelessControls(page, filled, where)
  await page.emulateMedia({ forcedColors: "none" })
  return problems
}

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, [role="button"], a[href]'

/** In the page's own colours: which controls are drawn as a filled shape (a button, a pill link), in the order of CONTROLS. */
const filledControls = (page: Page): Promise<boolean[]> =>
  page.evaluate(
    selector =>
      Array.from(document.querySelectorAll(selector), control => {
        const style = getComputedStyle(control)
        const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1]
        const hasFill = style.backgroundColor !== "transparent" && alpha !== "0"
        return control.checkVisibility({ visibilityProperty: true }) && hasFill && style.display !== "inline"
      }),
    CONTROLS,
  )

/** In forced colours: the filled controls with no border left to show their shape. */
async function shapelessControls(page: Page, filled: boolean[], where: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ selector, filled }) => {
      const problems: string[] = []
      Array.from(document.querySelectorAll(selector)).forEach((control, index) => {
        // A control drawn as a picture (a cover, a thumbnail) keeps its picture.
        if (!filled[index] || control.querySelector("img, picture")) return
        const style = getComputedStyle(control)
        const bordered = ["top", "right", "bottom", "left"].some(
          side => parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 && !/none|hidden/.test(style.getPropertyValue(`border-${side}-style`)),
        )
        if (!bordered)
          problems.push(
            `${control.localName} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}" has no border in forced colours: its shape was its background alone`,
          )
      })
      return problems
    },
    { selector: CONTROLS, filled },
  )
  return found.map(problem => `${CRITERIA.nonTextContrast}: ${where}: ${problem}`)
}
