/**
 * The vocabulary the content model is written in. Each field kind knows how it is
 * checked (content/validate.ts), how it appears in GraphQL (content/graphql.ts) and what
 * to tell the author when a value is wrong. Build-time code only: nothing here ships
 * to the browser.
 */

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"] as const

interface FieldBase {
  optional?: boolean
}

export type Field =
  | (FieldBase & { kind: "text" })
  | (FieldBase & { kind: "slug" })
  | (FieldBase & { kind: "integer"; min?: number; max?: number })
  | (FieldBase & { kind: "price" })
  | (FieldBase & { kind: "boolean" })
  | (FieldBase & { kind: "date" })
  | (FieldBase & { kind: "url" })
  | (FieldBase & { kind: "path" })
  | (FieldBase & { kind: "email" })
  | (FieldBase & { kind: "duration" })
  /** An ISBN-13 with a valid check digit, or a sample one ("SAMPLE-978…") until the author has it. */
  | (FieldBase & { kind: "isbn" })
  | (FieldBase & { kind: "choice"; values: readonly string[] })
  | (FieldBase & { kind: "image"; extensions?: readonly string[] })
  | (FieldBase & { kind: "list"; of: Field; min?: number })
  | (FieldBase & { kind: "object"; type: ObjectType })

export interface ObjectType {
  /** GraphQL type name. */
  name: string
  fields: Record<string, Field>
}

export const text = (): Field => ({ kind: "text" })
export const slug = (): Field => ({ kind: "slug" })
export const integer = (min?: number, max?: number): Field => ({ kind: "integer", min, max })
export const price = (): Field => ({ kind: "price" })
export const boolean = (): Field => ({ kind: "boolean" })
export const date = (): Field => ({ kind: "date" })
export const url = (): Field => ({ kind: "url" })
export const path = (): Field => ({ kind: "path" })
export const email = (): Field => ({ kind: "email" })
export const duration = (): Field => ({ kind: "duration" })
export const isbn = (): Field => ({ kind: "isbn" })
export const choice = (...values: string[]): Field => ({ kind: "choice", values })
export const image = (extensions?: readonly string[]): Field => ({ kind: "image", extensions })
export const list = (of: Field, min = 0): Field => ({ kind: "list", of, min })
export const object = (name: string, fields: Record<string, Field>): Field => ({
  kind: "object",
  type: { name, fields },
})
export const optional = (field: Field): Field => ({ ...field, optional: true })
