/**
 * @jest-environment node
 *
 * What each kind of field tells the author when a value is wrong (fields.ts): the problem names
 * the value she wrote (or what kind of value it is), the fix is never blank, and each branch of a
 * message says what that branch is for. The values here are this file's own, not data/'s.
 */
import type { z } from "zod"
import {
  boolean,
  choice,
  date,
  dateTime,
  decimal,
  duration,
  email,
  excerpt,
  image,
  integer,
  isbn,
  kindOf,
  lexile,
  list,
  metaOf,
  object,
  path,
  playerUrl,
  price,
  puzzleWord,
  show,
  slug,
  text,
  timeZone,
  url,
  type Advice,
} from "../../src/model/fields"

/** What the check tells the author of `value` in a field of `schema`, which must refuse it. */
function adviceFor(schema: z.ZodType, value: unknown): Advice {
  const result = schema.safeParse(value)
  if (result.success) throw new Error(`${show(value)} was accepted`)
  return metaOf(schema).explain(value, result.error.issues[0])
}

const PLAYERS = [{ service: "YouTube", origin: "https://www.youtube-nocookie.com" }] as const

/** Each kind, a value of the right type that is still wrong, and one of another type. */
const KINDS: Array<[string, () => z.ZodType, unknown, unknown]> = [
  ["text", text, "", 5],
  ["slug", slug, "The Time Tunnel", 5],
  ["integer", () => integer(), 2.5, "2"],
  ["price", price, -1, "7.99"],
  ["decimal", () => decimal({ min: 0, max: 10, places: 1, example: "4.8" }), 4.85, "4.8"],
  ["lexile", lexile, "650", 650],
  ["boolean", boolean, "yes", 1],
  ["date", date, "20 April 2025", 20250420],
  ["dateTime", dateTime, "2026-03-14 10:30", 5],
  ["timeZone", timeZone, "London", 5],
  ["url", url, "http://example.com/", 5],
  ["playerUrl", () => playerUrl(PLAYERS), "https://player.example/x", 5],
  ["path", path, "shop", 5],
  ["email", email, "hello at example.com", 5],
  ["duration", duration, "1m45", 5],
  ["puzzleWord", puzzleWord, "fossil!", 5],
  ["choice", () => choice("hardback", "paperback"), "ebook", 5],
  ["image", image, "cover.gif", "cover"],
  ["isbn", isbn, "978-1-2345-6789-0", 9781234567897],
  ["list", () => list(text(), 1), [], "a"],
  ["object", () => object("Thing", { name: text() }), "a", [1]],
]

describe.each(KINDS)("a %s field", (_kind, make, sameType, otherType) => {
  it("asks for something when it is missing", () => {
    expect(metaOf(make()).expected).toMatch(/\S/)
  })

  it.each([sameType, otherType])("names %j in its problem, and says what to do", value => {
    const { problem, fix } = adviceFor(make(), value)
    const named = problem.includes(show(value)) || problem.includes(`not ${kindOf(value)}`) || problem === "is empty" || /^must have at least/.test(problem)
    expect({ problem, named, fix: /\S/.test(fix) }).toEqual({ problem, named: true, fix: true })
  })
})

