/**
 * The GraphQL type definitions of the content model, written out from schema.ts
 * for `createTypes`, so that Gatsby infers nothing and an empty or broken content folder
 * cannot change the shape of a query.
 */
import { z } from "zod"
import { metaOf, unwrapOptional, type ObjectSchema } from "../model/fields"
import { collections } from "../model/schema"
import { FILE_BESIDE_ENTRY } from "../resolvers/fileBesideEntry"
import { madeFields } from "./entryNodes"

export function contentTypeDefinitions(): string {
  const nested = new Map<string, ObjectSchema>()
  const nodes = collections.map(c =>
    typeDefinition(
      c.name,
      c.type,
      `implements Node${c.nodeInterface ? ` & ${c.nodeInterface}` : ""} @dontInfer`,
      nested,
      madeFields(c).map(field => `  ${field.name}: ${field.type}`),
    ),
  )
  const interfaces = [...new Set(collections.flatMap(c => c.nodeInterface ?? []))].map(name => nodeInterfaceDefinition(name, nested))
  const others: string[] = []
  // Nested types are found while writing their parents, so drain the map until it stays empty.
  const written = new Set<string>()
  while (written.size < nested.size) {
    for (const [name, type] of [...nested]) {
      if (written.has(name)) continue
      written.add(name)
      others.push(typeDefinition(name, type, "", nested))
    }
  }
  return [...interfaces, ...nodes, ...others].join("\n\n")
}

/**
 * A queryable interface (Gatsby's `@nodeInterface`) of the collections that name it: their
 * fields, which must be the same in each, or a query through it would read a field one lacks.
 */
function nodeInterfaceDefinition(name: string, nested: Map<string, ObjectSchema>): string {
  const [first, ...others] = collections.filter(c => c.nodeInterface === name)
  const fields = typeDefinition(name, first.type, "", nested).split("\n").slice(1)
  for (const other of others) {
    if (typeDefinition(name, other.type, "", nested).split("\n").slice(1).join("\n") !== fields.join("\n"))
      throw new Error(
        `${other.name} has other fields than ${first.name}, so it cannot share the GraphQL interface ${name} (plugins/gatsby-source-chapterverse/src/model/schema.ts)`,
      )
  }
  return `interface ${name} implements Node @nodeInterface {\n  id: ID!\n${fields.join("\n")}`
}

function typeDefinition(name: string, type: ObjectSchema, modifiers: string, nested: Map<string, ObjectSchema>, extra: string[] = []): string {
  const fields = [...Object.entries(type.shape).map(([fieldName, field]) => `  ${fieldName}: ${graphqlType(field as z.ZodType, nested)}`), ...extra]
  return `type ${name}${modifiers ? ` ${modifiers}` : ""} {\n${fields.join("\n")}\n}`
}

function graphqlType(field: z.ZodType, nested: Map<string, ObjectSchema>): string {
  const { schema, optional } = unwrapOptional(field)
  const required = optional ? "" : "!"
  const meta = metaOf(schema)
  switch (meta.kind) {
    case "integer":
      return `Int${required}`
    case "price":
    case "decimal":
      return `Float${required}`
    case "boolean":
      return `Boolean${required}`
    case "image":
      return `File${required} @${FILE_BESIDE_ENTRY}`
    case "list": {
      const item = (schema as z.ZodArray<z.ZodType>).element
      const itemIsImage = metaOf(item).kind === "image"
      return `[${graphqlType(item, nested).replace(` @${FILE_BESIDE_ENTRY}`, "")}]${required}${itemIsImage ? ` @${FILE_BESIDE_ENTRY}` : ""}`
    }
    case "object":
      nested.set(String(meta.typeName), schema as ObjectSchema)
      return `${meta.typeName}${required}`
    default:
      return `String${required}`
  }
}
