import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"
import type { GatsbySSR } from "gatsby"
import type { ClientScriptsManifest } from "./src/clientScriptsManifest"
import { GATSBY_INTERNALS } from "./src/gatsbyInternals"
import { ISLAND_SCRIPTS_ID } from "./src/islandMarkup"
import { CollectIslands, takeIslandsOf } from "./src/IslandsOfPage"

let compiled: ClientScriptsManifest | null = null

/** The browser code compiled before the build (src/clientScripts.ts), compiled into this render by gatsby-node.ts. */
function clientScripts(): ClientScriptsManifest {
  compiled ??= JSON.parse(process.env.ISLANDS_CLIENT_SCRIPTS ?? "null")
  if (!compiled) throw new Error("The browser code was not compiled (see onPreExtractQueries in plugins/gatsby-plugin-islands/gatsby-node.ts).")
  return compiled
}

// Ties each page's HTML to the CSS inlined in it (see onCreateWebpackConfig in gatsby-node.ts).
const stylesheetsAttribute = { "data-styles": process.env.ISLANDS_STYLESHEETS_DIGEST }

// The plugin stands alone: its own copy of the site's inlineJson (src/text/inlineJson.ts).
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => <CollectIslands pathname={pathname}>{element}</CollectIslands>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  // A data attribute, which React's types for <html> do not list.
  setHtmlAttributes(stylesheetsAttribute as Parameters<typeof setHtmlAttributes>[0])
}

/**
 * The end of a page's body: the files of each island the page has (read by the island loader),
 * then the one inline script, the site's page script with the island loader where the page has
 * islands: a module, which runs once the HTML is parsed wherever it stands, so it stands after
 * the page's content rather than before it, as no byte of it is needed for the first paint. A
 * page without islands ships no other script. In `gatsby develop`, where Gatsby's runtime runs
 * the page, only the page script.
 */
function pageScripts(pathname: string, islands: string[]): ReactElement[] {
  const scripts = clientScripts()
  if (islands.length === 0 || process.env.NODE_ENV !== "production")
    return [<script key="islands-page-script" type="module" dangerouslySetInnerHTML={{ __html: scripts.inline.withoutIslands }} />]
  const files = Object.fromEntries(
    islands.map(name => {
      const needed = scripts.islands[name]
      if (!needed)
        throw new Error(`The page ${pathname} has the island "${name}", which has no browser entry: add one named ${name}.tsx to the entries folder.`)
      return [name, needed]
    }),
  )
  return [
    <script key="island-scripts" id={ISLAND_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json(files) }} />,
    <script key="islands-page-script" type="module" dangerouslySetInnerHTML={{ __html: scripts.inline.withIslands }} />,
  ]
}

const keyOf = (component: unknown) => String((component as { key?: unknown } | null)?.key ?? "")
const propsOf = (component: unknown): Record<string, unknown> => (isValidElement(component) ? (component.props as Record<string, unknown>) : {})
const { imageHelperKey, scriptPreload, generatorKey, scriptLoaderId, scriptsSliceId, headMark, inlinedStyleIdentity } = GATSBY_INTERNALS

/** What Gatsby and its plugins put in the head that no page needs: each a byte before the first paint. */
const LEFT_OUT_OF_HEAD = [
  // The site draws its own <picture>s, not gatsby-plugin-image's GatsbyImage.
  (component: unknown) => keyOf(component).startsWith(imageHelperKey.value),
  // Preloads of Gatsby's runtime, which no page ships.
  (component: unknown) => propsOf(component).as === scriptPreload.value,
  // Gatsby's name and version: a hint for anyone probing for a known flaw.
  (component: unknown) => keyOf(component).startsWith(generatorKey.value),
]

/** Without the mark Gatsby's runtime looks for on navigation: no page ships that runtime. */
const withoutHeadMark = (component: ReactNode) =>
  isValidElement(component) && headMark.value in propsOf(component)
    ? cloneElement(component as ReactElement<Record<string, unknown>>, { [headMark.value]: undefined })
    : component

/** An inlined stylesheet without the name of its file, which no page loads and the build takes out of public/ (src/gatsbyRuntimeFiles.ts). */
const withoutStylesheetName = (component: ReactNode) =>
  isValidElement(component) && propsOf(component)["data-identity"] === inlinedStyleIdentity.value
    ? cloneElement(component as ReactElement<Record<string, unknown>>, { "data-href": undefined, "data-identity": undefined })
    : component

// Gatsby's client runtime at the end of the body: the page's path for its loader, and the
// slice that holds its chunk map and script tags. The page is complete without them.
const GATSBY_RUNTIME = [
  { internal: scriptLoaderId, isPart: (component: unknown) => propsOf(component).id === scriptLoaderId.value },
  { internal: scriptsSliceId, isPart: (component: unknown) => propsOf(component).sliceId === scriptsSliceId.value },
]

/**
 * Every page without Gatsby's runtime, and with the page script last in its body, after all
 * the page's content. The build stops, naming the page, if Gatsby's markup is not what this expects.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  const head = getHeadComponents()
    .filter(component => !LEFT_OUT_OF_HEAD.some(isLeftOut => isLeftOut(component)))
    .map(withoutHeadMark)
    .map(withoutStylesheetName)
  replaceHeadComponents(head)
  const postBody = getPostBodyComponents()
  const scripts = pageScripts(pathname, takeIslandsOf(pathname))
  // `gatsby develop` runs each page as an app, with Gatsby's runtime (see the README).
  if (process.env.NODE_ENV !== "production") return replacePostBodyComponents(postBody.concat(scripts))
  const missing = GATSBY_RUNTIME.filter(({ isPart }) => !postBody.some(isPart))
  if (missing.length > 0) {
    throw new Error(
      `The page ${pathname}: Gatsby's runtime is not where gatsby-plugin-islands looks for it to leave it out (${missing.map(({ internal }) => internal.description).join("; ")}). Gatsby's markup has changed: see plugins/gatsby-plugin-islands/README.md.`,
    )
  }
  replacePostBodyComponents(postBody.filter(component => !GATSBY_RUNTIME.some(({ isPart }) => isPart(component))).concat(scripts))
}
