import type { GatsbySSR } from "gatsby"
import site from "./data/site/site.json"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  // The stylesheets' digest (see onCreateWebpackConfig in gatsby-node.ts) ties each page's
  // HTML to the CSS inlined in it.
  setHtmlAttributes({ lang: site.language, "data-styles": process.env.STYLESHEETS_DIGEST })
}
