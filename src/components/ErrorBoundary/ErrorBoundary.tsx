import { Component, type ErrorInfo, type ReactNode } from "react"
import * as styles from "./ErrorBoundary.module.css"

interface State {
  failed: boolean
}

/**
 * Catches a failure while showing a page and shows a way home instead of a blank screen.
 * The fallback needs no site data, because whatever failed may have been the data.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("The page could not be shown:", error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className={styles.fallback}>
        <h1 className={styles.title}>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Please try again in a moment, or start again from the home page.</p>
        <a className={styles.home} href="/">
          Go to the home page
        </a>
      </main>
    )
  }
}
