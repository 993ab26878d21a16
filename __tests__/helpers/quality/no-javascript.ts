import type { Page } from "playwright-core"

/**
 * A page opened with scripts off must still be whole: its heading and main content shown,
 * nothing that needs JavaScript offered, every download answering, the newsletter form there
 * and posting to an https address.
 */
export async function noJavascriptProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = []
  const visibleText = async (selector: string) => ((await page.locator(selector).first().isVisible()) ? await page.locator(selector).first().innerText() : "")
  if (!(await visibleText("h1")).trim()) problems.push(`${where}: the h1 is missing or hidden`)
  if ((await visibleText("main")).trim().length < 100) problems.push(`${where}: the main content is missing or hidden`)
  const needsScript = await page
    .locator("[data-needs-javascript]")
    .evaluateAll(elements => elements.filter(element => (element as HTMLElement).offsetParent !== null).length)
  if (needsScript > 0) problems.push(`${where}: ${needsScript} control(s) that need JavaScript are shown`)
  const downloads = await page.locator("a[download]").evaluateAll(links => links.map(link => (link as HTMLAnchorElement).href))
  for (const href of downloads) {
    const response = await page.request.head(href)
    if (!response.ok()) problems.push(`${where}: the download ${new URL(href).pathname} answers ${response.status()}`)
  }
  // The footer's newsletter form on every page, and any other sign-up (a book's launch list): each must post.
  const forms = page.locator("form").filter({ has: page.locator('input[type="email"]') })
  const footerForm = page.locator("footer form").filter({ has: page.locator('input[type="email"]') })
  if ((await footerForm.count()) !== 1 || !(await footerForm.isVisible())) problems.push(`${where}: the newsletter form is missing or hidden`)
  for (const form of await forms.all()) {
    const [action, method] = await Promise.all([form.getAttribute("action"), form.getAttribute("method")])
    if (!action?.startsWith("https://") || method?.toLowerCase() !== "post")
      problems.push(`${where}: the newsletter form does not post to an https address (action ${action}, method ${method})`)
  }
  return problems
}
