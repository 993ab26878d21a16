import { isValidElement, cloneElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import type { SiteSettings } from "./src/content/siteSettings"
import { COOKIE_NOTICE_ID, PAGE_SETTINGS_ID, type PageSettings } from "./src/browser/pageHooks"
import type { ClientScriptsManifest } from "./src/build/clientScriptsManifest"
import { ISLAND_SCRIPTS_ID } from "./src/islands/islandMarkup"
import { themeStylesheet } from "./src/theme"
import { CollectIslands, takeIslandsOf } from "./src/islands/IslandsOfPage"

// The stylesheets' digest (see onCreateWebpackConfig in gatsby-node.ts) ties each page's
// HTML to the CSS inlined in it.
const stylesheetsAttribute = { "data-styles": process.env.STYLESHEETS_DIGEST }

/** The browser code compiled before the build (src/build/clientScripts.ts), compiled into this render. */
function clientScripts(): ClientScriptsManifest {
  const manifest: ClientScriptsManifest | null = JSON.parse(process.env.CLIENT_SCRIPTS ?? "null")
  if (!manifest) throw new Error("The browser code was not compiled (see onPreBootstrap in gatsby-node.ts).")
  return manifest
}

/** The site's settings, compiled into this render by gatsby-node.ts (readSiteSettings). */
function siteSettings(): SiteSettings {
  const settings: SiteSettings | null = JSON.parse(process.env.SITE_SETTINGS ?? "null")
  if (!settings) throw new Error("The site's settings were not compiled into the render (see onCreateWebpackConfig in gatsby-node.ts).")
  return settings
}

const site = siteSettings()

const pageSettings: PageSettings = {
  consentCookieName: site.behaviour.consentCookieName,
  consentCookieDays: site.behaviour.consentCookieDays,
  stickyHeaderOffset: site.behaviour.stickyHeaderOffset,
  acceptOnScroll: site.behaviour.acceptOnScroll,
  acceptOnScrollPercent: site.behaviour.acceptOnScrollPercent,
}

// Fetch a page of the site when the visitor shows intent (a hover, a press), where the
// browser supports speculation rules; never a download or a link that opens a new tab.
const speculationRules = {
  prefetch: [{ where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [target=_blank]" } }] }, eagerness: "moderate" }],
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents, pathname }) => {
  const scripts = clientScripts()
  setHtmlAttributes({ lang: site.language, ...stylesheetsAttribute })
  setHeadComponents([
    // The theme's colours as CSS custom properties, which every stylesheet reads.
    <style key="theme-colours" dangerouslySetInnerHTML={{ __html: themeStylesheet }} />,
    // The first paint waits until the HTML has arrived up to the cookie notice, the end of the
    // page, where the browser supports it (Chromium). Otherwise a phone paints the top of the
    // page while the rest is still being parsed and laid out, and a tap on Menu in that time
    // waits for that work. The page is small, so the wait is short.
    <link key="render-whole-page" rel="expect" href={`#${COOKIE_NOTICE_ID}`} blocking="render" />,
    // First in the page, so the menu, the cookie notice and the sticky header work from the first paint.
    <script key="page-settings" id={PAGE_SETTINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json(pageSettings) }} />,
    <script key="shared-page-script" dangerouslySetInnerHTML={{ __html: scripts.inline.sharedPage }} />,
    // Without JavaScript the Menu button could not open the menu: show the menu instead, below
    // the width where the header shows it anyway (64rem, Header.module.css), and hide other
    // buttons that need JavaScript.
    <noscript key="menu-without-javascript">
      <style>
        {"@media (max-width:63.99rem){[data-menu-panel]{display:block!important}}[data-menu-button],[data-needs-javascript]{display:none!important}"}
      </style>
    </noscript>,
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: json(speculationRules) }} />,
  ])
  // A page without islands ships no other script.
  const islands = takeIslandsOf(pathname)
  if (islands.length === 0) return
  const files = Object.fromEntries(
    islands.map(name => {
      const needed = scripts.islands[name]
      if (!needed) throw new Error(`The page ${pathname} has the island "${name}", which has no browser entry: add src/islands/entries/${name}.tsx.`)
      return [name, needed]
    }),
  )
  setPostBodyComponents([
    <script key="island-scripts" id={ISLAND_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json(files) }} />,
    <script key="island-loader" dangerouslySetInnerHTML={{ __html: scripts.inline.islandLoader }} />,
  ])
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => <CollectIslands pathname={pathname}>{element}</CollectIslands>

