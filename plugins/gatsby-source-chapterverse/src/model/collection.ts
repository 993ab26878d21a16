/**
 * What the plugin knows of a collection: its entries' type, where their files live, how the
 * author's editor shows it, and its checks across files with what they are given: each entry
 * typed by the content model (z.infer), as far as it is right, so that a check reads fields, not
 * strings looked up in JSON, and what they need of the files (validate.ts gives it), so that the
 * collections' modules stay free of Node.js for the pages that import their schemas. Its own
 * module, so that the collections' checks can name it without importing the list of collections
 * (schema.ts), which imports them.
 */
import type { z } from "zod"
import type { ContentProblem } from "../checks/problems"
import type { ObjectSchema } from "./fields"

export interface Collection {
  /** The GraphQL node type (`Book` is queried as `book` and `allBook`), also the collection's name in messages. */
  name: string
  type: ObjectSchema
  /** Where its JSON lives, relative to data/. `*` stands for one folder name. */
  file: string
  /** A file holding one entry (an object) or many (an array). */
  holds: "one" | "many"
  /** The field that names an entry in messages; it must be unique across the collection. */
  key?: string
  /**
   * "markdown": each file is one entry written in Markdown, its fields in the front matter and
   * its text below them (frontMatter.ts, newsText.ts), not JSON.
   */
  format?: "markdown"
  /**
   * A GraphQL interface its node shares with the collections of the same shape (`DatedDocument`):
   * one query reads any of them (`datedDocument(id: …)`, `allDatedDocument`), so one template
   * renders them all.
   */
  nodeInterface?: string
  /** Every image file in the JSON file's folder must belong to an entry. */
  everyImageHasEntry?: boolean
  /** Its name in the web editor's list of collections ("Videos"). */
  label: string
  /** Shown with a problem in this file, and in the author's editor: what the file is for. */
  description: string
  /**
   * Its checks across files: what is wrong between its entries and other files. They run after
   * every entry is checked against its type, collection by collection in the order of the
   * list (schema.ts), so the books' problems come before those of what names a book.
   */
  checks?: readonly CrossFileCheck[]
}

/**
 * A value of the content model as far as it is right: a part that fails its type is left out, a
 * list keeps its positions (messages name them). An entry that passed its type is whole.
 */
export type Partly<T> = T extends readonly (infer Item)[] ? Array<Partly<Item> | undefined> : T extends object ? { [K in keyof T]?: Partly<T[K]> } : T

/** An entry of a collection, typed, with where it is. */
export interface TypedEntry<T> {
  value: Partly<T>
  /**
   * The fields its file writes, right or wrong. A check on whether a field is given asks this: a
   * field written wrong is not missing (its own problem says what is wrong with it).
   */
  written: ReadonlySet<string>
  /** The entry as messages name it (`1 ("rexi")`). */
  label?: string
  /** Its file (an absolute path). */
  file: string
  /** The name of the folder holding its file (a book's folder is named by its slug). */
  folder: string
  collection: Collection
}

/** A file an entry names, beside its own (a book's first chapter). */
export interface FileBeside {
  /** Whether the name leads to a file in the entry's own folder (not below it, not above). */
  inFolder: boolean
  /** Whether there is such a file. */
  exists: boolean
  /** The file as messages name it (`data/books/…/first-chapter.md`). */
  shown: string
  /** Its text, through the load's one read of data/. */
  read(): string
}

/** data/ as the checks across files read it: every entry of each collection, typed. */
export interface TypedContent {
  /** The entries of the collection of this type (`Book`, …): file by file in the order of their paths. */
  entries<T extends ObjectSchema>(type: T): Array<TypedEntry<z.infer<T>>>
  /** A file as messages name it (`data/books/…/book.json`). */
  shown(file: string): string
  /** A file an entry names, relative to the entry's file. */
  fileBeside(entry: TypedEntry<unknown>, name: string): FileBeside
  /** A problem on a field of an entry. */
  problem(entry: TypedEntry<unknown>, field: string, problem: string, fix: string): ContentProblem
}

/** A collection's checks across files: what is wrong between its entries and other files. */
export type CrossFileCheck = (content: TypedContent) => ContentProblem[]
