/**
 * Checks everything in data/ against the content model before Gatsby reads it, so that a
 * mistake stops the build with a message naming the file, the entry and the field, and
 * what to do, instead of a GraphQL error or a page that quietly lacks a picture.
 * Every problem is reported at once, so the author can fix them in one go: each entry against
 * its type here, then each collection's checks across files (collections/), on typed entries.
 * A file that cannot be read leaves out only the checks that read its collection; its message
 * says they wait for it.
 */
import fs from "node:fs"
import nodePath from "node:path"
import type { z } from "zod"
import { isMarkdownEntry, jsonFileEntries, listFiles, markdownEntries, type ContentFile, type UncheckedEntry } from "../text/contentFiles"
import { rightPartsOf } from "./crossFileChecks"
import { fieldPath, fieldPlace, fieldsOfKind, imagesNamedBy, schemaAt, valueAt } from "../model/fieldPaths"
import { IMAGE_EXTENSIONS, metaOf, show, unwrapOptional, type Advice, type ObjectSchema } from "../model/fields"
import { readOnce, type ReadText } from "../text/json"
import { UnreadableText } from "../text/unreadableText"
import type { ContentProblem } from "./problems"
import { collectionFor, collections, type Collection } from "../model/schema"
import type { Partly, TypedContent, TypedEntry } from "../model/collection"

/** Every problem of data/ at once, most useful first: what `npm run check` and the build report. */
export const validateContent = (dataDir: string): ContentProblem[] => checkContent(dataDir).problems

/**
 * data/ read and checked: its problems, and its JSON files with their entries as parsed (the
 * entries are of their collection's type only when there is no problem; see checkedContent.ts).
 */
export function checkContent(
  dataDir: string,
  readText: ReadText = readOnce(),
): { problems: ContentProblem[]; files: ContentFile[]; unusedPictures: ContentProblem[] } {
  const problems: ContentProblem[] = []
  /** The entries that passed their type's check: whole, as read. */
  const ofTheirType = new Set<UncheckedEntry>()
  const shown = (file: string) => nodePath.relative(nodePath.dirname(dataDir), file).split(nodePath.sep).join("/")
  const allFiles = listFiles(dataDir)
  const files: ContentFile[] = []
  const present = new Set<Collection>()
  /** The collections with a file that could not be read, and the problem saying so of each such file. */
  const unreadable = new Set<Collection>()
  const unreadableFiles: Array<{ path: string; problem: ContentProblem }> = []

  for (const file of allFiles.filter(f => f.endsWith(".json") || isMarkdownEntry(dataDir, f))) {
    const relative = nodePath.relative(dataDir, file)
    const collection = collectionFor(relative)
    if (!collection) {
      problems.push({
        file: shown(file),
        problem: `this ${file.endsWith(".md") ? "Markdown" : "JSON"} file is not part of the site's content, so nothing would show it`,
        fix: `move its entries into one of the content files (${collections.map(c => `data/${c.file}`).join(", ")}) or delete it`,
      })
      continue
    }
    present.add(collection)
    const read = collection.format === "markdown" ? markdownEntries : jsonFileEntries
    const text = textOf(file, readText, shown(file), problems)
    const entries = text === undefined ? undefined : read(text, collection, shown(file), problems)
    if (!entries) {
      unreadable.add(collection)
      unreadableFiles.push({ path: file, problem: problems[problems.length - 1] })
      continue
    }
    files.push({ collection, path: file, entries })
    entries.forEach(entry => {
      if (checkEntry(entry.value, collection.type, { file, shown: shown(file), entry: entry.label, dataDir }, problems)) ofTheirType.add(entry.value)
    })
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

  // A check across files that reads a collection with a file that could not be read would
  // report what that file holds as missing (its books, its pictures): it waits for the fix, and
  // the file's message says so. Every other check runs.
  let waiting = 0
  problems.push(...duplicateKeys(files, shown))
  const unreadableFolders = unreadableFiles.map(file => nodePath.dirname(file.path))
  const orphans = imagesWithoutEntries(files, allFiles, shown)
  const namedPerhaps = (orphan: { image: string }) => unreadableFolders.some(folder => orphan.image.startsWith(folder + nodePath.sep))
  if (orphans.some(namedPerhaps)) waiting++
  // A picture no entry names stops nothing (taking an artwork away in the web editor leaves its
  // picture behind): a warning names it, and the site never publishes it.
  const unusedPictures = [
    ...orphans.filter(orphan => !namedPerhaps(orphan)).map(orphan => orphan.problem),
    ...picturesWithoutTheirEntry(dataDir, allFiles, shown),
  ]
  const typed = typedContent(files, ofTheirType, shown, readText)
  // Each collection's checks across files, in the order of the list of collections.
  for (const check of collections.flatMap(collection => collection.checks ?? [])) {
    const read = new Set<Collection>()
    const found = check({ ...typed, entries: type => (read.add(collectionOf(type)), typed.entries(type)) })
    if ([...read].some(collection => unreadable.has(collection))) waiting++
    else problems.push(...found)
  }
  if (waiting > 0)
    for (const { problem } of unreadableFiles)
      problem.fix = `${problem.fix}; until the file can be read, the checks between it and the other files wait, and run once it is fixed`
  return { problems: placed(problems, files, shown), files, unusedPictures }
}

/** A file's text, or undefined once a problem says it is not saved as UTF-8 (textFiles.ts). */
function textOf(file: string, readText: ReadText, shown: string, problems: ContentProblem[]): string | undefined {
  try {
    return readText(file)
  } catch (error) {
    if (!(error instanceof UnreadableText)) throw error
    problems.push({ file: shown, ...error.advice })
    return undefined
  }
}

const collectionOf = (type: ObjectSchema): Collection => {
  const collection = collections.find(c => c.type === type)
  if (!collection) throw new Error(`${String(metaOf(type).typeName)} is not a collection of the content model (src/model/schema.ts)`)
  return collection
}

/** Each problem on a field inside a list, with that field's place read from its entry: `character 10 ("tarka")`, not `characters[9]`. */
function placed(problems: ContentProblem[], files: ContentFile[], shown: (file: string) => string): ContentProblem[] {
  const entries = new Map(files.flatMap(file => file.entries.map(entry => [`${shown(file.path)}\n${entry.label ?? ""}`, { entry, file }] as const)))
  return problems.map(problem => {
    const found = problem.field === undefined ? undefined : entries.get(`${problem.file}\n${problem.entry ?? ""}`)
    // A field in no list reads as its path; its problem stays as the check made it.
    return found && problem.field !== undefined && /\[\d+\]/.test(problem.field)
      ? { ...problem, place: fieldPlace(problem.field, found.entry.value, found.file.collection.type) }
      : problem
  })
}

interface Place {
  file: string
  shown: string
  entry?: string
  dataDir: string
}

/** Checks an entry against its type, turning each of zod's findings into advice for the author; whether it is of its type. */
function checkEntry(value: UncheckedEntry, type: ObjectSchema, place: Place, problems: ContentProblem[]): boolean {
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
  return result.success
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

/** Each image in a folder whose every image must have an entry, that no entry names: the image (absolute), and its problem. */
function imagesWithoutEntries(files: ContentFile[], allFiles: string[], shown: (file: string) => string): Array<{ image: string; problem: ContentProblem }> {
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
        image: orphan,
        problem: {
          file: shown(file.path),
          problem: `the image ${shown(orphan)} has no entry, so the site does not show or publish it`,
          fix: `add an entry for it with "image": "${nodePath.relative(folder, orphan).split(nodePath.sep).join("/")}", a title and an alt text, or delete the picture if it is no longer wanted`,
        },
      }))
  })
}

