/**
 * The content lane's smoke pass (`npm run smoke [folder]`, docs/hosting.md, "Deploying"): every
 * page of a built site, once, at a phone's width in Debian's Chromium, served with the build's own
 * headers (its Content-Security-Policy included). Each page must render its title and heading, and
 * its islands must come to life, with no script error, no request to another host, no report of
 * the policy and no violation axe-core finds. It stands in for the whole suite only when the code is
 * the code the suite last passed, so it looks for what new content can break. Exits 1 naming each
 * page and what went wrong.
 */
import fs from "node:fs"
import path from "node:path"
import { launchChromium, openSitePage, VIEWPORTS, waitForIslands, watchViolations } from "../harness/browser"
import { accessibilityViolations } from "../harness/accessibility"
import { ADMIN_PATH } from "../src/admin/adminApp"
import { htmlPagesIn, servedFile, serveFolder } from "../harness/static-server"

/** Every page of the built folder as the address a visitor opens (`/`, `/shop`, `/404`…), but the web editor: Decap's application, checked by its own tests. */
export function builtRoutes(publicDir: string): string[] {
  return htmlPagesIn(publicDir)
    .map(
      file =>
        `/${path
          .relative(publicDir, file)
          .split(path.sep)
          .join("/")
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, "")}`,
    )
    .filter(route => route !== ADMIN_PATH && !route.startsWith(`${ADMIN_PATH}/`))
    .sort()
}

/** Where an old address's page sends the visitor on (its refresh), or undefined for a page of its own. */
function movedTo(publicDir: string, route: string): string | undefined {
  const file = servedFile(publicDir, route)
  return file && /<meta http-equiv="refresh" content="\d+; ?url=([^"]+)"/i.exec(fs.readFileSync(file, "utf8"))?.[1]
}

/**
 * One line for each thing wrong with each page; none for a site that passes. `leaveOut` names pages
 * not to open, as a test does for pages it has passed already; where they lead is checked all the same.
 */
export async function smokeTest(publicDir: string, log: (line: string) => void = () => {}, leaveOut: ReadonlySet<string> = new Set()): Promise<string[]> {
  const routes = builtRoutes(publicDir)
  if (routes.length === 0) return [`${publicDir} holds no page: build the site first (npm run build)`]
  const problems: string[] = []
  // An old address (the hosts answer it with a redirect) must lead to a page that exists.
  const moved = new Map<string, string>()
  for (const route of routes) {
    const target = movedTo(publicDir, route)
    if (target === undefined) continue
    moved.set(route, target)
    if (!routes.includes(target)) problems.push(`${route} leads to ${target}, which the build does not have`)
  }
  const server = await serveFolder(publicDir, { withHeaders: true })
  const browser = await launchChromium()
  try {
    for (const route of routes.filter(route => !moved.has(route) && !leaveOut.has(route))) {
      const started = Date.now()
      const { page, errors, thirdParty, close } = await openSitePage(browser, server.url, VIEWPORTS[0])
      const reported = await watchViolations(page)
      const found: string[] = []
      try {
        const response = await page.goto(server.url + route, { waitUntil: "load" })
        if (response?.status() !== 200) found.push(`answered ${response?.status()}, not 200`)
        if (!(await page.title()).trim()) found.push("has no title")
        if ((await page.locator("h1").count()) !== 1) found.push("has no single h1")
        await waitForIslands(page)
        // Script errors, errors in the console and files the site lacks (openSitePage).
        found.push(...errors.map(error => `error: ${error}`))
        found.push(...thirdParty.map(url => `asked another host for ${url}`))
        found.push(...(await reported()).map(violation => `Content-Security-Policy: ${violation}`))
        found.push(...(await accessibilityViolations(page, "axe")))
      } catch (error) {
        found.push(`could not be checked: ${(error as Error).message.split("\n")[0]}`)
      } finally {
        await close()
      }
      problems.push(...found.map(problem => `${route} ${problem}`))
      log(`${found.length === 0 ? "ok  " : "FAIL"} ${route} (${Date.now() - started} ms)`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return problems
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? "public")
  const started = Date.now()
  smokeTest(publicDir, line => console.log(line)).then(
    problems => {
      const routes = builtRoutes(publicDir).length
      if (problems.length > 0) {
        console.error(`The smoke pass failed on ${publicDir}:\n${problems.map(problem => `- ${problem}`).join("\n")}`)
        process.exit(1)
      }
      console.log(`The smoke pass: ${routes} pages in Chromium, nothing wrong (${Math.round((Date.now() - started) / 1000)} s)`)
    },
    error => {
      console.error(error)
      process.exit(1)
    },
  )
}
