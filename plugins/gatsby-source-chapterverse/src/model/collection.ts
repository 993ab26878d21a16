/**
 * What the plugin knows of a collection: its entries' type, where their files live and how the
 * author's editor shows it. Its own module, so that the collections' checks can name it without
 * importing the list of collections (schema.ts), which imports them.
 */
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
}
