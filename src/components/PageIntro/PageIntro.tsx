import type React from "react"
import { breadcrumbOf, type SitePage } from "../../routes"
import { Breadcrumb } from "../Breadcrumb/Breadcrumb"
import * as styles from "./PageIntro.module.css"

/**
 * A fixed page (src/routes.ts) shows its breadcrumb; a page below one (an artwork filter, a teaching guide) names
 * it as `parent` and its own name in the trail; a page outside the trail (a moved address) has a title only.
 */
type PageIntroProps = (
  { page: SitePage; title?: never; parent?: never; breadcrumb?: never } | { title: string; page?: never; parent?: SitePage; breadcrumb?: string }
) & { children?: React.ReactNode }

/** The top of an inner page: breadcrumb, the page's one h1 and a short introduction. */
export function PageIntro({ page, title, parent, breadcrumb, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        {page && <Breadcrumb current={breadcrumbOf(page)} />}
        {parent && <Breadcrumb parents={[{ label: breadcrumbOf(parent), path: parent.path }]} current={breadcrumb ?? title} />}
        <h1 className={styles.title}>{page ? page.title : title}</h1>
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </div>
  )
}
