/**
 * data/ as build code reads it: read once, checked (validate.ts), then typed with the content
 * model's own types, so that no build code reads a file of data/ again or casts what it read.
 * The plugin's sourceNodes loads it once a build; the pages read the same content through GraphQL.
 */
import nodePath from "node:path"
import type { z } from "zod"
import { metaOf, type ObjectSchema } from "../model/fields"
import { collections } from "../model/schema"
import type { ContentFile } from "../text/contentFiles"
import { readOnce } from "../text/json"
import { sampleValues, type SampleValue } from "./launchCheck"
import { formatProblems, type ContentProblem } from "./problems"
import { pictureWarnings } from "./pictureSizes"
import { checkContent } from "./validate"

/** An entry of data/, typed by its collection. */
export interface CheckedEntry<T> {
  value: T
  /** Its JSON file (an absolute path): the images and the chapter it names are in that file's folder. */
  file: string
}

/** data/ once every check has passed. */
export interface CheckedContent {
  /** The sample values left to replace before launch, found in the same read (sampleValues). */
  samples: readonly SampleValue[]
  /**
   * The entries of the collection of this type (`Book`, `Artwork`, … of schema.ts): file by file
   * in the order of their paths, each file's entries in their order.
   */
  entries<T extends ObjectSchema>(type: T): Array<CheckedEntry<z.infer<T>>>
  /** The entry of a collection of one file holding one object (`SiteSettings`, `Author`). */
  single<T extends ObjectSchema>(type: T): CheckedEntry<z.infer<T>>
  /** Every file of entries, in the order of their paths, with its entries as checked: what the plugin makes its nodes of (entryNodes.ts). */
  files: ReadonlyArray<Readonly<ContentFile>>
  /** A text file of data/ as the checks read it (a book's first chapter), from the same one read. */
  text(file: string): string
  /** A warning for each picture in a folder of pictures (the artwork's) that no entry names: the site does not publish it, nothing stops. */
  unusedPictures: readonly ContentProblem[]
  /** A warning for each picture that misses the size or shape its page needs (pictureSizes.ts): read on demand, nothing stops. */
  pictureWarnings(): Promise<ContentProblem[]>
}

/** What build code that makes more of the content reads: a collection's entries, or the one entry of a collection of one. */
export type ContentEntries = Pick<CheckedContent, "entries" | "single">

/** data/ has problems: all of them, and the message that explains them to the author (formatProblems). */
export class ContentProblems extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems))
    this.name = "ContentProblems"
  }
}

/**
 * The loader: reads data/ once and checks it; throws ContentProblems, with every problem
 * validateContent reports, if it has any.
 */
export function loadContent(dataDir: string): CheckedContent {
  const readText = readOnce()
  const { problems, files, unusedPictures } = checkContent(dataDir, readText)
  if (problems.length > 0) throw new ContentProblems(problems)

  const entries = <T extends ObjectSchema>(type: T): Array<CheckedEntry<z.infer<T>>> => {
    const collection = collections.find(c => c.type === type)
    if (!collection)
      throw new Error(`${metaOf(type).typeName} is not a collection of the content model (plugins/gatsby-source-chapterverse/src/model/schema.ts)`)
    // Each entry passed its type's check, and the model changes no value (no defaults or
    // transforms): the JSON as read is of the type.
    return files.filter(f => f.collection === collection).flatMap(f => f.entries.map(entry => ({ value: entry.value as z.infer<T>, file: f.path })))
  }
  const single = <T extends ObjectSchema>(type: T): CheckedEntry<z.infer<T>> => {
    const found = entries(type)
    if (found.length !== 1) throw new Error(`${metaOf(type).typeName} has ${found.length} entries in data/, not the one its collection holds`)
    return found[0]
  }
  const shown = (file: string) => nodePath.relative(nodePath.dirname(dataDir), file).split(nodePath.sep).join("/")
  return {
    samples: sampleValues(dataDir, { readText, files }),
    entries,
    single,
    files,
    text: readText,
    unusedPictures,
    pictureWarnings: () => pictureWarnings(files, shown),
  }
}
