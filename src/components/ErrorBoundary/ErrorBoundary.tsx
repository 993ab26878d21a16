import { Component, type ErrorInfo, type ReactNode } from "react"
import * as styles from "./ErrorBoundary.module.css"

interface State {
  failed: boolean
}

/**
 * Catches a failure inside an island (gatsby-plugin-islands' hydrateIslands, given it by each
 * island's entry in src/islands/entries/) and shows, in its place, the spec's "Unexpected
 * Application Error!" with a way home instead of a blank space. The rest of the page is plain
 * HTML and keeps working. The fallback needs no site data, because
 * whatever failed may have been the data. (A page that fails on the server stops the build.)
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("A part of the page could not be shown:", error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className={styles.fallback} role="alert">
        <h2 className={styles.title}>Unexpected Application Error!</h2>
        <p>Something went wrong while showing this part of the page. Please reload the page in a moment, or start again from the home page.</p>
        <a className={styles.home} href="/">
          Go to the home page
        </a>
      </div>
    )
  }
}
