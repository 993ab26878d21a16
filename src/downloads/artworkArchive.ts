import fs from "node:fs"
import path from "node:path"
import { Artwork } from "gatsby-source-chapterverse"
import { slugified } from "../text/format"
import { generatedFile, type FileGenerator } from "./generatedFiles"
import { writeZip } from "./zipArchive"

export const ARTWORK_ARCHIVE = "artwork-archive"

/** "Download all" on the artwork page: every original of data/artwork/artwork.json, in its order, under its own file name. */
export const artworkArchive: FileGenerator = context => {
  const artworks = context.content.entries(Artwork)
  const fileName = `${slugified(context.site.seriesName)}-artwork.zip`
  const entries = artworks.map(({ value, file }) => ({ name: value.image, data: fs.readFileSync(path.join(path.dirname(file), value.image)) }))
  const bytes = writeZip(path.join(context.outputDir, fileName), entries)
  return [
    generatedFile(context, {
      slug: ARTWORK_ARCHIVE,
      kind: ARTWORK_ARCHIVE,
      title: `All ${artworks.length} ${context.site.seriesName} pictures`,
      fileName,
      format: "ZIP",
      bytes,
      contents: entries.map(entry => entry.name),
    }),
  ]
}
