/**
 * The vocabulary the content model is written in: each kind of field is a zod schema (which
 * checks a value, gives its TypeScript type and writes its JSON Schema) registered with what
 * zod cannot say for us: how the field appears in GraphQL (graphql.ts), what the
 * author should write when it is missing, and what to tell them when a value is wrong
 * (validate.ts). Build-time code only: nothing here ships to the browser.
 */
import { z } from "zod"
import { digitsOf, isbn13CheckDigit, isbn13Problem } from "./isbn"
import { SAMPLE_PREFIX } from "./samples"
import { isTimeZone } from "./zonedTime"

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"] as const

/** What to tell the author about a value: what is wrong with it, and what to do. */
export interface Advice {
  problem: string
  fix: string
}

export type FieldKind =
  | "text"
  | "slug"
  | "integer"
  | "price"
  | "decimal"
  | "lexile"
  | "boolean"
  | "date"
  | "dateTime"
  | "timeZone"
  | "url"
  | "path"
  | "email"
  | "duration"
  | "isbn"
  | "puzzleWord"
  | "choice"
  | "image"
  | "list"
  | "object"

export interface FieldMeta {
  kind: FieldKind
  /** What the author should add when the field is missing ("add it: …"). */
  expected: string
  /** Why zod refused the value, in the author's words. */
  explain: (value: unknown, issue: z.core.$ZodIssue) => Advice
  /** An object's GraphQL type name. */
  typeName?: string
  /** Text the web editor gives a box of several lines (src/admin/cmsConfig.ts). */
  multiline?: boolean
  /** What a page needs of the picture an image field names: its size and shape (pictureSizes.ts warns when it misses them). */
  picture?: PictureNeeds
  /** A list's item as messages name it ("fact 2 of info"), where the list's own name is not its plural (fieldPaths.ts, fieldPlace). */
  item?: string
  /** What the web editor's form checks a value against as the author types, where zod's own check is not a pattern (a player's origins). */
  pattern?: RegExp
}

const FIELDS = new WeakMap<z.ZodType, FieldMeta>()

function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  FIELDS.set(schema, meta)
  return schema
}

/** The schema inside an optional field (an optional field is checked as its inner one). */
export function unwrapOptional(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  return schema instanceof z.ZodOptional ? { schema: schema.unwrap() as z.ZodType, optional: true } : { schema, optional: false }
}

/** The field's kind and messages, if the schema is a field of the content model. */
export const findMeta = (schema: z.ZodType): FieldMeta | undefined => FIELDS.get(unwrapOptional(schema).schema)

/** The field's kind and messages; every schema of the content model is built here, so each has them. */
export function metaOf(schema: z.ZodType): FieldMeta {
  const meta = findMeta(schema)
  if (!meta)
    throw new Error(
      "A field of the content model (plugins/gatsby-source-chapterverse/src/model/schema.ts) is not built with plugins/gatsby-source-chapterverse/src/model/fields.ts",
    )
  return meta
}

export type ObjectSchema = z.ZodObject<z.ZodRawShape>

/** A field with a description, which the author's editor shows beside it (the JSON Schemas carry it). */
export function described<T extends z.ZodType>(schema: T, description: string): T {
  const copy = schema.describe(description) as T
  const meta = FIELDS.get(unwrapOptional(schema).schema)
  return meta && !(schema instanceof z.ZodOptional) ? field(copy, meta) : copy
}

/** What a form or the author's editor says under a value that does not match the field's pattern. */
export const patternMessage = (meta: FieldMeta): string => (meta.kind === "text" ? "Must not be empty." : `Write ${meta.expected}.`)

const advice = (problem: string, fix: string): Advice => ({ problem, fix })

/** Text that must not be blank: what to ask for when it is missing, and what to do when it is empty. */
const nonBlankText = ({ expected, whenEmpty, multiline }: { expected: string; whenEmpty: string; multiline?: boolean }) =>
  field(z.string().regex(/\S/, "is empty"), {
    kind: "text",
    expected,
    multiline,
    explain: value => (typeof value === "string" ? advice("is empty", whenEmpty) : advice(`must be text in quotes, not ${kindOf(value)}`, `write it as "…"`)),
  })

