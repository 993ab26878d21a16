/**
 * @jest-environment node
 */
/**
 * What each collection's checks across files are given of an entry with a wrong field: the parts
 * of it that are of their type, so that one wrong field leaves the rest of the entry to the checks.
 */
import { integer, list, object, optional, text } from "../../index"
import { rightPartsOf } from "../../src/checks/crossFileChecks"

const Thing = object("Thing", { title: text(), count: integer(1), tags: list(text()), inner: optional(object("Inner", { name: text() })) })

describe("rightPartsOf", () => {
  it("gives a value of its type as it is", () => {
    const right = { title: "A title", count: 2, tags: ["one"], inner: { name: "A name" } }
    expect(rightPartsOf(Thing, right)).toBe(right)
    expect(rightPartsOf(Thing, undefined)).toBeUndefined()
  })

  it("leaves out each field of a wrong type, keeps each item of a list in its place, and gives nothing for an object that is not one", () => {
    expect(rightPartsOf(Thing, { title: "", count: 2, tags: ["one", 5], inner: "A name" })).toStrictEqual({ count: 2, tags: ["one", undefined] })
    expect(rightPartsOf(Thing, { title: "A title", count: 0, tags: "one", inner: null })).toStrictEqual({ title: "A title" })
    expect(rightPartsOf(Thing, ["A title"])).toBeUndefined()
  })
})
