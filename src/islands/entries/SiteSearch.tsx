import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { SiteSearch } from "../../components/SiteSearch/SiteSearch"

hydrateIslands("SiteSearch", SiteSearch, { ErrorBoundary })
