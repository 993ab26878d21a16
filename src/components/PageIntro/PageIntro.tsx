import type React from "react"
import { Breadcrumb } from "../Breadcrumb/Breadcrumb"
import * as styles from "./PageIntro.module.css"

interface PageIntroProps {
  title: string
  /** Shown in the breadcrumb when it differs from the title. */
  breadcrumb?: string
  withBreadcrumb?: boolean
  children?: React.ReactNode
}

/** The top of an inner page: breadcrumb, the page's one h1 and a short introduction. */
export function PageIntro({ title, breadcrumb, withBreadcrumb = true, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        {withBreadcrumb && <Breadcrumb current={breadcrumb ?? title} />}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </div>
  )
}