export const text = () => nonBlankText({ expected: "text in quotes", whenEmpty: "write the text, or remove the entry" })

/** Text of a sentence or more: the same as text() in data/, a box of several lines in the web editor. */
export const paragraph = () => nonBlankText({ expected: "text in quotes", whenEmpty: "write the text, or remove the entry", multiline: true })

/** A picture's description for people who cannot see it. */
export const altText = () =>
  nonBlankText({
    expected: "a short description of the picture",
    whenEmpty: "describe the picture in a few words for people who cannot see it (screen readers read this aloud)",
  })

export const slug = () =>
  field(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), {
    kind: "slug",
    expected: "a short name of lower-case letters, digits and dashes",
    explain: value => advice(`must be a short name of lower-case letters, digits and dashes, not ${show(value)}`, `for example "the-time-tunnel"`),
  })

export const integer = (min?: number, max?: number) => {
  let schema = z.int()
  if (min !== undefined) schema = schema.min(min)
  if (max !== undefined) schema = schema.max(max)
  return field(schema, {
    kind: "integer",
    expected: "a whole number",
    explain: (value, issue) => {
      if (issue.code === "too_small") return advice(`must be at least ${issue.minimum}, not ${value}`, "correct the number")
      if (issue.code === "too_big") return advice(`must be at most ${issue.maximum}, not ${value}`, "correct the number")
      return advice(`must be a whole number, not ${show(value)}`, "write digits without quotes, for example 5")
    },
  })
}

export const price = () =>
  field(
    z
      .number()
      .min(0)
      .refine(value => Math.round(value * 100) === value * 100, "has more than two decimals"),
    {
      kind: "price",
      expected: "an amount in pounds, for example 7.99",
      explain: value => advice(`must be an amount in pounds as a number, not ${show(value)}`, "write it without £ or quotes, for example 7.99"),
    },
  )

/** A number with at most `places` decimals between `min` and `max`, written without quotes (an ATOS book level, 4.8). */
export const decimal = ({ min, max, places, example }: { min: number; max: number; places: number; example: string }) =>
  field(
    z
      .number()
      .min(min)
      .max(max)
      .refine(value => Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6), `has more than ${places} decimal${places === 1 ? "" : "s"}`),
    {
      kind: "decimal",
      expected: `a number such as ${example}`,
      explain: (value, issue) => {
        if (typeof value !== "number") return advice(`must be a number without quotes, not ${show(value)}`, `write it as ${example}`)
        if (issue.code === "too_small" || issue.code === "too_big") return advice(`must be between ${min} and ${max}, not ${value}`, "check the figure")
        return advice(`${value} has more than ${places} decimal${places === 1 ? "" : "s"}`, `write it as published, for example ${example}`)
      },
    },
  )

/**
 * A Lexile measure as MetaMetrics publishes it: a number and L ("650L"), "BR" before it for a
 * beginning reader ("BR100L"), and a two-letter code before that where it has one ("HL650L",
 * "AD820L": high-low, adult-directed; also GN, IG, NC, NP).
 */
export const lexile = () =>
  field(z.string().regex(/^(?:AD|GN|HL|IG|NC|NP)?(?:BR)?\d{1,4}L$/), {
    kind: "lexile",
    expected: 'a Lexile measure such as "650L"',
    explain: value =>
      advice(
        `must be a Lexile measure as published (a number followed by L, such as "650L", "HL650L" or "BR100L"), not ${show(value)}`,
        "copy it from the Lexile Find a Book listing or the publisher's page",
      ),
  })

export const boolean = () =>
  field(z.boolean(), {
    kind: "boolean",
    expected: "true or false",
    explain: value => advice(`must be true or false, not ${show(value)}`, "write true or false without quotes"),
  })

