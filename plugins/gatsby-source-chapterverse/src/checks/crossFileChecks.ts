/**
 * What each collection's checks across files are given (model/collection.ts) is each entry as far
 * as it is right: the parts of a value that are of their type.
 */
import { z } from "zod"
import { unwrapOptional } from "../model/fields"

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
