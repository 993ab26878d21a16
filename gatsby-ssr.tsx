import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import site from "./data/site/site.json"
import { ErrorBoundary } from "./src/components/ErrorBoundary/ErrorBoundary"
import { noticeAnsweredScript } from "./src/consent/consent"

// The stylesheets' digest (see onCreateWebpackConfig in gatsby-node.ts) ties each page's
// HTML to the CSS inlined in it.
const stylesheetsAttribute = { "data-styles": process.env.STYLESHEETS_DIGEST }

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language, ...stylesheetsAttribute })
  // Without JavaScript the Menu button could not open the menu: show the menu instead, and
  // hide other buttons that need JavaScript.
  setHeadComponents([
    <script key="cookie-notice-answered" dangerouslySetInnerHTML={{ __html: noticeAnsweredScript(site.behaviour.consentCookieName) }} />,
    <noscript key="menu-without-javascript">
      <style>{"[data-menu-panel]{display:block!important}[data-menu-button],[data-needs-javascript]{display:none!important}"}</style>
    </noscript>,
  ])
}

const keyOf = (component: unknown) => String((component as { key?: unknown } | null)?.key ?? "")

// gatsby-plugin-image adds a style, a noscript style and an inline module script to every
// page for its GatsbyImage component. The site draws its own <picture>s (see Picture.tsx), so
// they would only be bytes and a script to run.
const isGatsbyImageHelper = (component: unknown) => keyOf(component).startsWith("gatsby-image-style")

// The PNG favicon is for browsers that cannot draw favicon.svg. Without a size, Chrome
// fetches it as well as the SVG while the page loads; marked 32x32, it takes the SVG alone.
const PNG_FAVICON_KEY = "gatsby-plugin-manifest-icon-link-png"
const sizedPngFavicon = (component: ReactNode) =>
  keyOf(component) === PNG_FAVICON_KEY && isValidElement(component) ? cloneElement(component as ReactElement<{ sizes?: string }>, { sizes: "32x32" }) : component

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter(component => !isGatsbyImageHelper(component)).map(sizedPngFavicon))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>
