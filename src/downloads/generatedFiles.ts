/**
 * Files the build makes from data/ for visitors to download: PDFs (guides, activity sheets)
 * and ZIP archives (all the artwork, the press kit). The generators (generators.ts) each write
 * files into public/downloads/ from the content as the build checked it and say what they wrote; the site's
 * sourceNodes (src/gatsby-node/downloads.ts) makes a `GeneratedFile` node of each, so pages query
 * them like any content (`allGeneratedFile(filter: { kind: { eq: "…" } })`) and show their real
 * size. Made on every build from the same checked content as the pages, they can never fall out of
 * step with them.
 */
import fs from "node:fs"
import path from "node:path"
import { SiteSettings, type SiteSettingsEntry } from "gatsby-source-chapterverse"
import type { ContentEntries } from "gatsby-source-chapterverse/node"

/**
 * The date every generated file carries (a ZIP's entries, a PDF's creation date), so the same
 * data makes the same files, byte for byte, on every build: a rebuild changes nothing a visitor
 * or a cache sees unless the content changed.
 */
export const FILE_DATE = new Date("2020-01-01T00:00:00Z")

/** Where the files are served from, and their folder in public/. */
export const DOWNLOADS_PATH = "/downloads"

export interface GeneratedFile {
  /** Unique among the generated files ("artwork-archive", "teaching-guide-book-one-the-discovery"). */
  slug: string
  /** What kind of file it is, as the pages pick them ("artwork-archive", "teaching-guide", …). */
  kind: string
  /** The slug of the book it belongs to, if it belongs to one. */
  book?: string
  /** Its title, as a page lists it and the file itself carries it. */
  title: string
  /** The address it is served at ("/downloads/chapterverse-artwork.zip"). */
  url: string
  /** The name it is saved under. */
  fileName: string
  format: "PDF" | "ZIP" | "ICS"
  bytes: number
  /** A PDF's pages. */
  pageCount?: number
  /** A ZIP's files, as named inside it, in its order. */
  contents?: string[]
}

export interface GeneratorContext {
  /** data/ of the project being built, as the build checked it (the content plugin's hand-over, or its loader's content). */
  content: ContentEntries
  /** public/downloads/ (it exists). */
  outputDir: string
  /** The site's settings, from `content`. */
  site: SiteSettingsEntry
}

/** Writes its files into `context.outputDir` and describes each (see `generatedFile`). */
export type FileGenerator = (context: GeneratorContext) => Promise<GeneratedFile[]> | GeneratedFile[]

/** The description of a file a generator wrote into the downloads folder. */
export function generatedFile(context: GeneratorContext, details: Omit<GeneratedFile, "url" | "bytes"> & { bytes?: number }): GeneratedFile {
  const bytes = details.bytes ?? fs.statSync(path.join(context.outputDir, details.fileName)).size
  return { ...details, bytes, url: `${DOWNLOADS_PATH}/${encodeURIComponent(details.fileName)}` }
}

/** The list of the files the last build made, from the project's root (beside public/). */
export const GENERATED_FILES_MANIFEST = ".cache/generated-files.json"

/**
 * Runs every generator into public/downloads/ and returns what they wrote. In `gatsby develop` an edit
 * to data/ makes them again while a visitor or the develop test reads them: each file, and the
 * manifest, is written beside them first and renamed over the one it replaces, so a reader finds the
 * old file or the new one, whole, never one half-written or gone. The files the content no longer
 * makes go last.
 */
export async function writeGeneratedFiles(
  generators: readonly FileGenerator[],
  { content, publicDir }: { content: ContentEntries; publicDir: string },
): Promise<GeneratedFile[]> {
  const outputDir = path.join(publicDir, DOWNLOADS_PATH.slice(1))
  const manifest = path.join(path.dirname(path.resolve(publicDir)), GENERATED_FILES_MANIFEST)
  fs.mkdirSync(path.dirname(manifest), { recursive: true })
  // Made anew each build, beside the manifest (out of public/, on the same disk, for the renames).
  const made = fs.mkdtempSync(path.join(path.dirname(manifest), "downloads-"))
  try {
    const files: GeneratedFile[] = []
    const site = content.single(SiteSettings).value
    for (const generate of generators) files.push(...(await generate({ content, site, outputDir: made })))
    const seen = new Set<string>()
    for (const file of files) {
      if (seen.has(file.slug) || seen.has(file.fileName)) throw new Error(`Two generated downloads are both called ${file.slug} (${file.fileName})`)
      seen.add(file.slug).add(file.fileName)
    }
    fs.mkdirSync(outputDir, { recursive: true })
    const names = new Set(fs.readdirSync(made))
    for (const name of names) fs.renameSync(path.join(made, name), path.join(outputDir, name))
    // A file whose content was removed must not stay downloadable.
    for (const name of fs.readdirSync(outputDir)) if (!names.has(name)) fs.rmSync(path.join(outputDir, name), { recursive: true, force: true })
    // What the build made, for the tests of the built site (the nodes themselves live in Gatsby's store).
    const written = path.join(made, path.basename(manifest))
    fs.writeFileSync(written, `${JSON.stringify(files, null, 2)}\n`)
    fs.renameSync(written, manifest)
    return files
  } finally {
    fs.rmSync(made, { recursive: true, force: true })
  }
}

/** The GraphQL type of the nodes made of them, declared so nothing is inferred. */
export const GENERATED_FILE_TYPE = `type GeneratedFile implements Node @dontInfer {
  slug: String!
  kind: String!
  book: String
  title: String!
  url: String!
  fileName: String!
  format: String!
  bytes: Int!
  pageCount: Int
  contents: [String!]
}`
