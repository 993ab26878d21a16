import fs from "node:fs"
import path from "node:path"
import { cssModuleClassName } from "gatsby-plugin-islands/node"
import { DATA_DIR, readJson } from "../../harness/content"
import { formatLongDate, formatShortDate } from "../../src/text/format"
import { PAGES } from "../../src/routes"
import { builtPage, fullTitle, MENU_PATHS, MONTH_FIRST_DATE, PUBLIC_DIR, ROUTES_TO_CHECK, site, text } from "../../harness/built-site"

const ACTIVE_CLASS = cssModuleClassName("Header.module.css", "active")

describe.each(ROUTES_TO_CHECK)("the built page $path", route => {
  const page = builtPage(route.path)

  it("has its own title and description, and its canonical address", () => {
    expect(page.title).toBe(fullTitle(route))
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(new URL(route.path, site.siteUrl).href)
    expect(page.documentElement.getAttribute("lang")).toBe(site.language)
  })

  it("has exactly one h1, naming the page", () => {
    const headings = page.querySelectorAll("h1")
    expect(headings).toHaveLength(1)
    expect(text(headings[0])).toBe(route.h1)
  })

  it("has the shared header, linking to home, every book and every page with a menu label", () => {
    const nav = page.querySelector('header nav[aria-label="Main"]')
    const targets = Array.from(nav?.querySelectorAll("a") ?? []).map(a => a.getAttribute("href"))
    expect(targets.sort()).toEqual([...MENU_PATHS].sort())
  })

  it("marks the menu link of the page's section: the page's own, or the one its address is under", () => {
    const inSection = (menuPath: string) => route.path === menuPath || (menuPath !== "/" && route.path.startsWith(`${menuPath}/`))
    const marked = Array.from(page.querySelectorAll(`header nav a.${ACTIVE_CLASS}`), a => a.getAttribute("href"))
    expect(marked).toEqual(MENU_PATHS.filter(inSection))
    // The page itself, exactly, is the current page for a screen reader too.
    expect(Array.from(page.querySelectorAll('header nav a[aria-current="page"]'), a => a.getAttribute("href"))).toEqual(
      MENU_PATHS.filter(path => path === route.path),
    )
  })

  // Every byte of the HTML comes before the first paint: nothing for Internet Explorer, for
  // Gatsby's client runtime (which no page ships) or for anyone fingerprinting the build.
  it("carries no Gatsby marks, generator tag or markup for browsers the site does not serve", () => {
    const leftovers = page.querySelectorAll(
      '[data-gatsby-head], style[data-href], meta[name="generator"], meta[http-equiv="x-ua-compatible"], meta[name="viewport"][content*="shrink-to-fit"], #___gatsby',
    )
    expect(Array.from(leftovers, element => element.outerHTML)).toEqual([])
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute("content")).toBe("width=device-width, initial-scale=1")
  })

  it("writes its dates day first, as en-GB readers do, each <time> in one of the site's forms of its machine-readable date", () => {
    expect(text(page.body).match(MONTH_FIRST_DATE)).toBeNull()
    for (const time of Array.from(page.querySelectorAll("time"))) {
      const iso = time.getAttribute("datetime") ?? ""
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect([formatLongDate(iso), formatShortDate(iso)]).toContain(text(time))
    }
  })

  it("has the shared footer with the newsletter form and the General links to the privacy policy and the accessibility statement", () => {
    const footer = page.querySelector("footer")
    const form = footer?.querySelector("form")
    expect(form?.getAttribute("action")).toBe(site.newsletter.formAction)
    expect(form?.querySelector(`input[type="email"][name="${site.newsletter.emailField}"][required]`)).not.toBeNull()
    for (const linked of [PAGES.privacyPolicy, PAGES.accessibility])
      expect(footer?.querySelector(`nav[aria-labelledby="footer-general"] a[href="${linked.path}"]`)).not.toBeNull()
  })
})

describe("all pages together", () => {
  it("have different titles and descriptions", () => {
    const pages = ROUTES_TO_CHECK.map(route => builtPage(route.path))
    expect(new Set(pages.map(p => p.title)).size).toBe(pages.length)
    expect(new Set(pages.map(p => p.querySelector('meta[name="description"]')?.getAttribute("content"))).size).toBe(pages.length)
  })

  // A letter lost to a wrong encoding (the content check refuses a file not saved as UTF-8) shows as "\uFFFD".
  it("hold no replacement character (\uFFFD), nor do the feeds, calendars, manifests and page data", () => {
    const textFiles = (fs.readdirSync(PUBLIC_DIR, { recursive: true }) as string[]).filter(file => /\.(html|json|xml|txt|ics|webmanifest)$/.test(file))
    expect(textFiles.filter(file => file.endsWith(".html")).length).toBeGreaterThanOrEqual(ROUTES_TO_CHECK.length)
    const lost = textFiles.filter(file => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("\uFFFD"))
    expect(lost).toEqual([])
  })
})

describe("the 404 page", () => {
  const page = builtPage("/404.html")

  it("says the spec's words and leads home", () => {
    expect(text(page.querySelector("main"))).toContain("404")
    expect(text(page.querySelector("h1"))).toBe("404: Page Not Found")
    expect(text(page.querySelector("main"))).toContain("The page you're looking for doesn't exist or has been moved.")
    const home = Array.from(page.querySelectorAll("main a")).find(a => text(a) === "Return to Home")
    expect(home?.getAttribute("href")).toBe("/")
  })

  it("is kept out of search results", () => {
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
  })
})

describe("the aliases", () => {
  const aliases: Array<{ from: string; to: string }> = readJson(DATA_DIR, "site/aliases.json")

  it.each(aliases)("$from sends the visitor on to $to on a plain file host", ({ from, to }) => {
    const page = builtPage(from)
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(`0; url=${to}`)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(new URL(to, site.siteUrl).href)
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
    expect(page.querySelector(`main a[href="${to}"]`)).not.toBeNull()
  })

  // And nothing else: a catch-all rule (`/* /index.html 200`) would answer every unknown address
  // with a page and status 200 on those hosts, where the 404 page belongs.
  it("are real permanent redirects on hosts that read _redirects, which holds no other rule", () => {
    const rules = fs
      .readFileSync(`${PUBLIC_DIR}/_redirects`, "utf8")
      .split("\n")
      .map(line => line.trim())
      .filter(line => line !== "" && !line.startsWith("#"))
    // Built here, not on Netlify: Cloudflare Pages' form (src/hosting/redirects.ts; the host tests try Netlify's).
    expect(rules).toEqual(aliases.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]))
  })
})
