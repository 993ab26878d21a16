import type { GatsbySSR } from "gatsby"
import site from "./data/site/site.json"
import { ErrorBoundary } from "./src/components/ErrorBoundary/ErrorBoundary"

// The stylesheets' digest (see onCreateWebpackConfig in gatsby-node.ts) ties each page's
// HTML to the CSS inlined in it.
const stylesheetsAttribute = { "data-styles": process.env.STYLESHEETS_DIGEST }

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language, ...stylesheetsAttribute })
  // Without JavaScript the Menu button could not open the menu: show the menu instead, and
  // hide other buttons that need JavaScript.
  setHeadComponents([
    <noscript key="menu-without-javascript">
      <style>{"[data-menu-panel]{display:block!important}[data-menu-button],[data-needs-javascript]{display:none!important}"}</style>
    </noscript>,
  ])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>
