import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { openSitePage, VIEWPORTS } from "../../harness/browser"
import { PROJECT_ROOT } from "../../harness/content"
import { accessibilityViolations } from "../../harness/accessibility"
import { focusAndForcedColoursProblems, FOCUS_WALK_VIEWPORT, reflowProblems, REFLOW_WIDTH, targetSizeProblems } from "../helpers/quality/beyond-axe"
import { brokenLinks, outboundLinkProblems } from "../helpers/quality/links"
import { noJavascriptProblems } from "../helpers/quality/no-javascript"
import { privacyProblems } from "../helpers/quality/privacy"
import { htmlErrors } from "../helpers/quality/validity"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(60_000)

// Each check of the quality gate, run on a page that breaks its rules on purpose
// (__tests__/fixtures/broken-site/index.html), must fail and say where and what.
const FIXTURE = path.join(PROJECT_ROOT, "__tests__/fixtures/broken-site")
const site = servedSite(FIXTURE)
const [phone] = VIEWPORTS

it("the accessibility check reports the missing alt text, the faint text, the unlabelled field, the missing language and the skipped heading level", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/`, { waitUntil: "networkidle" })
  const violations = await accessibilityViolations(page, "/ at 375 px")
  const rules = violations.map(line => /^\/ at 375 px: ([a-z-]+) /.exec(line)?.[1])
  expect(rules).toEqual(expect.arrayContaining(["image-alt", "color-contrast", "label", "html-has-lang", "heading-order"]))
  await close()
})

it("the checks beyond axe report, each naming its WCAG 2.2 criterion, the focused link hidden under a fixed bar and without an outline, the filled button bare in forced colours, the page wider than 320 px, also with text spacing, and the small targets side by side", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, FOCUS_WALK_VIEWPORT)
  await page.goto(`${site.url}/beyond-axe`, { waitUntil: "networkidle" })
  const problems = await focusAndForcedColoursProblems(page, "/beyond-axe")
  await page.setViewportSize({ width: REFLOW_WIDTH, height: FOCUS_WALK_VIEWPORT.height })
  problems.push(...(await reflowProblems(page, "/beyond-axe")), ...(await reflowProblems(page, "/beyond-axe", { textSpacing: true })))
  problems.push(...(await targetSizeProblems(page, "/beyond-axe")))
  const link = 'a "A link under the bar"'
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^WCAG 2\\.2 2\\.4\\.11 Focus Not Obscured \\(Minimum\\): /beyond-axe, tabbing forward, stop \\d+ of \\d+, ${link} is entirely hidden \\(under section "Notice"\\)$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^WCAG 2\\.2 2\\.4\\.7 Focus Visible: /beyond-axe, tabbing forward, stop \\d+ of \\d+, ${link} shows no outline$`)),
      expect.stringMatching(/^WCAG 2\.2 1\.4\.11 Non-text Contrast: \/beyond-axe: button "A filled button" has no border in forced colours/),
      expect.stringMatching(
        /^WCAG 2\.2 1\.4\.10 Reflow: \/beyond-axe: the page is 400 px wide in a 320 px window: <div\.wide> "A box 400 px wide" ends at 400 px/,
      ),
      expect.stringMatching(/^WCAG 2\.2 1\.4\.12 Text Spacing: \/beyond-axe with WCAG's text spacing: the page is \d+ px wide/),
      expect.stringMatching(
        /^WCAG 2\.2 2\.5\.8 Target Size \(Minimum\): \/beyond-axe: button "One" is 12 × 12 px, with button "Two" within 12 px of its centre$/,
      ),
    ]),
  )
  await close()
})

it("the validity check reports the stray end tag, with file and line", async () => {
  const errors = await htmlErrors([path.join(FIXTURE, "index.html")], FIXTURE)
  expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^index\.html:\d+: .*“span”/)]))
})

it("the link check reports the broken link, image, srcset candidate and download, naming the page", async () => {
  const broken = await brokenLinks(site.url, ["/"])
  for (const target of ["/no-such-page", "/missing-picture.png", "/missing-picture-2x.png", "/missing-artwork.jpg"]) {
    expect(broken).toContainEqual(expect.stringMatching(new RegExp(`^/: ${target} is broken \\(404\\)$`)))
  }
})

it("the outbound link check reports the http link that opens in the same tab without rel", () => {
  const document = new JSDOM(fs.readFileSync(path.join(FIXTURE, "index.html"), "utf8")).window.document
  const link = 'index.html: link "An insecure shop link in this tab" to http://shop.example.com/'
  expect(outboundLinkProblems(document, "index.html", "https://www.chapterverse.example")).toEqual([
    `${link} is not https`,
    `${link} does not open in a new tab (target="_blank")`,
    `${link} lacks rel="noopener noreferrer"`,
  ])
})

it("the privacy check reports the request to another host and the cookie set without consent", async () => {
  const visit = await openSitePage(site.browser, site.url, phone)
  await visit.page.goto(`${site.url}/`, { waitUntil: "networkidle" })
  expect(await privacyProblems("/", visit, { cookies: [], hosts: [] })).toEqual([
    "/: a request went to another host: https://tracker.example.com/pixel.gif",
    '/: the cookie "tracking" was set (allowed: none)',
  ])
  await visit.close()
})

it("the no-JavaScript check reports the hidden content, the missing form and the broken download", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, { ...phone, javaScript: false })
  await page.goto(`${site.url}/`)
  expect(await noJavascriptProblems(page, "/")).toEqual([
    "/: the h1 is missing or hidden",
    "/: the main content is missing or hidden",
    "/: the download /missing-artwork.jpg answers 404",
    "/: the newsletter form is missing or hidden",
  ])
  await close()
})

it("the runtime health check reports the console error", async () => {
  const { page, errors, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/`, { waitUntil: "networkidle" })
  expect(errors).toContain("Something went wrong in the broken page")
  await close()
})
