import { AlbumCard } from "../../components/AlbumCard/AlbumCard"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("AlbumCard", AlbumCard)
