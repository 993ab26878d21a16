import type { ComponentProps } from "react"
import { AlbumCard } from "../components/AlbumCard/AlbumCard"
import { Gallery } from "../components/Gallery/Gallery"
import { HeroSlides } from "../components/HeroSlides/HeroSlides"
import { VideoList } from "../components/VideoList/VideoList"

/**
 * Every island: a component that runs in the browser. Its props come from the page at build
 * time and must be plain data (JSON). Each has a browser entry, src/islands/entries/<Name>.tsx,
 * that hydrates it, and neither it nor anything it imports may use Gatsby's runtime
 * (useStaticQuery, Link): the build stops if one does.
 */
export const ISLANDS = { AlbumCard, Gallery, HeroSlides, VideoList }

export type IslandName = keyof typeof ISLANDS
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof ISLANDS)[Name]>
