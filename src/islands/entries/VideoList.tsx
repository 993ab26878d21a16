import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { VideoList } from "../../components/VideoList/VideoList"

hydrateIslands("VideoList", VideoList, { ErrorBoundary })
