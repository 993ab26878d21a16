import { artworkArchive } from "./artworkArchive"
import type { FileGenerator } from "./generatedFiles"

/** Every file the build makes for visitors to download (see generatedFiles.ts), in the order they are made. */
export const GENERATORS: readonly FileGenerator[] = [artworkArchive]
