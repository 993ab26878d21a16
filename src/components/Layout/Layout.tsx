import type React from "react"
import { CookieNotice } from "../CookieNotice/CookieNotice"
import { Footer } from "../Footer/Footer"
import { Header } from "../Header/Header"
import * as styles from "./Layout.module.css"

/**
 * The frame of every page: a skip link, the cookie notice, the shared header, the page, the
 * shared footer. The notice floats at the foot of the window, but comes first in the HTML: the
 * first paint does not wait for the whole page (gatsby-ssr.tsx), and its Accept must arrive and
 * work with the top of the page, not once the last byte is in.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <CookieNotice />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  )
}
