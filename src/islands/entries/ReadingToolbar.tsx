import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { ReadingToolbar } from "../../components/ReadingToolbar/ReadingToolbar"

hydrateIslands("ReadingToolbar", ReadingToolbar, { ErrorBoundary })
