import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { ReleaseCountdown } from "../../components/ReleaseCountdown/ReleaseCountdown"

hydrateIslands("ReleaseCountdown", ReleaseCountdown, { ErrorBoundary })
