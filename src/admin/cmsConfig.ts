/**
 * The web editor's configuration (Decap CMS, at /admin), written from the content model:
 * each collection of data/ becomes a collection of the editor, each field a form field of the
 * matching kind, so a new field reaches the form with no second edit. Build-time code only.
 */
import { z } from "zod"
import {
  Book,
  type Collection,
  collections as contentCollections,
  MARKDOWN_BODY,
  metaOf,
  type ObjectSchema,
  patternMessage,
  unwrapOptional,
} from "gatsby-source-chapterverse"
import { asSentence, capitalised, LONG_DATE } from "../text/format"

/**
 * The formats admin.js registers: JSON as the site reads it, a file that is a bare list, a
 * Markdown file that is all text (a first chapter), and a news post's Markdown with its fields as
 * YAML front matter, where a field the author did not change keeps its lines.
 */
export const CMS_FORMATS = { object: "json", list: "json-list", markdown: "markdown-body", frontMatter: "post-markdown" } as const

/** The widgets admin.js registers: a date typed as the site stores it, shown as the site writes it. */
export const CMS_WIDGETS = { date: "site-date", dateTime: "site-datetime" } as const

/**
 * The Markdown editor, with the preview beside it: only the buttons for what the page shows, and
 * no pictures or code blocks (the build refuses them). `rawOnly` keeps to the Markdown itself, so
 * the file is written exactly as typed: the rich editor writes it back in its own way.
 */
const markdownField = (label: string, hint: string, buttons: readonly string[], { rawOnly = false } = {}): CmsField => ({
  name: MARKDOWN_BODY,
  label,
  widget: "markdown",
  hint,
  modes: rawOnly ? ["raw"] : ["rich_text", "raw"],
  buttons,
  editor_components: [],
})

/**
 * The books' first chapters, which book.json names (firstChapter.file) beside itself: one
 * Markdown file a book, edited whole. The chapters come with their books, so none is added or
 * deleted here.
 */
function firstChaptersCollection(books: Collection): Record<string, unknown> {
  const [parent] = books.file.split("/*/")
  return {
    name: "FirstChapter",
    label: "First chapters",
    label_singular: "First chapter",
    description: "Each book's first chapter, to read free on its own page. The first line is \"# \" and the chapter's title; then its text.",
    folder: `data/${parent}`,
    path: "{{slug}}/first-chapter",
    extension: "md",
    format: CMS_FORMATS.markdown,
    create: false,
    delete: false,
    // Decap names an entry by a field; a chapter's list shows its book's folder instead.
    identifier_field: MARKDOWN_BODY,
    summary: "{{dirname}}",
    fields: [
      markdownField(
        "Chapter",
        'Paragraphs, *emphasis*, **bold** and scene breaks (a line of ---); the title on the first line after "# ". Nothing else: no links, lists or pictures.',
        ["bold", "italic", "heading-one"],
        // A chapter is cut into sentences for "Read it to me": its text stays exactly as the author wrote it.
        { rawOnly: true },
      ),
    ],
  }
}
/** The name a bare list's entries have inside the editor (the file itself has no field name). */
export const LIST_FIELD = "entries"

type CmsField = Record<string, unknown> & { name: string; label: string; widget: string }

/**
 * The commit status that carries a draft's preview address: the deploy workflow's preview job
 * (.github/workflows/deploy.yml) sets it on the draft's pull request, and the editor's "View
 * Preview" opens its address (Decap's `preview_context`; a unit test holds the two together).
 */
export const PREVIEW_CONTEXT = "chapterverse/preview"

export interface CmsBackend {
  /** The git host's backend for editing the live site (Decap's `backend`). */
  backend: Record<string, unknown>
  /** The local proxy (decap-server) the editor uses when it runs on localhost. */
  localBackendUrl?: string
  /**
   * Save makes a draft (a branch and a pull request on the git host), and only Publish changes the
   * live site: Decap's editorial workflow, on unless turned off. The local proxy has it only in
   * its git mode, so `npm run admin`, which saves straight into data/, turns it off.
   */
  editorialWorkflow?: boolean
}

export function cmsConfig(
  { backend, localBackendUrl, editorialWorkflow = true }: CmsBackend,
  collections: readonly Collection[] = contentCollections,
): Record<string, unknown> {
  return {
    backend: editorialWorkflow ? { ...backend, preview_context: PREVIEW_CONTEXT } : backend,
    ...(editorialWorkflow && { publish_mode: "editorial_workflow" }),
    // The built editor never looks for the local proxy (its policy would refuse it anyway, served on
    // localhost): `npm run admin` writes a copy of its own that does.
    local_backend: localBackendUrl ? { url: localBackendUrl } : false,
    // Pictures live beside the JSON file that names them; each image field says where.
    media_folder: "data",
    public_folder: "",
    site_url: "/",
    display_url: "/",
    collections: [...collections.map(cmsCollection), ...collections.filter(collection => collection.type === Book).map(firstChaptersCollection)],
  }
}

