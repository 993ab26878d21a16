import { hydrateIsland } from "../hydrateIsland"
import { AlbumCard } from "../../components/AlbumCard/AlbumCard"

hydrateIsland("AlbumCard", AlbumCard)
