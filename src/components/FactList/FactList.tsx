import type React from "react"
import * as styles from "./FactList.module.css"

export interface Fact {
  label: string
  value: React.ReactNode
}

/** A list of labelled facts, such as a book's release date and reading age. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map(fact => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
