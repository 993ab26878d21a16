import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { Gallery } from "../../components/Gallery/Gallery"

hydrateIslands("Gallery", Gallery, { ErrorBoundary })
