/**
 * The plugin's server render as Gatsby's build runs it, for the tests that read what it puts in a
 * page: a client-scripts manifest of its own (set before gatsby-ssr is loaded, which reads it), an
 * island to register, and a page rendered in wrapRootElement, then onPreRenderHTML over its head
 * and body end.
 */
import { renderToStaticMarkup } from "react-dom/server"
import type { ReactNode } from "react"
import type { ClientScriptsManifest } from "../../src/clientScriptsManifest"
import { GATSBY_INTERNALS } from "../../src/gatsbyInternals"
import { useRegisterIsland } from "../../src/IslandsOfPage"

export const manifest: ClientScriptsManifest = {
  inline: { withoutIslands: "window.page=1", withIslands: "window.page=1;window.loader=1" },
  islands: { Gallery: ["/islands/runtime.js", "/islands/Gallery.js"] },
  lazy: {},
}
process.env.ISLANDS_CLIENT_SCRIPTS = JSON.stringify(manifest)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the environment it reads is set
const { onPreRenderHTML, wrapRootElement } = require("../../gatsby-ssr") as typeof import("../../gatsby-ssr")

/** A page's one island. */
export function Gallery() {
  useRegisterIsland("Gallery")
  return <p>pictures</p>
}

/** The head and the body's end the plugin leaves a page with (`head` before it). */
export function renderPage(pathname: string, page: ReactNode, head: ReactNode[] = []): { head: ReactNode[]; body: ReactNode[] } {
  renderToStaticMarkup(wrapRootElement!({ element: page, pathname } as never, {} as never) as React.ReactElement)
  let body: ReactNode[] = [
    <script key="loader" id={GATSBY_INTERNALS.scriptLoaderId.value} />,
    <div key="slice" {...{ sliceId: GATSBY_INTERNALS.scriptsSliceId.value }} />,
  ]
  onPreRenderHTML!(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components: ReactNode[]) => (head = components),
      getPostBodyComponents: () => body,
      replacePostBodyComponents: (components: ReactNode[]) => (body = components),
    } as never,
    {} as never,
  )
  return { head, body }
}

/** The whole page's HTML as a built page's file holds it (the page in Gatsby's root element), with the head and body end it was made of. */
export function builtPage(pathname: string, page: ReactNode, head: ReactNode[] = []): { html: string; head: ReactNode[]; body: ReactNode[] } {
  const rendered = renderPage(pathname, page, head)
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>{rendered.head}</head>
      <body>
        <div id="___gatsby">{page}</div>
        {rendered.body}
      </body>
    </html>,
  )}`
  return { html, ...rendered }
}
