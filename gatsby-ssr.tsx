import type { GatsbySSR } from "gatsby"
import site from "./data/site/site.json"

// The stylesheets' digest (see onCreateWebpackConfig in gatsby-node.ts) ties each page's
// HTML to the CSS inlined in it.
const stylesheetsAttribute = { "data-styles": process.env.STYLESHEETS_DIGEST }

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: site.language, ...stylesheetsAttribute })
}
