import type React from "react"
import { breadcrumbOf, type SitePage } from "../../routes"
import { Breadcrumb, type BreadcrumbStep } from "../Breadcrumb/Breadcrumb"
import * as styles from "./PageIntro.module.css"

/**
 * A fixed page (src/routes.ts) shows its breadcrumb; a page made from data below a fixed page
 * (a teaching guide) shows its trail through that page; a page outside the trail (a moved address) has a title only.
 */
type PageIntroProps = (
  { page: SitePage; title?: never; trail?: never } | { title: string; page?: never; trail?: { parent: BreadcrumbStep; current: string } }
) & { children?: React.ReactNode }

/** The top of an inner page: breadcrumb, the page's one h1 and a short introduction. */
export function PageIntro({ page, title, trail, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        {page && <Breadcrumb current={breadcrumbOf(page)} />}
        {trail && <Breadcrumb current={trail.current} parents={[trail.parent]} />}
        <h1 className={styles.title}>{page ? page.title : title}</h1>
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </div>
  )
}
