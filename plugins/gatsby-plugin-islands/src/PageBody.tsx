import { GATSBY_INTERNALS } from "./gatsbyInternals"

/**
 * The page's body as Gatsby rendered it, for the site's src/html.tsx. Only under `gatsby develop`
 * does it carry the id Gatsby's runtime renders into: no built page ships that runtime.
 */
export function PageBody({ body }: { body: string }) {
  return <div id={process.env.NODE_ENV === "production" ? undefined : GATSBY_INTERNALS.runtimeRootId.value} dangerouslySetInnerHTML={{ __html: body }} />
}
