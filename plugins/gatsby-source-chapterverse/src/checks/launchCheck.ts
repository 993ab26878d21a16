/**
 * The launch check: every sample value still in data/ (samples.ts says what marks one), each
 * named by its file, entry and field with what to replace it with, and the lists the build
 * prints. A build with LAUNCH_CHECK=1, and `npm run check -- --launch`, refuse any left.
 */
import nodePath from "node:path"
import { metaOf, show, unwrapOptional, type Advice, type FieldKind } from "../model/fields"
import { fieldPath, fieldPlace, fieldsOfKind, schemaAt } from "../model/fieldPaths"
import { isPlainObject, listFiles, type ContentFile } from "../text/contentFiles"
import { readOnce, type ReadText } from "../text/json"
import { UnreadableText } from "../text/unreadableText"
import { placeOf, type ContentProblem } from "./problems"
import { sampleIn, type SampleMark } from "../model/samples"
import type { Collection } from "../model/schema"
import { checkContent } from "./validate"
import { picturesStillStandIns, STAND_IN_PICTURES, type StandInRecord } from "../resolvers/standInPictures"

/** What makes a value one the author must replace before launch (see samples.ts for the marks). */
export type SampleKind =
  /** A value holding "SAMPLE-". */
  | "sample-value"
  /** An address on the reserved .example domain. */
  | "example-address"
  /** A book's fact named in its sampleFacts. */
  | "sample-fact"
  /** A picture whose bytes are still the stand-in recorded for it (standInPictures.ts). */
  | "stand-in-picture"

/** A sample value still in data/: where it is, as a content problem names it, and what to do. */
export interface SampleValue extends ContentProblem {
  kind: SampleKind
  /** The value as the file holds it (a picture: the file name its entry gives). */
  value?: string | number
}

/**
 * Every sample value still in data/, each by its file, entry and field: each value holding
 * "SAMPLE-" or a .example address (in every JSON file, and in the text of its Markdown files),
 * each fact a book names in its sampleFacts, then each picture still holding its recorded
 * stand-in (`standIns`), named by the entry that shows it. What the build lists, and what
 * `npm run check -- --launch` and a build with LAUNCH_CHECK=1 refuse. The entries are the checks'
 * own (`files`, as checkContent parsed them, from the same read `readText`): the loader passes them.
 */
export function sampleValues(
  dataDir: string,
  {
    readText = readOnce(),
    files = checkContent(dataDir, readText).files,
    standIns = STAND_IN_PICTURES,
  }: { readText?: ReadText; files?: readonly ContentFile[]; standIns?: StandInRecord } = {},
): SampleValue[] {
  const root = nodePath.dirname(dataDir)
  const shown = (file: string) => nodePath.relative(root, file).split(nodePath.sep).join("/")
  const samples: SampleValue[] = []
  /** Each picture a JSON entry names (its path as the stand-in record has it), with the first entry and field naming it. */
  const namedPictures = new Map<string, Pick<SampleValue, "file" | "entry" | "field" | "place" | "value">>()
  const entriesOfFile = new Map(files.map(file => [file.path, file]))

  for (const file of listFiles(dataDir)) {
    if (file.endsWith(".md")) {
      // Line by line, a news post's front matter and text and a first chapter alike.
      let text = ""
      try {
        text = readText(file)
      } catch (error) {
        // A file not saved as UTF-8 has no sample to list: the check refuses it (textFiles.ts).
        if (!(error instanceof UnreadableText)) throw error
      }
      text.split("\n").forEach((line, index) => {
        const found = sampleIn(line)
        if (found)
          samples.push({ kind: kindOfMark(found.mark), file: shown(file), field: `line ${index + 1}`, value: found.token, ...sampleAdvice(found.mark) })
      })
      continue
    }
    // The entries as the checks parsed them: the same one read of data/.
    const contentFile = entriesOfFile.get(file)
    if (!contentFile || contentFile.collection.format === "markdown") continue
    const { collection, entries } = contentFile
    for (const entry of entries) {
      const place = { file: shown(file), entry: entry.label }
      const at = (field: string) => ({ field, place: fieldPlace(field, entry.value, collection.type) })
      for (const { parts, value } of stringsIn(entry.value)) {
        const found = sampleIn(value)
        if (found)
          samples.push({
            kind: kindOfMark(found.mark),
            ...place,
            ...at(fieldPath(parts)),
            value,
            ...sampleAdvice(found.mark, fieldAt(collection, parts)),
          })
      }
      if (!isPlainObject(entry.value)) continue
      if (collection.name === "Event" && entry.value.sample === true)
        samples.push({
          kind: "sample-value",
          ...place,
          field: "sample",
          value: typeof entry.value.title === "string" ? entry.value.title : undefined,
          problem: "is a sample event",
          fix: 'replace it with a real event (every field) and remove "sample", or delete it',
        })
      const book = entry.value
      for (const fact of Array.isArray(book.sampleFacts) ? book.sampleFacts : []) {
        if (typeof fact !== "string") continue
        const value = book[fact]
        samples.push({
          kind: "sample-fact",
          ...place,
          field: fact,
          value: typeof value === "string" || typeof value === "number" ? value : undefined,
          problem: "is a sample fact (named in sampleFacts)",
          fix: `confirm the book's ${fact} (correct it if need be), then remove "${fact}" from sampleFacts`,
        })
      }
      for (const image of fieldsOfKind(collection.type, book, "image")) {
        if (typeof image.value !== "string") continue
        const picture = shown(nodePath.resolve(nodePath.dirname(file), image.value))
        if (!namedPictures.has(picture)) namedPictures.set(picture, { ...place, ...at(image.path), value: image.value })
      }
    }
  }

  // In the order the entries name them; a recorded picture no entry names, after them.
  const standInsLeft = new Set(picturesStillStandIns(root, standIns))
  for (const picture of [...namedPictures.keys(), ...standInsLeft].filter(
    (picture, index, all) => standInsLeft.has(picture) && all.indexOf(picture) === index,
  )) {
    samples.push({
      kind: "stand-in-picture",
      ...(namedPictures.get(picture) ?? { file: picture }),
      problem: "is still the stand-in picture",
      fix: `save the author's own picture over ${picture} (the same file name), or save it under a new name and name that file here`,
    })
  }
  return samples
}

