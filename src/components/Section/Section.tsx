import type React from "react"
import * as styles from "./Section.module.css"

interface SectionProps {
  /** The section's heading (an h2); optional for a section that continues the one above. */
  heading?: string
  id?: string
  tone?: "plain" | "tinted"
  /** Keep lines of text at a comfortable reading length. */
  narrow?: boolean
  children: React.ReactNode
}

/** A band of a page, centred at reading width, with an optional h2. */
export function Section({ heading, id, tone = "plain", narrow = false, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} className={`${styles.section} ${tone === "tinted" ? styles.tinted : ""}`} aria-labelledby={heading ? headingId : undefined}>
      <div className={`${styles.inner} ${narrow ? styles.narrow : ""}`}>
        {heading && <h2 id={headingId}>{heading}</h2>}
        {children}
      </div>
    </section>
  )
}