export const date = () =>
  field(z.iso.date(), {
    kind: "date",
    expected: "a date written as YYYY-MM-DD",
    explain: value =>
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? advice(`${show(value)} is not a day of the calendar`, "check the month and the day (30 February or 31 June do not exist)")
        : advice(`must be a date written as YYYY-MM-DD, not ${show(value)}`, `for example "2025-04-20" for 20 April 2025`),
  })

/**
 * A day and a time on the clock of the place, without a zone ("2026-03-14T10:30"): the zone is a
 * field of its own (timeZone()), as a calendar writes it. The pattern checks that the day exists.
 */
export const dateTime = () =>
  field(z.string().regex(new RegExp(`^${z.regexes.date.source.slice(1, -1)}T(?:[01]\\d|2[0-3]):[0-5]\\d$`)), {
    kind: "dateTime",
    expected: "a day and a time written as YYYY-MM-DDTHH:MM",
    explain: value =>
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
        ? advice(`${show(value)} is not a day and time that exists`, "check the day of the month and the hour (00 to 23)")
        : advice(`must be a day and a time written as YYYY-MM-DDTHH:MM, not ${show(value)}`, `for example "2026-03-14T10:30" for 10.30 am on 14 March 2026`),
  })

/** An IANA time zone ("Europe/London"), which calendars and Node's Intl know. */
export const timeZone = () =>
  field(
    z
      .string()
      .regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/)
      .refine(isTimeZone, "is not a time zone"),
    {
      kind: "timeZone",
      expected: 'a time zone such as "Europe/London"',
      explain: value =>
        advice(
          `must be a time zone from the IANA list, such as "Europe/London", not ${show(value)}`,
          'write the zone of the place (a Region/City name from the IANA list, "Europe/London" for the UK)',
        ),
    },
  )

export const url = () =>
  field(z.url({ protocol: /^https$/ }), {
    kind: "url",
    expected: "a web address starting with https://",
    explain: value => advice(`must be a full web address starting with https://, not ${show(value)}`, "copy the address from the browser's address bar"),
  })

/**
 * A player's address for an iframe: https, and from one of `players` only, as each origin is
 * framed with scripts and the page's own origin allowed, and named in the pages' policy.
 */
export const playerUrl = (players: readonly { service: string; origin: string }[]) => {
  const accepted = players.map(player => `${player.origin}/… (${player.service})`).join(", ")
  return field(
    z.url({ protocol: /^https$/ }).refine(value => players.some(player => new URL(value).origin === player.origin), "is not a known player's address"),
    {
      kind: "url",
      pattern: new RegExp(`^(?:${players.map(player => player.origin.replace(/[.]/g, "\\.")).join("|")})/\\S*$`),
      expected: `the address of the service's player, starting with one of ${accepted}`,
      explain: value =>
        typeof value === "string" && URL.canParse(value) && new URL(value).protocol === "https:"
          ? advice(
              `is the address of a player this site does not frame: ${show(value)} is on ${new URL(value).origin}, and only these players' addresses are accepted: ${accepted}`,
              "copy the address from the service's own Share > Embed code (the src=\"…\" of its <iframe>), from one of these services; for YouTube, its privacy-enhanced address (www.youtube-nocookie.com). To add another service, ask a developer: it has to be added to the site's list of players",
            )
          : advice(
              `must be a full web address starting with https://, not ${show(value)}`,
              'copy the address from the service\'s own Share > Embed code (the src="…" of its <iframe>)',
            ),
    },
  )
}

export const path = () =>
  field(z.string().regex(/^\/[a-z0-9\-/]*$/), {
    kind: "path",
    expected: "an address on this site starting with /",
    explain: value => advice(`must be an address on this site starting with /, not ${show(value)}`, `for example "/shop"`),
  })

export const email = () =>
  field(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/), {
    kind: "email",
    expected: "an e-mail address",
    explain: value => advice(`must be an e-mail address, not ${show(value)}`, `for example "hello@example.com"`),
  })

export const duration = () =>
  field(z.string().regex(/^(\d{1,2}:)?[0-5]\d:[0-5]\d$/), {
    kind: "duration",
    expected: "a duration written as mm:ss",
    explain: value => advice(`must be a duration written as mm:ss, not ${show(value)}`, `for example "01:45"`),
  })