const keyOf = (component: unknown) => String((component as { key?: unknown } | null)?.key ?? "")
const propsOf = (component: unknown): Record<string, unknown> => (isValidElement(component) ? (component.props as Record<string, unknown>) : {})

// gatsby-plugin-image adds a style, a noscript style and an inline module script to every
// page for its GatsbyImage component. The site draws its own <picture>s (see Picture.tsx), so
// they would only be bytes and a script to run.
const isGatsbyImageHelper = (component: unknown) => keyOf(component).startsWith("gatsby-image-style")
const isScriptHint = (component: unknown) => propsOf(component).as === "script"

// The PNG favicon is for browsers that cannot draw favicon.svg. Without a size, Chrome
// fetches it as well as the SVG; marked 32x32, it takes the SVG alone.
const PNG_FAVICON_KEY = "gatsby-plugin-manifest-icon-link-png"
const sizedPngFavicon = (component: ReactNode) =>
  keyOf(component) === PNG_FAVICON_KEY && isValidElement(component)
    ? cloneElement(component as ReactElement<{ sizes?: string }>, { sizes: "32x32" })
    : component

// The manifest plugin links eight home-screen icons for iOS; iOS takes the one nearest its
// 180 px and scales it, so one is enough, and the other seven were some 100 bytes brotli of
// every page's first 14 KB (docs/performance.md).
const APPLE_TOUCH_ICON_KEY = "gatsby-plugin-manifest-apple-touch-icon-"
const KEPT_APPLE_TOUCH_ICON_KEY = `${APPLE_TOUCH_ICON_KEY}192x192`
const isSpareAppleTouchIcon = (component: unknown) => keyOf(component).startsWith(APPLE_TOUCH_ICON_KEY) && keyOf(component) !== KEPT_APPLE_TOUCH_ICON_KEY

// Gatsby's client runtime: the page's path and compilation hash for its loader, and the slice
// that holds its chunk map and script tags. The page is complete without them.
const GATSBY_RUNTIME = {
  "page path script (id gatsby-script-loader)": (component: unknown) => propsOf(component).id === "gatsby-script-loader",
  "scripts slice (_gatsby-scripts)": (component: unknown) => propsOf(component).sliceId === "_gatsby-scripts",
}

// Gatsby names itself and its version in every page: bytes for no visitor, and a hint for
// anyone probing for a known flaw.
const isGeneratorTag = (component: unknown) => keyOf(component).startsWith("generator-")

// Gatsby marks each element of a page's Head so its client runtime can replace them on
// navigation; no page ships that runtime.
const GATSBY_HEAD_MARK = "data-gatsby-head"
const withoutGatsbyHeadMark = (component: ReactNode) =>
  isValidElement(component) && GATSBY_HEAD_MARK in propsOf(component)
    ? cloneElement(component as ReactElement<Record<string, unknown>>, { [GATSBY_HEAD_MARK]: undefined })
    : component

/** Every page without Gatsby's runtime; the build stops, naming the page, if Gatsby's markup is not what this expects. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(
    getHeadComponents()
      .filter(component => !isGatsbyImageHelper(component) && !isScriptHint(component) && !isGeneratorTag(component) && !isSpareAppleTouchIcon(component))
      .map(sizedPngFavicon)
      .map(withoutGatsbyHeadMark),
  )
  // `gatsby develop` runs the page as an app, with Gatsby's runtime.
  if (process.env.NODE_ENV !== "production") return
  const postBody = getPostBodyComponents()
  const missing = Object.entries(GATSBY_RUNTIME).filter(([, isPart]) => !postBody.some(isPart))
  if (missing.length > 0) {
    throw new Error(
      `The page ${pathname}: Gatsby's runtime is not where gatsby-ssr.tsx looks for it to leave it out (${missing.map(([name]) => name).join(", ")}). Gatsby's markup has changed: update GATSBY_RUNTIME.`,
    )
  }
  replacePostBodyComponents(postBody.filter(component => !Object.values(GATSBY_RUNTIME).some(isPart => isPart(component))))
}
