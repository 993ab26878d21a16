/**
 * The GraphQL type definitions of the content model, written out from content/schema.ts
 * for `createTypes`, so that Gatsby infers nothing and an empty or broken content folder
 * cannot change the shape of a query.
 */
import type { Field, ObjectType } from "./fields"
import { collections } from "./schema"

export function contentTypeDefinitions(): string {
  const nested = new Map<string, ObjectType>()
  const nodes = collections.map(c => typeDefinition(c.type, "implements Node @dontInfer", nested))
  const others: string[] = []
  // Nested types are found while writing their parents, so drain the map until it stays empty.
  const written = new Set<string>()
  while (written.size < nested.size) {
    for (const [name, type] of [...nested]) {
      if (written.has(name)) continue
      written.add(name)
      others.push(typeDefinition(type, "", nested))
    }
  }
  return [...nodes, ...others].join("\n\n")
}

function typeDefinition(type: ObjectType, modifiers: string, nested: Map<string, ObjectType>): string {
  const fields = Object.entries(type.fields).map(([name, field]) => `  ${name}: ${graphqlType(field, nested)}`)
  return `type ${type.name}${modifiers ? ` ${modifiers}` : ""} {\n${fields.join("\n")}\n}`
}

function graphqlType(field: Field, nested: Map<string, ObjectType>): string {
  const required = field.optional ? "" : "!"
  switch (field.kind) {
    case "integer":
      return `Int${required}`
    case "price":
      return `Float${required}`
    case "boolean":
      return `Boolean${required}`
    case "image":
      return `File${required} @fileByRelativePath`
    case "list":
      return `[${graphqlType({ ...field.of, optional: false }, nested).replace(" @fileByRelativePath", "")}]${required}${field.of.kind === "image" ? " @fileByRelativePath" : ""}`
    case "object":
      nested.set(field.type.name, field.type)
      return `${field.type.name}${required}`
    default:
      return `String${required}`
  }
}
