/**
 * The content model as a reference for people (docs/content-model.md): every file of data/, each
 * of its fields with its kind, whether it must be there and what to write, and what the check says
 * of a value of each kind that is wrong. Written from the model by `npm run schemas`, with the
 * JSON Schemas, so it cannot say anything the check does not do.
 */
import { z } from "zod"
import { findMeta, metaOf, show, unwrapOptional, type FieldKind } from "./fields"
import { collections, type Collection } from "./schema"

/** Where it is written, relative to the project. */
export const CONTENT_MODEL_DOC = "docs/content-model.md"

interface FieldRow {
  name: string
  kind: FieldKind
  optional: boolean
  schema: z.ZodType
}

const rowsOf = (shape: z.ZodRawShape): FieldRow[] =>
  Object.entries(shape).map(([name, declared]) => {
    const { schema, optional } = unwrapOptional(declared as z.ZodType)
    return { name, kind: metaOf(schema).kind, optional, schema }
  })

/** The object a field holds, itself or as each item of its list: its fields are written inside the field's row. */
function objectIn(schema: z.ZodType): z.ZodObject | undefined {
  const item = schema instanceof z.ZodArray ? unwrapOptional(schema.element as z.ZodType).schema : schema
  return item instanceof z.ZodObject ? item : undefined
}

/** Every field of the model, inside objects and lists too: the first of each kind shows what the kind asks for and says. */
function firstOfEachKind(): Map<FieldKind, z.ZodType> {
  const first = new Map<FieldKind, z.ZodType>()
  const visit = (shape: z.ZodRawShape) => {
    for (const row of rowsOf(shape)) {
      if (!first.has(row.kind)) first.set(row.kind, row.schema)
      const inner = objectIn(row.schema)
      if (inner) visit(inner.shape)
    }
  }
  for (const collection of collections) visit(collection.type.shape)
  return first
}

/**
 * What to write in a field, where its kind alone does not say it (the choices of a choice, what a
 * list holds, an object's own fields, each with its kind), then the field's description if it has one.
 */
function whatToWrite(row: FieldRow, kinds: Map<FieldKind, z.ZodType>): string {
  const { expected } = metaOf(row.schema)
  const inner = objectIn(row.schema)
  const item = row.schema instanceof z.ZodArray ? findMeta(row.schema.element as z.ZodType) : undefined
  const own = inner
    ? `${row.schema instanceof z.ZodArray ? "each item " : ""}{ ${rowsOf(inner.shape)
        .map(field => {
          const what = whatToWrite(field, kinds)
          return `\`${field.name}\` ${field.kind}${field.optional ? ", optional" : ""}${what ? `: ${what}` : ""}`
        })
        .join("; ")} }`
    : item
      ? `a list of ${item.expected}`
      : expected !== metaOf(kinds.get(row.kind)!).expected
        ? expected
        : ""
  return [own, row.schema.description?.replace(/\.$/, "")].filter(Boolean).join(". ")
}

/** What the check says of a blank value in a field of this schema (a number where text is due, if blank is taken). */
function wrongValueAdvice(schema: z.ZodType): { value: unknown; problem: string; fix: string } | undefined {
  for (const value of ["", 5]) {
    const result = schema.safeParse(value)
    if (!result.success) return { value, ...metaOf(schema).explain(value, result.error.issues[0]) }
  }
  return undefined
}

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\n/g, " ")

function collectionSection(collection: Collection, kinds: Map<FieldKind, z.ZodType>): string {
  const rows = rowsOf(collection.type.shape)
  const entries = collection.holds === "one" ? "one entry a file" : "a list of entries"
  const keyed = collection.key ? `, each named by its \`${collection.key}\`` : ""
  return [
    `## ${collection.label}`,
    `\`data/${collection.file}\`${collection.format === "markdown" ? " (its fields in the front matter, its text below)" : ""}: ${collection.description}; ${entries}${keyed}.`,
    "",
    "| Field | Kind | Must be there | What to write, where its kind does not say |",
    "| --- | --- | --- | --- |",
    ...rows.map(row => `| \`${row.name}\` | ${row.kind} | ${row.optional ? "no" : "yes"} | ${cell(whatToWrite(row, kinds))} |`),
  ].join("\n")
}

/** One row a kind, in the order the model first uses it: the message of a blank (or a number) as the author sees it. */
function kindsSection(kinds: Map<FieldKind, z.ZodType>): string {
  return [
    "## What the check says",
    "",
    'A field that must be there and is not: "the field is missing", and the fix "add it: …" with what to write (the tables below).',
    "What each kind takes, and what the check says of a value of the wrong kind (here a blank, or a number where a blank is taken), with the first field of that kind:",
    "",
    "| Kind | What to write | Wrong | The problem | What to do |",
    "| --- | --- | --- | --- | --- |",
    ...[...kinds].flatMap(([kind, schema]) => {
      const advice = wrongValueAdvice(schema)
      const write = kind === "object" ? "its fields, in { }" : metaOf(schema).expected
      return advice ? [`| ${kind} | ${cell(write)} | \`${show(advice.value)}\` | ${cell(advice.problem)} | ${cell(advice.fix)} |`] : []
    }),
  ].join("\n")
}

/** docs/content-model.md, whole. */
export function contentModelReference(): string {
  const kinds = firstOfEachKind()
  return `${[
    "# The content model",
    "<!-- Written by `npm run schemas` from plugins/gatsby-source-chapterverse/src/model/: do not edit it here; a unit test fails when the two disagree. -->",
    "Every file of `data/` and its fields, as the check (`npm run check`, and every build) reads them. How to do each job with them: [the content guide](content-guide.md).",
    kindsSection(kinds),
    ...collections.map(collection => collectionSection(collection, kinds)),
  ].join("\n\n")}\n`
}