function cmsCollection(collection: Collection): Record<string, unknown> {
  const { label } = collection
  const description = asSentence(collection.description)
  const folder = `data/${collection.file.slice(0, collection.file.lastIndexOf("/"))}`
  if (collection.file.includes("*")) {
    // One folder an entry (books/<slug>/book.json): the folder is named by the entry's key.
    const [parent, , fileName] = collection.file.split(/\/(\*)\//)
    // A Markdown entry (a news post): its fields in the front matter, its text below them.
    const markdown = collection.format === "markdown"
    return {
      name: collection.name,
      label,
      label_singular: labelOf(collection.name),
      description,
      folder: `data/${parent}`,
      path: `{{${collection.key}}}/${fileName.replace(/\.(json|md)$/, "")}`,
      slug: `{{${collection.key}}}`,
      extension: markdown ? "md" : "json",
      format: markdown ? CMS_FORMATS.frontMatter : CMS_FORMATS.object,
      create: true,
      identifier_field: collection.key,
      summary: summaryOf(collection.type),
      // Posts listed by their date or title, where the type has them.
      ...(markdown && { sortable_fields: ["date", "title"].filter(field => field in collection.type.shape) }),
      media_folder: "",
      public_folder: "",
      fields: [
        ...fieldsOf(collection.type, "", true),
        ...(markdown
          ? [
              markdownField(
                "Text",
                'Paragraphs, headings (## or ###), lists, *emphasis*, **bold** and links to https:// addresses or to the site\'s own pages ("/shop"). The picture goes in its field above, not in the text.',
                ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
              ),
            ]
          : []),
      ],
    }
  }
  const entries = entryNouns(collection)
  const file = {
    name: collection.name,
    label,
    file: `data/${collection.file}`,
    fields:
      collection.holds === "many"
        ? [
            {
              name: LIST_FIELD,
              label: entries.plural,
              label_singular: entries.singular,
              widget: "list",
              summary: summaryOf(collection.type),
              collapsed: true,
              fields: fieldsOf(collection.type, folder, false),
            },
          ]
        : fieldsOf(collection.type, folder, false),
  }
  // Decap reads the format of a collection, not of its files: one file a collection.
  return { name: collection.name, label, description, format: collection.holds === "many" ? CMS_FORMATS.list : CMS_FORMATS.object, files: [file] }
}

/** A field, and every field inside it, that the form lets the author leave empty. */
function noneRequired(field: CmsField): CmsField {
  const inside = field.fields as CmsField[] | undefined
  const item = field.field as CmsField | undefined
  return { ...field, required: false, ...(inside ? { fields: inside.map(noneRequired) } : {}), ...(item ? { field: noneRequired(item) } : {}) }
}

/** The fields of an object; `imageFolder` is where its pictures are saved ("" beside the entry). */
function fieldsOf(type: ObjectSchema, imageFolder: string, besideEntry: boolean): CmsField[] {
  return Object.entries(type.shape).map(([name, schema]) => fieldOf(name, schema as z.ZodType, imageFolder, besideEntry))
}

function fieldOf(name: string, field: z.ZodType, imageFolder: string, besideEntry: boolean): CmsField {
  const { schema, optional } = unwrapOptional(field)
  const meta = metaOf(schema)
  const base = {
    name,
    label: labelOf(name),
    ...(optional ? { required: false } : {}),
    ...((field.description ?? schema.description) ? { hint: field.description ?? schema.description } : {}),
  }
  const pattern = (regex: RegExp | undefined) => (regex ? { pattern: [regex.source, patternMessage(meta)] } : {})
  switch (meta.kind) {
    case "integer": {
      const bounds = schema as z.ZodNumber
      return {
        ...base,
        widget: "number",
        value_type: "int",
        // z.int() is bounded by the safe integers anyway: only the bounds the model sets reach the form.
        ...(bounds.minValue !== null && bounds.minValue > Number.MIN_SAFE_INTEGER ? { min: bounds.minValue } : {}),
        ...(bounds.maxValue !== null && bounds.maxValue < Number.MAX_SAFE_INTEGER ? { max: bounds.maxValue } : {}),
      }
    }
    case "price":
      return { ...base, widget: "number", value_type: "float", min: 0, step: 0.01 }
    case "decimal": {
      const bounds = schema as z.ZodNumber
      return { ...base, widget: "number", value_type: "float", min: bounds.minValue, max: bounds.maxValue, step: 0.1 }
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false }
    case "date":
      // Typed as it is stored and as its hint says (YYYY-MM-DD), with the date as the site writes it
      // beside it: Decap's date picker shows the browser's own format ("09/01/2025").
      return { ...base, widget: CMS_WIDGETS.date, site_date: LONG_DATE, ...pattern(formatPatternOf(schema)) }
    case "dateTime":
      // The same for a day and a time, on the clock of the event's place (its timeZone field), never the editor's.
      return { ...base, widget: CMS_WIDGETS.dateTime, ...pattern(regexOf(schema)) }
    case "choice":
      return { ...base, widget: "select", options: (schema as z.ZodEnum).options }
    case "image":
      return { ...base, widget: "image", choose_url: false, ...(besideEntry ? {} : { media_folder: `/${imageFolder}`, public_folder: "" }) }
    case "list": {
      const item = (schema as z.ZodArray<z.ZodType>).element
      const itemMeta = metaOf(item)
      const items = listNouns(name, meta.item, itemMeta.multiline)
      const list = { ...base, widget: "list", label: items.plural, label_singular: items.singular }
      if (itemMeta.kind === "object")
        return {
          ...list,
          collapsed: true,
          summary: summaryOf(item as ObjectSchema),
          fields: fieldsOf(item as ObjectSchema, imageFolder, besideEntry),
        }
      // A collapsed value shows itself (a book's slug), where Decap would show the field's label; a paragraph its start.
      return {
        ...list,
        summary: `{{fields.${LIST_ITEM_FIELD}${itemMeta.multiline ? " | truncate(80)" : ""}}}`,
        field: { ...fieldOf(LIST_ITEM_FIELD, item, imageFolder, besideEntry), label: items.singular },
      }
    }
    case "object": {
      const fields = fieldsOf(schema as ObjectSchema, imageFolder, besideEntry)
      // Decap checks an optional group's required fields even where the entry leaves the group out, and then refuses
      // to save the entry (decaporg/decap-cms#7748): inside one, the form requires nothing, and the check refuses a group half filled in.
      if (!optional) return { ...base, widget: "object", collapsed: false, fields }
      const hint = [base.hint, "Leave it all empty, or fill in each of its fields."].filter(Boolean).join(" ")
      return { ...base, hint, widget: "object", collapsed: true, fields: fields.map(noneRequired) }
    }
    case "text":
      return { ...base, widget: meta.multiline ? "text" : "string" }
    case "url":
      return { ...base, widget: "string", ...pattern(meta.pattern ?? /^https:\/\/\S+$/) }
    default:
      return { ...base, widget: "string", ...pattern(regexOf(schema)) }
  }
}

/** The pattern a string field must match, for the form to check it as the author types. */
function regexOf(schema: z.ZodType): RegExp | undefined {
  const checks = (schema as z.ZodString).def.checks ?? []
  for (const check of checks) {
    const pattern = (check as { _zod?: { def?: { pattern?: RegExp } } })._zod?.def?.pattern
    if (pattern) return pattern
  }
  return undefined
}

/** The pattern of a string format (z.iso.date(): a day that exists), which it carries itself rather than as a check. */
const formatPatternOf = (schema: z.ZodType): RegExp | undefined => (schema as { _zod?: { def?: { pattern?: RegExp } } })._zod?.def?.pattern

/** A collapsed entry is named by its title, name or key, whichever it has. */
function summaryOf(type: ObjectSchema): string {
  const named = ["title", "name", "heading", "question", "label", "word", "topic", "network", "format", "slug", "from"].find(field => field in type.shape)
  return named ? `{{fields.${named}}}` : ""
}

/** The name of a list's one field where its items are plain values (a list of slugs): the file has no name for it. */
const LIST_ITEM_FIELD = "item"

/**
 * Decap counts a list by its label and adds to it by its singular, both lower-cased: "21
 * artworks", "1 book", "Add old address". Where a name is not a plural, its items are named by
 * the item the model declares, or as paragraphs or items of it ("Synopsis paragraphs").
 */
interface Nouns {
  singular: string
  plural: string
}

/** "Books" is a plural; "Synopsis", "Address" and "Good for" are not. */
const isPlural = (words: string): boolean => /[^siu]s$/.test(words)

/** "Old addresses" → "Old address", "Stories" → "Story", "Books" → "Book". */
function singularOf(plural: string): string {
  if (/(ss|sh|ch|x|z)es$/.test(plural)) return plural.slice(0, -2)
  if (/[^aeiou]ies$/.test(plural)) return `${plural.slice(0, -3)}y`
  return plural.replace(/s$/, "")
}

/** "Artwork" → "Artworks", "Address" → "Addresses", "Story" → "Stories". */
function pluralOf(singular: string): string {
  if (/(s|sh|ch|x|z)$/.test(singular)) return `${singular}es`
  if (/[^aeiou]y$/.test(singular)) return `${singular.slice(0, -1)}ies`
  return `${singular}s`
}

/** A list field's nouns: "books" → Book(s); "gallery" of pictures → Gallery picture(s); "synopsis" → Synopsis paragraph(s). */
function listNouns(name: string, declaredItem: string | undefined, multiline: boolean | undefined): Nouns {
  const label = labelOf(name)
  if (isPlural(label)) return { singular: singularOf(label), plural: label }
  const singular = `${label} ${declaredItem ?? (multiline ? "paragraph" : "item")}`
  return { singular, plural: pluralOf(singular) }
}

/**
 * A list file's entries, by the collection's label where it is a plural ("Old addresses"), else
 * by their type's name ("Artwork" → artworks, "Shop" → merchandise items).
 */
function entryNouns(collection: Collection): Nouns {
  if (isPlural(collection.label)) return { singular: singularOf(collection.label), plural: collection.label }
  const singular = labelOf(collection.name)
  return { singular, plural: pluralOf(singular) }
}

/** "coverAlt" → "Cover alt", "RobloxTShirt" → "Roblox t shirt". */
const labelOf = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
  return capitalised(words)
}
