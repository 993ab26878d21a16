/**
 * Checks everything in data/ against the content model before Gatsby reads it, so that a
 * mistake stops the build with a message naming the file, the entry and the field, and
 * what to do, instead of a GraphQL error or a page that quietly lacks a picture.
 * Every problem is reported at once, so the author can fix them in one go.
 */
import fs from "node:fs"
import nodePath from "node:path"
import {
  fieldPath,
  fieldsOfKind,
  IMAGE_EXTENSIONS,
  imagesNamedBy,
  metaOf,
  schemaAt,
  show,
  unwrapOptional,
  valueAt,
  type Advice,
  type FieldKind,
  type ObjectSchema,
} from "./fields"
import { readOnce, type ReadText } from "./json"
import { sampleIn, type SampleMark } from "./samples"
import { picturesStillStandIns, STAND_IN_PICTURES, type StandInRecord } from "./standInPictures"
import { ChapterProblem, parseChapter } from "./chapter"
import { parseFrontMatter } from "./frontMatter"
import { NewsTextProblem, parseNewsText } from "./newsText"
import { collectionFor, collections, MARKDOWN_BODY, PARENTS_GUIDE_TOPICS, POLICY_TOKENS, QUIZ_QUESTIONS, SERIES_TAG, type Collection } from "./schema"
import { isTimeZone, zonedInstant } from "./zonedTime"

export interface ContentProblem {
  /** The file, relative to the project (for example `data/artwork/artwork.json`). */
  file: string
  /** Which entry of the file: its key (`"rexi"`) or its position. Absent for the file as a whole. */
  entry?: string
  /** The field, as a path into the entry (`editions[1].price`). */
  field?: string
  problem: string
  fix: string
}

/** A JSON file of data/ after parsing, with the collection it belongs to. */
export interface ContentFile {
  collection: Collection
  /** Absolute path. */
  path: string
  entries: Array<{ label?: string; value: Record<string, unknown> }>
}

type Json = Record<string, unknown>

/** Every problem of data/ at once, most useful first: what `npm run check` and the build report. */
export const validateContent = (dataDir: string): ContentProblem[] => checkContent(dataDir).problems

/**
 * data/ read and checked: its problems, and its JSON files with their entries as parsed (the
 * entries are of their collection's type only when there is no problem; see checkedContent.ts).
 */
export function checkContent(dataDir: string, readText: ReadText = readOnce()): { problems: ContentProblem[]; files: ContentFile[] } {
  const problems: ContentProblem[] = []
  const shown = (file: string) => nodePath.relative(nodePath.dirname(dataDir), file).split(nodePath.sep).join("/")
  const allFiles = listFiles(dataDir)
  const files: ContentFile[] = []
  const present = new Set<Collection>()
  let unreadable = false

  for (const file of allFiles.filter(f => f.endsWith(".json") || isMarkdownEntry(dataDir, f))) {
    const relative = nodePath.relative(dataDir, file)
    const collection = collectionFor(relative)
    if (collection?.format === "markdown") {
      present.add(collection)
      const entries = markdownEntries(readText(file), collection, shown(file), problems)
      if (!entries) {
        unreadable = true
        continue
      }
      files.push({ collection, path: file, entries })
      entries.forEach(entry => checkEntry(entry.value, collection.type, { file, shown: shown(file), entry: entry.label, dataDir }, problems))
      continue
    }
    if (!collection) {
      problems.push({
        file: shown(file),
        problem: `this ${file.endsWith(".md") ? "Markdown" : "JSON"} file is not part of the site's content, so nothing would show it`,
        fix: `move its entries into one of the content files (${collections.map(c => `data/${c.file}`).join(", ")}) or delete it`,
      })
      continue
    }
    present.add(collection)
    const parsed = parseJson(readText(file), shown(file), problems)
    const entries = parsed === undefined ? undefined : entriesOf(parsed, collection, shown(file), problems)
    if (!entries) {
      unreadable = true
      continue
    }
    files.push({ collection, path: file, entries })
    entries.forEach(entry => checkEntry(entry.value, collection.type, { file, shown: shown(file), entry: entry.label, dataDir }, problems))
  }

  for (const collection of collections) {
    if (!present.has(collection)) {
      problems.push({
        file: `data/${collection.file}`,
        problem: `the file is missing; it holds ${collection.description}`,
        fix: "restore it from the repository (git checkout -- data/) or create it",
      })
    }
  }

  // Checks across files need every file read; a file that could not be read would make
  // them report its images and books as missing. Those problems come after this fix.
  if (unreadable) return { problems, files }

  problems.push(...duplicateKeys(files, shown))
  problems.push(...imagesWithoutEntries(files, allFiles, shown))
  problems.push(...brokenReferences(files, shown, readText))
  problems.push(...quizProblems(files, shown))
  return { problems, files }
}

