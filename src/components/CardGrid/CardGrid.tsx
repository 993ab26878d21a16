import React from "react"
import * as styles from "./CardGrid.module.css"

/** A responsive grid of cards: one column on a phone, up to `columns` on a wide screen. */
export function CardGrid({ columns = 3, label, children }: { columns?: 2 | 3 | 4; label?: string; children: React.ReactNode }) {
  return (
    <ul className={`${styles.grid} ${styles[`columns${columns}`]}`} aria-label={label}>
      {React.Children.map(children, child => (child ? <li className={styles.item}>{child}</li> : null))}
    </ul>
  )
}
