/**
 * Paths into an entry of the content model (`editions[1].isbn`): the schema and the value at a
 * path, and every value a field of one kind holds, which the checks use to name what is wrong.
 */
import { z } from "zod"
import { excerpt, findMeta, metaOf, show, unwrapOptional, type FieldKind, type ObjectSchema } from "./fields"

type PathPart = PropertyKey

/** A field's path as the author reads it: `editions[1].isbn`. */
export const fieldPath = (parts: readonly PathPart[]): string =>
  parts.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("")

/** The schema of the field at a path inside an entry of this type. */
export function schemaAt(type: z.ZodType, parts: readonly PathPart[]): z.ZodType {
  return parts.reduce<z.ZodType>((schema, part) => {
    const inner = unwrapOptional(schema).schema
    if (inner instanceof z.ZodArray) return inner.element as z.ZodType
    if (inner instanceof z.ZodObject) return inner.shape[String(part)] as z.ZodType
    throw new Error(`The content model has no field at ${fieldPath(parts)}`)
  }, type)
}

/** The value at a path inside an entry, or undefined where there is none. */
export const valueAt = (value: unknown, parts: readonly PathPart[]): unknown =>
  parts.reduce<unknown>((inside, part) => (inside !== null && typeof inside === "object" ? (inside as Record<PropertyKey, unknown>)[part] : undefined), value)

/** Every value in an entry held by a field of this kind (in nested objects and lists too), with its path. */
export function fieldsOfKind(type: z.ZodType, value: unknown, kind: FieldKind, parts: PathPart[] = []): Array<{ path: string; value: unknown }> {
  if (value === undefined || value === null) return []
  const schema = unwrapOptional(type).schema
  if (metaOf(schema).kind === kind) return [{ path: fieldPath(parts), value }]
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, index) => fieldsOfKind(schema.element as z.ZodType, item, kind, [...parts, index]))
  if (schema instanceof z.ZodObject && typeof value === "object" && !Array.isArray(value))
    return Object.entries(schema.shape).flatMap(([name, inner]) =>
      fieldsOfKind(inner as z.ZodType, (value as Record<string, unknown>)[name], kind, [...parts, name]),
    )
  return []
}

/** Every image file name an entry holds, in nested objects and lists too. */
export const imagesNamedBy = (value: unknown, type: ObjectSchema): string[] =>
  fieldsOfKind(type, value, "image").flatMap(image => (typeof image.value === "string" ? [image.value] : []))

/** The fields that name an item of a list in messages, the first one it has: `character 10 ("tarka")`. */
const ITEM_NAMES = ["slug", "name", "title", "heading", "word", "topic", "format", "network", "label"] as const

/** A field's path split into its parts: `editions[1].isbn` → ["editions", 1, "isbn"]. */
export const pathParts = (field: string): Array<string | number> =>
  [...field.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map(([, index, name]) => (index === undefined ? name : Number(index)))

/** Where a field is inside an entry, as a message names it: the items of lists it is in, and the field. */
export interface FieldPlace {
  /** The items of lists, innermost first, each counted from 1 with its own name: `step 3 of game 2 ("Time Tag") of launchParty`. */
  items?: string
  /** The field inside the innermost item, or the path of a field in no list: `image`, `buyButton.format`. */
  field?: string
}

/**
 * A field's path (`characters[9].image`) as the author reads it: each item of a list by its
 * place counted from 1, with its own name where it has one (its slug, name, title…), and the
 * field inside it: `character 10 ("tarka")` and `image`. Given the entry's type, a list whose
 * name is not its plural is named by the item its definition gives (`picture 2 of gallery`), or
 * as a paragraph or an item of it (`paragraph 3 of synopsis`).
 */
export function fieldPlace(field: string, entry?: unknown, type?: z.ZodType): FieldPlace {
  const parts = pathParts(field)
  if (!parts.some(part => typeof part === "number")) return { field }
  const items: string[] = []
  let keys: string[] = []
  let value = entry
  let schema: z.ZodType | undefined = type
  for (const part of parts) {
    const inner: z.ZodType | undefined = schema && unwrapOptional(schema).schema
    if (typeof part === "string") {
      schema = inner instanceof z.ZodObject ? (inner.shape[part] as z.ZodType | undefined) : undefined
      value = objectField(value, part)
      keys.push(part)
      continue
    }
    const list = keys.pop()
    const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined
    const item = Array.isArray(value) ? (value[part] as unknown) : undefined
    const name = nameOf(item)
    const { noun, of } = itemNoun(list, inner, element)
    const label = `${noun} ${part + 1}${name === undefined ? "" : ` (${show(excerpt(name))})`}`
    items.unshift([label, ...(of === undefined ? [] : [of]), ...(keys.length > 0 ? [keys.join(".")] : [])].join(" of "))
    keys = []
    value = item
    schema = element
  }
  return { items: items.join(" of "), field: keys.length > 0 ? keys.join(".") : undefined }
}

/** A list's item as a message names it: `character` of characters; the item its definition gives, of the list; else a paragraph or an item of the list. */
function itemNoun(list: string | undefined, schema: z.ZodType | undefined, element: z.ZodType | undefined): { noun: string; of?: string } {
  if (list === undefined) return { noun: "item" }
  const declared = schema && findMeta(schema)?.item
  if (declared) return { noun: declared, of: list }
  if (/^[a-z]+s$/.test(list) && !/(ss|us|is)$/.test(list)) return { noun: list.endsWith("ies") ? `${list.slice(0, -3)}y` : list.slice(0, -1) }
  return { noun: element && findMeta(element)?.multiline ? "paragraph" : "item", of: list }
}

/** An item's own name, the first of ITEM_NAMES it has as text. */
function nameOf(item: unknown): string | undefined {
  for (const key of ITEM_NAMES) {
    const name = objectField(item, key)
    if (typeof name === "string" && name.trim() !== "") return name
  }
}

const objectField = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined
