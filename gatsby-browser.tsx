import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./src/components/ErrorBoundary/ErrorBoundary"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>
