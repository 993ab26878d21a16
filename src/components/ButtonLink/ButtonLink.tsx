import type React from "react"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./ButtonLink.module.css"

interface ButtonLinkProps {
  /** A path on this site ("/shop"), a full address of another site, or "#id" on this page. */
  to: string
  variant?: "primary" | "secondary" | "light"
  download?: string
  children: React.ReactNode
}

/** A link that looks like a button: internal, external (new tab), a file download or a jump on the page. */
export function ButtonLink({ to, variant = "primary", download, children }: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`
  if (download === undefined && /^https?:\/\//.test(to)) {
    return (
      <ExternalLink href={to} className={className}>
        {children}
      </ExternalLink>
    )
  }
  // A plain link: the site has no client-side router (and the hero slider's island uses this).
  return (
    <a href={to} download={download} className={className}>
      {children}
    </a>
  )
}
