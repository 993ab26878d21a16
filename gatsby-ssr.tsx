import type { GatsbySSR } from "gatsby"
import site from "./data/site/site.json"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: site.language })
}