/**
 * One line a sample value: `data/site/site.json › authorName: "SAMPLE-…" is a sample value; replace it with …`,
 * an item of a list by its place and name (`… › edition 1 ("Paperback") › isbn: …`).
 */
export function formatSampleValue(sample: SampleValue): string {
  const { items, field } = placeOf(sample)
  const where = [sample.file, sample.entry && `entry ${sample.entry}`, items, field].filter(Boolean).join(" › ")
  return `${where}: ${sample.value === undefined ? "" : `${show(sample.value)} `}${sample.problem}; ${sample.fix}`
}

const SAMPLES_GUIDE = 'docs/content-guide.md, "Sample values to replace before launch"'
const countOf = (samples: readonly SampleValue[]) => (samples.length === 1 ? "1 sample value" : `${samples.length} sample values`)

/**
 * The sample values in one line, for a check or a build that is not the launch check: how many
 * are left, and the command that lists each (the author edits often; the list is long).
 */
export function formatSampleCount(samples: readonly SampleValue[]): string {
  return `data/ still has ${countOf(samples)} to replace before launch; to list ${samples.length === 1 ? "it" : "each"} by file, entry and field, run npm run check -- --launch (${SAMPLES_GUIDE}).`
}

/**
 * The list of the sample values for the terminal, one line each: for the launch check
 * (`launch`), why it failed; else a warning while the site is not launched.
 */
export function formatSampleValues(samples: readonly SampleValue[], { launch }: { launch: boolean }): string {
  const count = countOf(samples)
  const guide = SAMPLES_GUIDE
  const heading = launch
    ? `The launch check failed: data/ still has ${count}, which would reach visitors. Replace each one as it says, then run the check again (${guide}):`
    : `data/ still has ${count} to replace before launch (${guide}); the launch check fails until none is left:`
  return [heading, ...samples.map(sample => `- ${formatSampleValue(sample)}`)].join("\n")
}

/** The environment variable that makes a build the launch check too: LAUNCH_CHECK=1 in a host's production build (docs/hosting.md). */
export const LAUNCH_CHECK_VARIABLE = "LAUNCH_CHECK"

/** Whether the environment asks for the launch check: LAUNCH_CHECK set to 1 (or true, yes). */
export const launchCheckRequested = (env: Record<string, string | undefined> = process.env): boolean =>
  /^(1|true|yes)$/i.test(env[LAUNCH_CHECK_VARIABLE]?.trim() ?? "")

const kindOfMark = (mark: SampleMark): SampleKind => (mark === "sample-prefix" ? "sample-value" : "example-address")

/** What to tell the author about a sample value, by its mark and the kind of field that holds it. */
function sampleAdvice(mark: SampleMark, field?: { kind: FieldKind; description?: string }): Advice {
  if (mark === "example-address")
    return {
      problem: "is an address on the reserved .example domain, which no one can reach",
      fix: field?.kind === "email" ? "replace it with the real e-mail address" : "replace it with the real address",
    }
  if (field?.kind === "isbn")
    return {
      problem: "is a sample ISBN",
      fix: "replace it with the edition's ISBN-13 from the back cover or the publisher's listing (until then the page says \"To come\")",
    }
  if (field?.kind === "url") return { problem: "is a sample address", fix: "replace it with the real address, copied from the browser's address bar" }
  const what = field?.description ? ` (${field.description.charAt(0).toLowerCase()}${field.description.slice(1).replace(/\.$/, "")})` : ""
  return { problem: "is a sample value", fix: `replace it with the real value${what}` }
}

/** The kind and description of the field at a path of an entry of this collection, if the content model has one there. */
function fieldAt(collection: Collection, parts: readonly PropertyKey[]): { kind: FieldKind; description?: string } | undefined {
  try {
    const schema = schemaAt(collection.type, parts)
    return { kind: metaOf(schema).kind, description: schema.description ?? unwrapOptional(schema).schema.description }
  } catch {
    return undefined
  }
}

/** Every text in a JSON value, in nested objects and lists too, with its path. */
function stringsIn(value: unknown, parts: PropertyKey[] = []): Array<{ parts: PropertyKey[]; value: string }> {
  if (typeof value === "string") return [{ parts, value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...parts, index]))
  if (isPlainObject(value)) return Object.entries(value).flatMap(([name, inner]) => stringsIn(inner, [...parts, name]))
  return []
}