describe("a branch of a message says what that branch is for", () => {
  it("a whole number: too small, too large, or not a whole number", () => {
    expect(adviceFor(integer(1, 5), 0).problem).toBe("must be at least 1, not 0")
    expect(adviceFor(integer(1, 5), 6).problem).toBe("must be at most 5, not 6")
    expect(adviceFor(integer(1, 5), "3").problem).toBe('must be a whole number, not "3"')
  })

  it("a price has at most two decimals", () => {
    expect(price().safeParse(9.999).success).toBe(false)
    expect(price().safeParse(9.99).success).toBe(true)
  })

  it("a decimal: out of range, or with more decimals than it takes, one or several", () => {
    const level = decimal({ min: 0, max: 10, places: 1, example: "4.8" })
    expect(adviceFor(level, 11)).toEqual({ problem: "must be between 0 and 10, not 11", fix: "check the figure" })
    expect(adviceFor(level, 4.85)).toEqual({ problem: "4.85 has more than 1 decimal", fix: "write it as published, for example 4.8" })
    expect(adviceFor(decimal({ min: 0, max: 10, places: 2, example: "4.25" }), 4.255).problem).toBe("4.255 has more than 2 decimals")
  })

  it("a date or a day and time: a day that does not exist, or another way of writing it", () => {
    expect(adviceFor(date(), "2025-02-30").problem).toBe('"2025-02-30" is not a day of the calendar')
    for (const written of ["x2025-04-01", "2025-04-01x"]) expect(adviceFor(date(), written).problem).toMatch(/^must be a date written as YYYY-MM-DD/)
    expect(adviceFor(dateTime(), "2025-02-30T10:00").problem).toBe('"2025-02-30T10:00" is not a day and time that exists')
    for (const written of ["x2025-04-01T10:00", "2025-04-01T10:00x"])
      expect(adviceFor(dateTime(), written).problem).toMatch(/^must be a day and a time written as YYYY-MM-DDTHH:MM/)
  })

  it("a player's address: https from another host, or no https address at all", () => {
    expect(adviceFor(playerUrl(PLAYERS), "https://player.example/x").problem).toMatch(/^is the address of a player this site does not frame/)
    expect(adviceFor(playerUrl(PLAYERS), "http://www.youtube-nocookie.com/embed/x").problem).toMatch(/^must be a full web address starting with https:\/\//)
  })

  it("a word-search word: its letters counted without its space or hyphen, too few or too many", () => {
    expect(adviceFor(puzzleWord(), "ab")).toEqual({ problem: '"ab" has 2 letters; a word-search word needs 3 to 12', fix: "choose a longer word" })
    expect(adviceFor(puzzleWord(), "a")).toEqual({ problem: '"a" has 1 letter; a word-search word needs 3 to 12', fix: "choose a longer word" })
    expect(adviceFor(puzzleWord(), "abcdefg-hijklmn")).toEqual({
      problem: '"abcdefg-hijklmn" has 14 letters; a word-search word needs 3 to 12',
      fix: "choose a shorter word, or a shorter form of it",
    })
    expect(adviceFor(puzzleWord(), "fossil!").problem).toMatch(/must be letters A to Z only/)
  })

  it("an ISBN-13: not 13 digits, not starting 978 or 979, or a digit mistyped; a sample checked the same way", () => {
    for (const written of ["97812345678970", "X978-1-2345-6789-7"])
      expect(adviceFor(isbn(), written)).toEqual({
        problem: `${show(written)} is not an ISBN-13: it must have 13 digits (hyphens and spaces allowed)`,
        fix: "copy the ISBN-13 from the book's back cover or the publisher's listing",
      })
    // 13 digits with a right check digit, and 978 inside rather than first.
    expect(adviceFor(isbn(), "1978123456785")).toEqual({
      problem: '"1978123456785" is not an ISBN-13: it must start with 978 or 979',
      fix: "copy the ISBN-13 (not the ISBN-10) from the book's back cover or the publisher's listing",
    })
    expect(adviceFor(isbn(), "978-1-2345-6789-0")).toEqual({
      problem: '"978-1-2345-6789-0" has a wrong check digit: after 978123456789 it must be 7, not 0, so a digit is mistyped',
      fix: "compare every digit with the book's back cover or the publisher's listing",
    })
    expect(adviceFor(isbn(), "SAMPLE-978-1-2345-6789-0").problem).toMatch(/^the sample ISBN "SAMPLE-978-1-2345-6789-0" has a wrong check digit/)
    for (const written of ["978-1-2345-6789-7", "979 1 2345 6789 6", "SAMPLE-9781234567897"]) expect(isbn().safeParse(written).success).toBe(true)
  })

  it("a list: too few items (one, or several), or no list", () => {
    expect(adviceFor(list(text(), 1), []).problem).toBe("must have at least 1 item")
    expect(adviceFor(list(text(), 2), ["a"]).problem).toBe("must have at least 2 items")
    expect(adviceFor(list(text(), 1), "a").problem).toBe("must be a list ([ … ]), not text")
  })

  it("an object names its fields, in what to add and how to write it", () => {
    const thing = object("Thing", { name: text(), age: integer() })
    expect(metaOf(thing).expected).toBe('{ "name", "age" }')
    expect(adviceFor(thing, "a").fix).toBe('write it as { "name": …, "age": … }')
  })

  it("an image: a file of another kind, or no name at all (blank counts as none)", () => {
    expect(adviceFor(image([".jpg"]), "cover.gif")).toEqual({ problem: '"cover.gif" must be a .jpg image', fix: "save it as .jpg" })
    expect(adviceFor(image([".jpg"]), " ").problem).toBe("must name an image file")
  })
})

it("names a value's kind as the author wrote it", () => {
  expect([null, [], {}, "a", 5, true].map(kindOf)).toEqual(["null", "a list", "an object", "text", "a number", "a boolean"])
})

describe("an excerpt of the author's text", () => {
  it("is its first line, trimmed, whole up to the length", () => {
    expect(excerpt("  The first line\nThe second", 40)).toBe("The first line")
    expect(excerpt("x".repeat(40), 40)).toBe("x".repeat(40))
  })

  it("is cut at a word past half the length, or mid-word without one, with …", () => {
    expect(excerpt("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…")
    expect(excerpt("Supercalifragilisticexpialidocious", 10)).toBe("Supercalif…")
    expect(excerpt("A verylongwordthatgoesonandon", 20)).toBe("A verylongwordthatgo…")
  })
})
