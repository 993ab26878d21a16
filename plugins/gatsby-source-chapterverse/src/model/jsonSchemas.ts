/**
 * The JSON Schema of each file of data/, written from the content model, and the editor
 * settings that attach each schema to its files: as the author types in a data file, the
 * editor completes field names, shows what a field is for and marks a wrong value. The build
 * still checks everything (validate.ts): a schema cannot see whether an image file
 * exists or a book named elsewhere does.
 */
import { z } from "zod"
import { findMeta, patternMessage } from "./fields"
import { CONTENT_MODEL_DOC, contentModelReference } from "./reference"
import { collections, type Collection } from "./schema"

/** "a book" → "A book.": a description as JSON Schema tools show it. */
const asSentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`

/** Where the schemas live, relative to the project. */
export const SCHEMAS_FOLDER = "schemas"

export const schemaFileOf = (collection: Collection): string =>
  `${SCHEMAS_FOLDER}/${collection.name.replace(/(?<!^)([A-Z])/g, "-$1").toLowerCase()}.schema.json`

export function jsonSchemaOf(collection: Collection): Record<string, unknown> {
  const shape = collection.holds === "many" ? z.array(collection.type) : collection.type
  const schema = z.toJSONSchema(shape, {
    target: "draft-7",
    // What the author should write, shown beside each field and (in VS Code) instead of a bare
    // "does not match pattern".
    override: ({ zodSchema, jsonSchema }) => {
      const meta = findMeta(zodSchema as unknown as z.ZodType)
      if (!meta || meta.kind === "object" || meta.kind === "list") return
      jsonSchema.description ??= asSentence(meta.expected)
      // A check zod cannot write as a pattern (a player's origins), given as one.
      if (meta.pattern) jsonSchema.pattern ??= meta.pattern.source
      if (jsonSchema.pattern) jsonSchema.patternErrorMessage = patternMessage(meta)
    },
  })
  return { $schema: schema.$schema, title: `data/${collection.file}`, description: asSentence(collection.description), ...schema }
}

/** Every file written from the content model (the schemas, the editor settings, its reference for people), by its path relative to the project, with its text. */
export function generatedModelFiles(): Map<string, string> {
  const files = new Map<string, string>()
  // A Markdown file (a news post) has no JSON to attach a schema to: the build checks its front matter.
  const jsonCollections = collections.filter(collection => collection.format !== "markdown")
  for (const collection of jsonCollections) files.set(schemaFileOf(collection), `${JSON.stringify(jsonSchemaOf(collection), null, 2)}\n`)
  const settings = {
    "json.schemas": jsonCollections.map(collection => ({
      fileMatch: [`/data/${collection.file}`],
      url: `./${schemaFileOf(collection)}`,
    })),
  }
  const header = "// Written by `npm run schemas` from plugins/gatsby-source-chapterverse/src/model/schema.ts: each data file gets its JSON Schema.\n"
  files.set(".vscode/settings.json", `${header}${JSON.stringify(settings, null, 2)}\n`)
  files.set(CONTENT_MODEL_DOC, contentModelReference())
  return files
}