/** The fewest and most letters a word-search word may have (a longer one does not fit the printed grid). */
export const PUZZLE_WORD_LETTERS = { min: 3, max: 12 } as const

/**
 * A word a printed word search hides: letters only, with at most one space or hyphen inside
 * (the puzzle drops it), 3 to 12 letters. One pattern says it all, so the author's editor and
 * the web editor check it as they type too.
 */
export const puzzleWord = () =>
  field(z.string().regex(new RegExp(`^(?=(?:[ -]?[A-Za-z]){${PUZZLE_WORD_LETTERS.min},${PUZZLE_WORD_LETTERS.max}}$)[A-Za-z]+(?:[ -][A-Za-z]+)?$`)), {
    kind: "puzzleWord",
    expected: `a word of ${PUZZLE_WORD_LETTERS.min} to ${PUZZLE_WORD_LETTERS.max} letters`,
    explain: value => {
      if (typeof value !== "string") return advice(`must be a word in quotes, not ${kindOf(value)}`, `write it as "fossil"`)
      const letters = value.replace(/[ -]/g, "").length
      if (!/^[A-Za-z]+(?:[ -][A-Za-z]+)?$/.test(value))
        return advice(
          `${show(value)} must be letters A to Z only, with at most one space or hyphen inside, because the word search is built from it`,
          "take out digits, accents, apostrophes and other marks, or choose another word",
        )
      return advice(
        `${show(value)} has ${letters} letter${letters === 1 ? "" : "s"}; a word-search word needs ${PUZZLE_WORD_LETTERS.min} to ${PUZZLE_WORD_LETTERS.max}`,
        letters < PUZZLE_WORD_LETTERS.min ? "choose a longer word" : "choose a shorter word, or a shorter form of it",
      )
    },
  })

/** An ISBN-13 with a valid check digit, or a sample one ("SAMPLE-978…") until the author has it. */
export const isbn = () =>
  field(
    z.string().superRefine((value, context) => {
      const wrong = isbnAdvice(value)
      if (wrong) context.addIssue({ code: "custom", message: wrong.problem, params: { fix: wrong.fix } })
    }),
    {
      kind: "isbn",
      expected: "an ISBN-13 in quotes",
      explain: (value, issue) =>
        issue.code === "custom"
          ? advice(issue.message, String(issue.params?.fix))
          : advice(`must be an ISBN-13 in quotes, not ${kindOf(value)}`, `write it as "978-1-2345-6789-7"`),
    },
  )

function isbnAdvice(value: string): Advice | undefined {
  // A sample ISBN is the prefix, then an ISBN-13 checked like any other.
  const sample = value.startsWith(SAMPLE_PREFIX)
  const written = sample ? value.slice(SAMPLE_PREFIX.length) : value
  const what = sample ? `the sample ISBN ${show(value)}` : show(value)
  switch (isbn13Problem(written)) {
    case "not-13-digits":
      return advice(
        `${what} is not an ISBN-13: it must have 13 digits (hyphens and spaces allowed)`,
        "copy the ISBN-13 from the book's back cover or the publisher's listing",
      )
    case "not-978-or-979":
      return advice(
        `${what} is not an ISBN-13: it must start with 978 or 979`,
        "copy the ISBN-13 (not the ISBN-10) from the book's back cover or the publisher's listing",
      )
    case "wrong-check-digit": {
      const digits = digitsOf(written)
      return advice(
        `${what} has a wrong check digit: after ${digits.slice(0, 12)} it must be ${isbn13CheckDigit(digits.slice(0, 12))}, not ${digits[12]}, so a digit is mistyped`,
        "compare every digit with the book's back cover or the publisher's listing",
      )
    }
  }
}

export const choice = <Values extends readonly [string, ...string[]]>(...values: Values) =>
  field(z.enum(values), {
    kind: "choice",
    expected: `one of ${values.join(", ")}`,
    explain: value => advice(`must be one of ${values.join(", ")}, not ${show(value)}`, "use one of those exactly as written"),
  })

