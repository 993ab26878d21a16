import type { ReactNode } from "react"
import { PageBody } from "gatsby-plugin-islands"

interface HtmlProps {
  htmlAttributes: object
  headComponents: ReactNode
  bodyAttributes: object
  preBodyComponents: ReactNode
  body: string
  postBodyComponents: ReactNode
}

/**
 * Every page's outer HTML: Gatsby's default (gatsby/cache-dir/default-html.js) without what
 * no browser the site supports reads (Internet Explorer's x-ua-compatible, iOS 9's
 * shrink-to-fit), and with the body in gatsby-plugin-islands' PageBody, which leaves out the id
 * Gatsby's runtime renders into (only `gatsby develop` ships that runtime).
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    // The page's lang arrives in htmlAttributes (gatsby-ssr's setHtmlAttributes).
    // eslint-disable-next-line jsx-a11y-x/html-has-lang
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <PageBody body={body} />
        {postBodyComponents}
      </body>
    </html>
  )
}