/**
 * The pictures left in an entry's own folder once its file is gone (a news post deleted in the web
 * editor, which deletes post.md alone): nothing shows them, and the folder is the author's to delete.
 */
function picturesWithoutTheirEntry(dataDir: string, allFiles: string[], shown: (file: string) => string): ContentProblem[] {
  return collections
    .filter(collection => collection.file.includes("/*/"))
    .flatMap(collection => {
      const [parent, fileName] = collection.file.split("/*/")
      const parentDir = nodePath.join(dataDir, parent)
      const inFolder = (file: string) => nodePath.relative(parentDir, file).split(nodePath.sep)
      const withEntry = new Set(allFiles.filter(file => inFolder(file).length === 2 && inFolder(file)[1] === fileName).map(file => inFolder(file)[0]))
      return allFiles
        .filter(file => isImageFile(file) && !inFolder(file)[0].startsWith("..") && inFolder(file).length >= 2 && !withEntry.has(inFolder(file)[0]))
        .map(picture => {
          const folder = nodePath.join(parentDir, inFolder(picture)[0])
          return {
            file: shown(folder),
            problem: `the image ${shown(picture)} is in a folder without its ${fileName}, so the site does not show or publish it`,
            fix: `delete the folder ${shown(folder)} if its entry was taken away, or put its ${fileName} back`,
          }
        })
    })
}

const isImageFile = (file: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(nodePath.extname(file).toLowerCase())

/**
 * The entries as the checks across files read them: typed by their collection, whole where
 * they passed their type's check, else as far as they are right (crossFileChecks.ts).
 */
function typedContent(files: ContentFile[], ofTheirType: ReadonlySet<UncheckedEntry>, shown: (file: string) => string, readText: ReadText): TypedContent {
  const typedEntries = new Map<Collection, Array<TypedEntry<unknown>>>()
  for (const file of files) {
    const typed = typedEntries.get(file.collection) ?? []
    typedEntries.set(file.collection, typed)
    for (const { label, value } of file.entries)
      typed.push({
        // The model changes no value (no defaults or transforms): an entry of its type is the JSON as read.
        value: (ofTheirType.has(value) ? value : rightPartsOf(file.collection.type, value)) as Partly<unknown>,
        written: new Set(Object.keys(value)),
        label,
        file: file.path,
        folder: nodePath.basename(nodePath.dirname(file.path)),
        collection: file.collection,
      })
  }
  return {
    entries: <T extends ObjectSchema>(type: T) =>
      collections.filter(c => c.type === type).flatMap(c => typedEntries.get(c) ?? []) as Array<TypedEntry<z.infer<T>>>,
    shown,
    fileBeside: (entry, name) => {
      const folder = nodePath.dirname(entry.file)
      const resolved = nodePath.resolve(folder, name)
      return {
        inFolder: nodePath.dirname(resolved) === folder,
        exists: fs.existsSync(resolved) && fs.statSync(resolved).isFile(),
        shown: shown(resolved),
        read: () => readText(resolved),
      }
    },
    problem: (entry, field, problem, fix) => ({ file: shown(entry.file), entry: entry.label, field, problem, fix }),
  }
}
