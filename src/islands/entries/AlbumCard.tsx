import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { AlbumCard } from "../../components/AlbumCard/AlbumCard"

hydrateIslands("AlbumCard", AlbumCard, { ErrorBoundary })
