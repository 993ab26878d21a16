import type React from "react"
import { CookieNotice } from "../CookieNotice/CookieNotice"
import { Footer } from "../Footer/Footer"
import { Header } from "../Header/Header"
import * as styles from "./Layout.module.css"

/** The frame of every page: a skip link, the shared header, the page, the shared footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <CookieNotice />
    </>
  )
}
