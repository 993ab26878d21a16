/**
 * What each collection's checks across files are given: every entry typed by the content model
 * (z.infer), as far as it is right, so that a check reads fields, not strings looked up in JSON;
 * and what they need of the files (validate.ts gives it), so that the collections' modules stay
 * free of Node.js for the pages that import their schemas.
 */
import { z } from "zod"
import { unwrapOptional, type ObjectSchema } from "../model/fields"
import type { ContentProblem } from "./problems"
import type { Collection } from "../model/collection"

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

/**
 * What of a value is of its type: the value itself when it is, else (for an object or a list)
 * its parts that are, so that one wrong field leaves the rest of the entry to the checks.
 */
export function rightPartsOf(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || schema.safeParse(value).success) return value
  const inner = unwrapOptional(schema).schema
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map(item => rightPartsOf(inner.element as z.ZodType, item))
  if (inner instanceof z.ZodObject && typeof value === "object" && value !== null && !Array.isArray(value)) {
    const fields = value as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(inner.shape).flatMap(([name, field]) => {
        const right = rightPartsOf(field as z.ZodType, fields[name])
        return right === undefined ? [] : [[name, right]]
      }),
    )
  }
  return undefined
}
