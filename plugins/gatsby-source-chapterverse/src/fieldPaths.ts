/**
 * Paths into an entry of the content model (`editions[1].isbn`): the schema and the value at a
 * path, and every value a field of one kind holds, which the checks use to name what is wrong.
 */
import { z } from "zod"
import { metaOf, unwrapOptional, type FieldKind, type ObjectSchema } from "./fields"

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