/** One readable block for the terminal: a line a problem, most useful part first. */
export function formatProblems(problems: ContentProblem[], outcome = "the site was not built"): string {
  const lines = problems.map(p => {
    const where = [p.file, p.entry && `entry ${p.entry}`, p.field && `field "${p.field}"`].filter(Boolean).join(", ")
    return `- ${where}: ${p.problem}.\n  What to do: ${p.fix}.`
  })
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return `The content in data/ has ${count}; ${outcome}.\n${lines.join("\n")}`
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(entry => !entry.name.startsWith("."))
    .flatMap(entry => {
      const full = nodePath.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : [full]
    })
    .sort()
}

function parseJson(source: string, shown: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = Number(/position (\d+)/.exec(message)?.[1])
    const at = Number.isFinite(position) ? ` at line ${lineOf(source, position)}` : ""
    problems.push({
      file: shown,
      problem: `the file is not valid JSON${at} (${message})`,
      fix: "check for a missing comma, quote or bracket near that line, or a comma after the last item of a list",
    })
    return undefined
  }
}

function lineOf(source: string, position: number): string {
  const before = source.slice(0, position).split("\n")
  return `${before.length}, column ${before[before.length - 1].length + 1}`
}

function entriesOf(parsed: unknown, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  if (collection.holds === "one") {
    if (!isPlainObject(parsed)) {
      problems.push({ file: shown, problem: "the file must hold one object ({ … })", fix: "wrap its fields in { and }" })
      return undefined
    }
    return [{ label: collection.key ? quoteKey(parsed[collection.key]) : undefined, value: parsed }]
  }
  if (!Array.isArray(parsed)) {
    problems.push({ file: shown, problem: "the file must hold a list of entries ([ { … }, { … } ])", fix: "wrap the entries in [ and ]" })
    return undefined
  }
  return parsed.flatMap((value, index) => {
    const label = `${index + 1}${collection.key && isPlainObject(value) && typeof value[collection.key] === "string" ? ` (${quoteKey(value[collection.key])})` : ""}`
    if (!isPlainObject(value)) {
      problems.push({ file: shown, entry: label, problem: "an entry must be an object ({ … })", fix: 'write the entry as { "field": value, … }' })
      return []
    }
    return [{ label, value }]
  })
}

/** A Markdown file in a Markdown collection's folder: a post, or a file the author put in the wrong place there. */
function isMarkdownEntry(dataDir: string, file: string): boolean {
  if (!file.endsWith(".md")) return false
  const relative = nodePath.relative(dataDir, file).split(nodePath.sep).join("/")
  return collections.some(c => c.format === "markdown" && relative.startsWith(`${c.file.split("/")[0]}/`))
}

/**
 * A Markdown entry (a news post): its front matter as the entry's fields, and its text checked
 * as the field "body" (content/newsText.ts), the name the web editor gives it.
 */
function markdownEntries(source: string, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  const parsed = parseFrontMatter(source)
  if ("problem" in parsed) {
    problems.push({ file: shown, ...parsed.problem })
    return undefined
  }
  if (!isPlainObject(parsed.fields)) {
    problems.push({
      file: shown,
      problem: "the front matter must hold fields (name: value, a line each)",
      fix: "write each field on its own line as name: value",
    })
    return undefined
  }
  const label = collection.key ? quoteKey(parsed.fields[collection.key]) : undefined
  try {
    parseNewsText(parsed.body)
  } catch (error) {
    if (!(error instanceof NewsTextProblem)) throw error
    problems.push({ file: shown, entry: label, field: MARKDOWN_BODY, ...error.advice })
  }
  return [{ label, value: parsed.fields }]
}

function quoteKey(value: unknown): string | undefined {
  return typeof value === "string" ? `"${value}"` : undefined
}

interface Place {
  file: string
  shown: string
  entry?: string
  dataDir: string
}

/** Checks an entry against its type, turning each of zod's findings into advice for the author. */
function checkEntry(value: Json, type: ObjectSchema, place: Place, problems: ContentProblem[]): void {
  const report = (field: string, { problem, fix }: Advice): void => {
    problems.push({ file: place.shown, entry: place.entry, field, problem, fix })
  }
  const reported = new Set<string>()
  const result = type.safeParse(value)
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      const known = Object.keys((unwrapOptional(schemaAt(type, issue.path)).schema as ObjectSchema).shape)
      for (const key of issue.keys)
        report(fieldPath([...issue.path, key]), {
          problem: "this field is not known, so the site would ignore it",
          fix: `check its spelling; the fields here are ${known.join(", ")}`,
        })
      continue
    }
    // One problem a field: the first thing wrong with it is what the author fixes first.
    const at = fieldPath(issue.path)
    if (reported.has(at)) continue
    reported.add(at)
    const field = schemaAt(type, issue.path)
    const found = valueAt(value, issue.path)
    const meta = metaOf(field)
    const optional = unwrapOptional(field).optional
    if (found === undefined || (found === null && !optional)) report(at, { problem: "the field is missing", fix: `add it: ${meta.expected}` })
    else if (found === null) report(at, { problem: "is null", fix: `write ${meta.expected}, or leave the field out: it is optional` })
    else report(at, meta.explain(found, issue))
  }
  for (const image of fieldsOfKind(type, value, "image")) {
    if (reported.has(image.path) || typeof image.value !== "string") continue
    const missing = imageFileProblem(image.value, place)
    if (missing) report(image.path, missing)
  }
}

/** An image field names a file beside its JSON file (or below it), which must be there. */
function imageFileProblem(name: string, place: Place): Advice | undefined {
  const resolved = nodePath.resolve(nodePath.dirname(place.file), name)
  if (nodePath.relative(place.dataDir, resolved).startsWith(".."))
    return { problem: `"${name}" is outside data/`, fix: "put the image in the folder of this JSON file (or below it) and name it from there" }
  if (!fs.existsSync(resolved) || !fs.statSync(resolved).isFile())
    return {
      problem: `the image "${name}" does not exist (looked for ${nodePath.relative(nodePath.dirname(place.dataDir), resolved).split(nodePath.sep).join("/")})`,
      fix: "add the file there, or correct the name (it is case-sensitive)",
    }
}

function duplicateKeys(files: ContentFile[], shown: (file: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const collection of collections.filter(c => c.key)) {
    const seen = new Map<unknown, string>()
    for (const file of files.filter(f => f.collection === collection)) {
      for (const entry of file.entries) {
        const key = entry.value[collection.key as string]
        if (key === undefined) continue
        const first = seen.get(key)
        if (first) {
          problems.push({
            file: shown(file.path),
            entry: entry.label,
            field: collection.key,
            problem: `${show(key)} is used twice (first in ${first}); each must be different because it names the entry's page or file`,
            fix: "give this entry a different one",
          })
        } else {
          seen.set(key, `${shown(file.path)}${entry.label ? `, entry ${entry.label}` : ""}`)
        }
      }
    }
  }
  return problems
}

function imagesWithoutEntries(files: ContentFile[], allFiles: string[], shown: (file: string) => string): ContentProblem[] {
  // An image counts as used if any content file names it (two files may share a folder).
  const used = new Set(
    files.flatMap(file =>
      file.entries.flatMap(entry => imagesNamedBy(entry.value, file.collection.type).map(name => nodePath.resolve(nodePath.dirname(file.path), name))),
    ),
  )
  const checked = files.filter(file => file.collection.everyImageHasEntry)
  const folders = checked.map(file => nodePath.dirname(file.path))
  // An image belongs to the nearest such folder above it (the colouring pages' folder inside the artwork's).
  const within = (file: string, folder: string) => file.startsWith(folder + nodePath.sep)
  const ownerOf = (image: string) => folders.filter(folder => within(image, folder)).sort((a, b) => b.length - a.length)[0]
  return checked.flatMap(file => {
    const folder = nodePath.dirname(file.path)
    return allFiles
      .filter(f => within(f, folder) && ownerOf(f) === folder && isImageFile(f) && !used.has(f))
      .map(orphan => ({
        file: shown(file.path),
        problem: `the image ${shown(orphan)} has no entry, so the site would not show it`,
        fix: `add an entry for it with "image": "${nodePath.relative(folder, orphan).split(nodePath.sep).join("/")}", a title and an alt text, or remove the image`,
      }))
  })
}

