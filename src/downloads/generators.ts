import { artworkArchive } from "./artworkArchive"
import { calendars } from "./calendars"
import { colouringPages } from "./colouringPages"
import { launchPartyKit } from "./launchPartyKit"
import type { FileGenerator } from "./generatedFiles"
import { pressKit } from "./pressKit"
import { readingPassport } from "./readingPassport"
import { teachingGuides } from "./teachingGuidePdfs"
import { wordSearches } from "./wordSearches"

/** Every file the build makes for visitors to download (see generatedFiles.ts), in the order they are made. */
export const GENERATORS: readonly FileGenerator[] = [
  artworkArchive,
  teachingGuides,
  wordSearches,
  readingPassport,
  colouringPages,
  pressKit,
  calendars,
  launchPartyKit,
]
