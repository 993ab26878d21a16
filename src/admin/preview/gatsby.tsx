/**
 * What the site's components import from "gatsby", for the editor's preview (the preview bundle,
 * bundle.ts, has "gatsby" resolve here): a link is a plain link, a GraphQL query is nothing, as the
 * preview builds each component's data from the entry itself (adapters.tsx), and no site data is
 * queried, so a component that asks for it says so in the preview's place.
 */
import type React from "react"

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export function Link({ to, activeClassName: _active, partiallyActive: _partially, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const graphql = (): undefined => undefined

export function useStaticQuery(): never {
  throw new Error("This part of the page needs the site's settings, which the editor's preview does not have.")
}