const isImageFile = (file: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(nodePath.extname(file).toLowerCase())

/** Links between content: a book named elsewhere must exist (an alias must lead to a page: the site checks that, src/aliases.ts). */
function brokenReferences(files: ContentFile[], shown: (file: string) => string, readText: ReadText): ContentProblem[] {
  const problems: ContentProblem[] = []
  const entriesOf = (name: string) => files.filter(f => f.collection.name === name).flatMap(f => f.entries.map(entry => ({ file: f, ...entry })))
  const books = entriesOf("Book")
  const bookSlugs = books.map(b => b.value.slug).filter((s): s is string => typeof s === "string")
  const push = (file: ContentFile, entry: string | undefined, field: string, problem: string, fix: string): void => {
    problems.push({ file: shown(file.path), entry, field, problem, fix })
  }

  for (const settings of entriesOf("SiteSettings")) {
    const featured = Array.isArray(settings.value.featuredBooks) ? settings.value.featuredBooks : []
    featured.forEach((name, index) => {
      if (typeof name === "string" && !bookSlugs.includes(name))
        push(settings.file, settings.label, `featuredBooks[${index}]`, `there is no book "${name}"`, `use one of ${bookSlugs.join(", ")}`)
    })
  }
  for (const book of books) {
    const { value, label, file } = book
    const folder = nodePath.basename(nodePath.dirname(file.path))
    if (typeof value.slug === "string" && value.slug !== folder)
      push(
        file,
        label,
        "slug",
        `the slug must match the book's folder name "${folder}", because the folder holds the book's images`,
        `rename the folder or the slug so that they match`,
      )
    if (!value.releaseDate && !value.releaseNote)
      push(file, label, "releaseDate", 'the book needs a release date, or a releaseNote such as "TBC" while it has none', "add one of the two")
    if (typeof value.editionsShownFrom === "string" && !bookSlugs.includes(value.editionsShownFrom))
      push(file, label, "editionsShownFrom", `there is no book "${value.editionsShownFrom}"`, `use one of ${bookSlugs.join(", ")}`)
    const buyButton = value.buyButton as Json | undefined
    const formats = Array.isArray(value.editions) ? value.editions.map(e => (isPlainObject(e) ? e.format : undefined)) : []
    if (isPlainObject(buyButton) && typeof buyButton.format === "string" && !formats.includes(buyButton.format))
      push(
        file,
        label,
        "buyButton.format",
        `the book has no ${buyButton.format} edition for the button to sell`,
        "add that edition or choose a format the book has",
      )
    const guide = value.parentsGuide as Json | undefined
    if (isPlainObject(guide) && Array.isArray(guide.topics)) {
      const topics = guide.topics.map(entry => (isPlainObject(entry) ? entry.topic : undefined))
      for (const [topic, heading] of Object.entries(PARENTS_GUIDE_TOPICS)) {
        const count = topics.filter(named => named === topic).length
        if (count === 0)
          push(
            file,
            label,
            "parentsGuide.topics",
            `the parents' guide has no entry for "${topic}" (${heading})`,
            `add { "topic": "${topic}", "level": "none", "mild" or "moderate", "text": "…" }`,
          )
        if (count > 1)
          push(file, label, "parentsGuide.topics", `the parents' guide has ${count} entries for "${topic}"`, "keep one and merge what the others say into it")
      }
    }
    const sampleFacts = Array.isArray(value.sampleFacts) ? value.sampleFacts : []
    sampleFacts.forEach((fact, index) => {
      if (typeof fact === "string" && value[fact] === undefined)
        push(
          file,
          label,
          `sampleFacts[${index}]`,
          `"${fact}" is marked as a sample, but the book has no ${fact}`,
          `add the ${fact} or remove "${fact}" from sampleFacts`,
        )
    })
    const chapter = value.firstChapter as Json | undefined
    if (isPlainObject(chapter) && typeof chapter.file === "string" && chapter.file.trim() !== "") {
      const problem = chapterFileProblem(chapter.file, nodePath.dirname(file.path), shown, readText)
      if (problem) push(file, label, "firstChapter.file", problem.problem, problem.fix)
    }
    const age = value.readingAge as Json | undefined
    if (isPlainObject(age) && typeof age.min === "number" && typeof age.max === "number" && age.min > age.max)
      push(file, label, "readingAge", `the youngest age (${age.min}) is above the oldest (${age.max})`, "swap the two numbers")
  }
  for (const post of entriesOf("NewsPost")) {
    const { value, label, file } = post
    // A post's folder holds its picture, as a book's does; the folder is named by the post's slug.
    const folder = nodePath.basename(nodePath.dirname(file.path))
    if (typeof value.slug === "string" && value.slug !== folder)
      push(
        file,
        label,
        "slug",
        `the slug must match the post's folder name "${folder}", because the folder holds the post's picture`,
        "rename the folder or the slug so that they match",
      )
    if (typeof value.book === "string" && !bookSlugs.includes(value.book))
      push(file, label, "book", `there is no book "${value.book}"`, `use one of ${bookSlugs.join(", ")}, or leave "book" out for news of the whole series`)
  }
  for (const page of entriesOf("ColouringPage")) {
    if (typeof page.value.book === "string" && !bookSlugs.includes(page.value.book))
      push(
        page.file,
        page.label,
        "book",
        `there is no book "${page.value.book}"`,
        `use one of ${bookSlugs.join(", ")}, or leave "book" out for the whole series`,
      )
  }
  for (const guide of entriesOf("TeachingGuide")) {
    const { value, label, file } = guide
    // A guide's folder is named by its book, as data/books/<slug>/ is named by the book's slug.
    const folder = nodePath.basename(nodePath.dirname(file.path))
    const fileFor = (book: string) => `data/${file.collection.file.replace("*", book)}`
    if (typeof value.book === "string" && value.book !== folder)
      push(
        file,
        label,
        "book",
        `the guide names the book "${value.book}", but its folder is named "${folder}"`,
        `write "${folder}" if the guide is for that book, or move the file to ${fileFor(value.book)}`,
      )
    if (typeof value.book === "string" && !bookSlugs.includes(value.book))
      push(
        file,
        label,
        "book",
        `there is no book "${value.book}" in data/books/`,
        `use one of ${bookSlugs.join(", ")}, with the guide at ${fileFor("<that slug>")}`,
      )
    // The word search hides each word once: the same word twice (in any case) would be one word.
    const firstOf = new Map<string, number>()
    const words = Array.isArray(value.vocabulary) ? value.vocabulary : []
    words.forEach((entry, index) => {
      if (!isPlainObject(entry) || typeof entry.word !== "string") return
      const key = entry.word.toLowerCase().replace(/[ -]/g, "")
      const first = firstOf.get(key)
      if (first === undefined) firstOf.set(key, index)
      else
        push(
          file,
          label,
          `vocabulary[${index}].word`,
          `"${entry.word}" is in the vocabulary twice (first as vocabulary[${first}]), and the word search hides each word once`,
          "keep one of them and merge the definitions, or choose another word",
        )
    })
  }
  // An artwork's tags make the artwork page's filters: each names a book, or a character of a book.
  const characterSlugs = [
    ...new Set(books.flatMap(book => (Array.isArray(book.value.characters) ? book.value.characters.map(c => (isPlainObject(c) ? c.slug : undefined)) : []))),
  ].filter((s): s is string => typeof s === "string")
  // A character's slug is their page's address (/characters/<slug>): the same slug in two books is
  // the same character, so it must carry the same name; in one book, it names one character.
  const namedFirst = new Map<string, { name: string; where: string }>()
  for (const book of [...books].sort((a, b) => Number(a.value.number) - Number(b.value.number))) {
    const characters = Array.isArray(book.value.characters) ? book.value.characters : []
    const inThisBook = new Map<string, number>()
    characters.forEach((character, index) => {
      if (!isPlainObject(character) || typeof character.slug !== "string" || typeof character.name !== "string") return
      const { slug, name } = character
      const earlier = inThisBook.get(slug)
      if (earlier !== undefined)
        return push(
          book.file,
          book.label,
          `characters[${index}].slug`,
          `"${slug}" is in this book's characters twice (first as characters[${earlier}]), and each character has one page`,
          "keep one entry for the character and merge what the other says into it, or give a different character a different slug",
        )
      inThisBook.set(slug, index)
      const first = namedFirst.get(slug)
      if (!first) return void namedFirst.set(slug, { name, where: `${shown(book.file.path)}, characters[${index}]` })
      if (first.name !== name)
        push(
          book.file,
          book.label,
          `characters[${index}].name`,
          `the character "${slug}" is named "${name}" here but "${first.name}" in ${first.where}; the same slug in two books is the same character, with one page`,
          `write the name as "${first.name}" if it is the same character, or give a different character a slug of their own`,
        )
    })
  }
  const characterAdvice = () =>
    characterSlugs.length
      ? `use the slug of a character from a book's character list (${characterSlugs.join(", ")}), add the character to the book.json of a book first, or remove the tag`
      : "add the character to the book.json of a book first, or remove the tag"
  for (const page of entriesOf("ColouringPage")) {
    const tags = Array.isArray(page.value.characters) ? page.value.characters : []
    tags.forEach((name, index) => {
      if (typeof name === "string" && !characterSlugs.includes(name))
        push(page.file, page.label, `characters[${index}]`, `no book has a character "${name}"`, characterAdvice())
    })
  }
  for (const artwork of entriesOf("Artwork")) {
    const tagged = (field: string) => (Array.isArray(artwork.value[field]) ? (artwork.value[field] as unknown[]) : [])
    tagged("books").forEach((name, index) => {
      if (typeof name === "string" && name !== SERIES_TAG && !bookSlugs.includes(name))
        push(
          artwork.file,
          artwork.label,
          `books[${index}]`,
          `there is no book "${name}"`,
          `use the slug of a book the picture comes from (${bookSlugs.join(", ")}), or "${SERIES_TAG}" for a picture of the whole series`,
        )
    })
    tagged("characters").forEach((name, index) => {
      if (typeof name === "string" && !characterSlugs.includes(name))
        push(artwork.file, artwork.label, `characters[${index}]`, `no book has a character "${name}"`, characterAdvice())
    })
  }
  for (const policy of [...entriesOf("PrivacyPolicy"), ...entriesOf("AccessibilityStatement")]) {
    const unknown = [...JSON.stringify(policy.value).matchAll(/\{(\w+)\}/g)].map(m => m[1]).filter(name => !(POLICY_TOKENS as readonly string[]).includes(name))
    for (const name of new Set(unknown))
      push(
        policy.file,
        policy.label,
        "sections",
        `the text names {${name}}, which the site does not know, so it would show as written`,
        `use one of ${POLICY_TOKENS.map(t => `{${t}}`).join(", ")}, or write the value itself`,
      )
    // Dates written YYYY-MM-DD sort as text; a malformed one was reported with its field above.
    const { firstPublished, lastUpdated } = policy.value
    const isoDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
    if (isoDate(firstPublished) && isoDate(lastUpdated) && lastUpdated < firstPublished)
      push(
        policy.file,
        policy.label,
        "lastUpdated",
        `the page cannot be last updated (${lastUpdated}) before it was first published (${firstPublished})`,
        "write the day its text last changed in lastUpdated, and leave firstPublished as the day it first appeared",
      )
  }
  for (const event of entriesOf("Event")) {
    const { start, end, timeZone, where, place } = event.value
    const clock = (value: unknown): value is string => typeof value === "string" && schemaAt(event.file.collection.type, ["start"]).safeParse(value).success
    // A malformed time or zone was reported with its field above; these need both readable.
    const zone = typeof timeZone === "string" && isTimeZone(timeZone) ? timeZone : undefined
    const instants = zone && clock(start) && clock(end) ? { start: zonedInstant(start, zone), end: zonedInstant(end, zone) } : undefined
    for (const field of ["start", "end"] as const)
      if (instants && !instants[field].exists)
        push(
          event.file,
          event.label,
          field,
          `${show(event.value[field])} does not happen in ${zone}: the clocks go forward over that hour`,
          "write the time as the clocks there show it, an hour later",
        )
    if (instants && instants.end.instant <= instants.start.instant)
      push(
        event.file,
        event.label,
        "end",
        `the event ends (${String(end)}) before it starts (${String(start)}), or as it starts`,
        "correct the end or the start: both are written on the clock of the place",
      )
    if (where === "In person" && place === undefined)
      push(event.file, event.label, "place", "an event in person needs its place", 'add "place": { "name": …, "address": … }, or make "where" "Online"')
    if (where === "Online" && place !== undefined)
      push(event.file, event.label, "place", "an online event has no place", 'remove "place", or make "where" "In person"')
  }
  return problems
}

/** A first chapter is a Markdown file in the book's folder holding one chapter (content/chapter.ts). */
function chapterFileProblem(name: string, folder: string, shown: (file: string) => string, readText: ReadText): Advice | undefined {
  const resolved = nodePath.resolve(folder, name)
  if (nodePath.dirname(resolved) !== folder || !name.endsWith(".md"))
    return {
      problem: `"${name}" must be a Markdown file (.md) in the book's folder`,
      fix: 'save the chapter beside book.json, for example as "first-chapter.md", and write its name here',
    }
  if (!fs.existsSync(resolved) || !fs.statSync(resolved).isFile())
    return {
      problem: `the chapter file "${name}" does not exist (looked for ${shown(resolved)})`,
      fix: "add the file there, or correct the name (it is case-sensitive)",
    }
  try {
    parseChapter(readText(resolved))
  } catch (error) {
    if (error instanceof ChapterProblem) return { problem: `in ${shown(resolved)}, ${error.advice.problem}`, fix: error.advice.fix }
    throw error
  }
}

/**
 * The character quiz: its results must be characters of the books, every answer must lead
 * to a result, every result must be reachable, and it asks six to eight questions.
 */
function quizProblems(files: ContentFile[], shown: (file: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const books = files.filter(f => f.collection.name === "Book").flatMap(f => f.entries.map(entry => entry.value))
  const bookSlugs = books.map(b => b.slug).filter((s): s is string => typeof s === "string")
  for (const file of files.filter(f => f.collection.name === "CharacterQuiz")) {
    const quiz = file.entries[0]?.value
    if (!quiz) continue
    const push = (entry: string | undefined, field: string, problem: string, fix: string): void => {
      problems.push({ file: shown(file.path), entry, field, problem, fix })
    }
    const questions = Array.isArray(quiz.questions) ? quiz.questions.filter(isPlainObject) : []
    const results = Array.isArray(quiz.results) ? quiz.results.filter(isPlainObject) : []

    if (questions.length < QUIZ_QUESTIONS.min || questions.length > QUIZ_QUESTIONS.max)
      push(
        undefined,
        "questions",
        `the quiz has ${questions.length} question${questions.length === 1 ? "" : "s"}; it must have ${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max}, enough to mean something and few enough for a phone`,
        questions.length < QUIZ_QUESTIONS.min ? "add questions" : "remove questions, or merge two into one",
      )

    const resultCharacters: string[] = []
    results.forEach((result, index) => {
      const entry = `result ${index + 1}${typeof result.character === "string" ? ` ("${result.character}")` : ""}`
      const { character, book } = result
      if (typeof character !== "string" || typeof book !== "string") return
      if (resultCharacters.includes(character))
        push(entry, `results[${index}].character`, `"${character}" is a result twice`, "keep one of them and point the answers to it")
      resultCharacters.push(character)
      const named = books.find(b => b.slug === book)
      if (!named) return push(entry, `results[${index}].book`, `there is no book "${book}"`, `use one of ${bookSlugs.join(", ")}`)
      const characters = Array.isArray(named.characters) ? named.characters.filter(isPlainObject).map(c => c.slug) : []
      if (!characters.includes(character))
        push(
          entry,
          `results[${index}].character`,
          `the book "${book}" has no character "${character}", so the result would have no name or picture`,
          characters.length > 0
            ? `use one of its characters (${characters.join(", ")}), or name a book that has "${character}"`
            : "name a book that has this character",
        )
    })

    const reached = new Set<string>()
    const questionSlugs: unknown[] = []
    questions.forEach((question, questionIndex) => {
      const entry = `question ${questionIndex + 1}${typeof question.slug === "string" ? ` ("${question.slug}")` : ""}`
      if (typeof question.slug === "string" && questionSlugs.includes(question.slug))
        push(entry, `questions[${questionIndex}].slug`, `"${question.slug}" names two questions`, "give this question a different slug")
      questionSlugs.push(question.slug)
      const answers = Array.isArray(question.answers) ? question.answers : []
      answers.forEach((answer, answerIndex) => {
        if (!isPlainObject(answer) || typeof answer.character !== "string") return
        reached.add(answer.character)
        if (!resultCharacters.includes(answer.character))
          push(
            entry,
            `questions[${questionIndex}].answers[${answerIndex}].character`,
            `the answer points to "${answer.character}", which is not one of the quiz's results`,
            `point it to one of ${resultCharacters.join(", ")}, or add "${answer.character}" to the results`,
          )
      })
    })
    results.forEach((result, index) => {
      if (typeof result.character === "string" && !reached.has(result.character))
        push(
          `result ${index + 1} ("${result.character}")`,
          `results[${index}].character`,
          `no answer points to "${result.character}", so no reader could ever get this result`,
          `point at least one answer (best, one in every question) to "${result.character}", or remove the result`,
        )
    })
  }
  return problems
}

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
 * `npm run check -- --launch` and a build with LAUNCH_CHECK=1 refuse.
 */
export function sampleValues(
  dataDir: string,
  { readText = readOnce(), standIns = STAND_IN_PICTURES }: { readText?: ReadText; standIns?: StandInRecord } = {},
): SampleValue[] {
  const root = nodePath.dirname(dataDir)
  const shown = (file: string) => nodePath.relative(root, file).split(nodePath.sep).join("/")
  const samples: SampleValue[] = []
  /** Each picture a JSON entry names (its path as the stand-in record has it), with the first entry and field naming it. */
  const namedPictures = new Map<string, Pick<SampleValue, "file" | "entry" | "field" | "value">>()

  for (const file of listFiles(dataDir)) {
    const source = () => readText(file)
    if (file.endsWith(".md")) {
      source()
        .split("\n")
        .forEach((line, index) => {
          const found = sampleIn(line)
          if (found)
            samples.push({ kind: kindOfMark(found.mark), file: shown(file), field: `line ${index + 1}`, value: found.token, ...sampleAdvice(found.mark) })
        })
      continue
    }
    if (!file.endsWith(".json")) continue
    const parsed = parseQuietly(source())
    if (parsed === undefined) continue
    const collection = collectionFor(nodePath.relative(dataDir, file))
    const entries: Array<{ label?: string; value: unknown }> = collection ? (entriesOf(parsed, collection, shown(file), []) ?? []) : [{ value: parsed }]
    for (const entry of entries) {
      const place = { file: shown(file), entry: entry.label }
      for (const { parts, value } of stringsIn(entry.value)) {
        const found = sampleIn(value)
        if (found)
          samples.push({
            kind: kindOfMark(found.mark),
            ...place,
            field: fieldPath(parts),
            value,
            ...sampleAdvice(found.mark, collection && fieldAt(collection, parts)),
          })
      }
      if (!isPlainObject(entry.value) || !collection) continue
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
        if (!namedPictures.has(picture)) namedPictures.set(picture, { ...place, field: image.path, value: image.value })
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

/** One line a sample value: `data/site/site.json › authorName: "SAMPLE-…" is a sample value; replace it with …`. */
export function formatSampleValue(sample: SampleValue): string {
  const where = [sample.file, sample.entry && `entry ${sample.entry}`, sample.field].filter(Boolean).join(" › ")
  return `${where}: ${sample.value === undefined ? "" : `${show(sample.value)} `}${sample.problem}; ${sample.fix}`
}

/**
 * The list of the sample values for the terminal: a warning while the site is not launched, or,
 * for the launch check (`launch`), why it failed.
 */
export function formatSampleValues(samples: readonly SampleValue[], { launch }: { launch: boolean }): string {
  const count = samples.length === 1 ? "1 sample value" : `${samples.length} sample values`
  const guide = 'docs/content-guide.md, "Sample values to replace before launch"'
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

function parseQuietly(source: string): unknown {
  try {
    return JSON.parse(source)
  } catch {
    return undefined
  }
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
