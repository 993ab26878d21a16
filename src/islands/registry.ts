import type { IslandName } from "gatsby-plugin-islands"
import type { AlbumCard } from "../components/AlbumCard/AlbumCard"
import type { CharacterQuiz } from "../components/CharacterQuiz/CharacterQuiz"
import type { Gallery } from "../components/Gallery/Gallery"
import type { HeroSlides } from "../components/HeroSlides/HeroSlides"
import type { ReadingToolbar } from "../components/ReadingToolbar/ReadingToolbar"
import type { ReleaseCountdown } from "../components/ReleaseCountdown/ReleaseCountdown"
import type { SiteSearch } from "../components/SiteSearch/SiteSearch"
import type { VideoList } from "../components/VideoList/VideoList"

/**
 * Every island: a component that runs in the browser. Its props come from the page at build
 * time and must be plain data (JSON). Each has a browser entry, src/islands/entries/<Name>.tsx,
 * that hydrates it, and neither it nor anything it imports may use Gatsby's runtime
 * (useStaticQuery, Link): the build stops if one does.
 *
 * Types only: a page imports the islands it has, so its inlined CSS holds their styles and no
 * other island's.
 */
export interface Islands {
  AlbumCard: typeof AlbumCard
  CharacterQuiz: typeof CharacterQuiz
  Gallery: typeof Gallery
  HeroSlides: typeof HeroSlides
  ReadingToolbar: typeof ReadingToolbar
  ReleaseCountdown: typeof ReleaseCountdown
  SiteSearch: typeof SiteSearch
  VideoList: typeof VideoList
}

// Registered with the plugin, which checks each <Island>'s and each entry's name and props against it.
declare module "gatsby-plugin-islands" {
  interface IslandRegistry {
    islands: Islands
  }
}

/**
 * The islands that embed a video or music player from another site (YouTube, the albums'
 * players): the pages that have one may frame those players (src/hosting/headers.ts).
 */
export const PLAYER_ISLANDS: readonly IslandName[] = ["AlbumCard", "VideoList"]
