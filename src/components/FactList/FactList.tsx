import type React from "react"
import * as styles from "./FactList.module.css"

export interface Fact {
  label: string
  value: React.ReactNode
}

/** A list of labelled facts, such as a book's release date and reading age, on a dark band (the book's hero) or a light one. */
export function FactList({ facts, tone = "dark" }: { facts: readonly Fact[]; tone?: "dark" | "light" }) {
  return (
    <dl className={`${styles.list} ${tone === "light" ? styles.light : ""}`}>
      {facts.map(fact => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
