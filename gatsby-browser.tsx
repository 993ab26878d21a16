import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./src/components/ErrorBoundary/ErrorBoundary"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>

// Hydrate as a transition: React then works in slices of a few milliseconds and lets the
// browser answer taps between them, instead of holding a slow phone's main thread in one
// long task.
function hydrateAsTransition(element: ReactElement, container: Element) {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
// Gatsby's type still names ReactDOM.render's old signature; Gatsby calls it with (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateAsTransition as unknown as HydrateFunction