/**
 * What a page needs of a picture's size and shape, declared once with its image field: the
 * check warns of a picture that misses it (pictureSizes.ts), and docs/content-guide.md states the
 * same numbers (a unit test holds them together).
 */
export interface PictureNeeds {
  /** What the picture is, in a message: "a character's portrait". */
  what: string
  /** Its shape: width to height ("square" is 1 to 1), or wider than high. */
  shape?: { width: number; height: number; name: string } | "landscape"
  /** The fewest pixels it needs: across and down, or on its long side. */
  atLeast?: { width: number; height: number } | { longSide: number }
  /** Why, in a few words: how the site shows or uses it ("it is shown cropped to a square"). */
  why: string
}

/** A picture's needs as a message states them: "square, at least 800 × 800". */
export function pictureNeedsText({ shape, atLeast }: PictureNeeds): string {
  const form = shape === undefined ? undefined : shape === "landscape" ? "wider than high" : shape.name
  const size =
    atLeast === undefined
      ? undefined
      : "longSide" in atLeast
        ? `at least ${atLeast.longSide} pixels on its long side`
        : `at least ${atLeast.width} × ${atLeast.height}`
  return [form, size].filter(Boolean).join(", ")
}

/**
 * An image file, named relative to the JSON file that names it. Whether the file is there
 * is checked with the files (validate.ts); its name's ending is checked here; what its page needs
 * of its size and shape (`picture`), by a warning (pictureSizes.ts).
 */
export const image = (extensions: readonly string[] = IMAGE_EXTENSIONS, picture?: PictureNeeds) =>
  field(
    z
      .string()
      .min(1)
      // Spelled out in either case rather than with the i flag, which JSON Schema patterns lack.
      .regex(new RegExp(`(${extensions.map(anyCase).join("|")})$`)),
    {
      kind: "image",
      picture,
      expected: "the name of an image file next to this JSON file",
      explain: value =>
        typeof value === "string" && value.trim() !== ""
          ? advice(`"${value}" must be a ${extensions.join(" or ")} image`, `save it as ${extensions[0]}`)
          : advice("must name an image file", `write the file's name relative to this JSON file, for example "cover.jpg"`),
    },
  )

const anyCase = (extension: string): string =>
  [...extension].map(character => (/[a-z]/.test(character) ? `[${character}${character.toUpperCase()}]` : `\\${character}`)).join("")

/** A list of values of one kind; `item` names one of them in messages where the list's name is not its plural ("picture" of a gallery). */
export const list = <T extends z.ZodType>(of: T, min = 0, { item }: { item?: string } = {}) =>
  field(z.array(of).min(min), {
    kind: "list",
    item,
    expected: "a list [ … ]",
    explain: value =>
      Array.isArray(value)
        ? advice(`must have at least ${min} item${min === 1 ? "" : "s"}`, "add the missing items")
        : advice(`must be a list ([ … ]), not ${kindOf(value)}`, "wrap the items in [ and ]"),
  })

/** An object with exactly these fields, named `name` in GraphQL. */
export const object = <Shape extends z.ZodRawShape>(name: string, shape: Shape) => {
  const fields = Object.keys(shape)
  return field(z.strictObject(shape), {
    kind: "object",
    typeName: name,
    expected: `{ ${fields.map(f => `"${f}"`).join(", ")} }`,
    explain: value => advice(`must be an object ({ … }), not ${kindOf(value)}`, `write it as { ${fields.map(f => `"${f}": …`).join(", ")} }`),
  })
}

export const optional = <T extends z.ZodType>(schema: T) => schema.optional()

export function kindOf(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "an object"
  if (typeof value === "string") return "text"
  return `a ${typeof value}`
}

export function show(value: unknown): string {
  return JSON.stringify(value)
}

/**
 * A piece of the author's text to quote in a message: its first line, cut at a word before
 * `max` characters with "…" when it is longer.
 */
export function excerpt(text: string, max = 40): string {
  const line = text.trim().split("\n")[0]
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const atWord = cut.lastIndexOf(" ")
  return `${(atWord >= max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`
}
