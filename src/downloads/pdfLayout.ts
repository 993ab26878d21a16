/**
 * The page layout every printable PDF shares (pdfkit, A4): the running header with the series'
 * name and the document's title, the page numbers, the type sizes and the building blocks
 * (headings, paragraphs, numbered questions, a two-column glossary, lines to write on).
 * Black and a little of the site's purple: the pages are meant to be photocopied.
 */
import fs from "node:fs"
import PDFDocument from "pdfkit"
import sharp from "sharp"
import { unlessSample } from "gatsby-source-chapterverse"
import { COLORS } from "../theme"
import path from "node:path"
import { FILE_DATE, generatedFile, type GeneratedFile, type GeneratorContext } from "./generatedFiles"

export type Pdf = PDFKit.PDFDocument

/** Points: A4 is 595 × 842. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56, headerY: 30, footerY: 806 } as const
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" } as const
export const INK = COLORS.ink
export const ACCENT = COLORS.purple
export const MUTED = COLORS.inkSoft
export const RULE = COLORS.line
/** Lines to write on and outlines to draw in: dark enough to survive a photocopier. */
export const WRITING_LINE = COLORS.inkSoft

const BODY_SIZE = 11.5
const BODY_GAP = 3.5

export interface DocumentDetails {
  /** The document's title, as its first page, its header and the PDF's metadata give it. */
  title: string
  /** What it is for (the PDF's Subject). */
  subject: string
  keywords?: string[]
}

/** A new tagged A4 document whose pages are kept until `finishDocument` numbers them. */
export function startDocument(context: Pick<GeneratorContext, "site">, details: DocumentDetails): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin + 10, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    // Tagged PDF 1.7: headings, paragraphs, lists and pictures (with their words) in reading order, for screen readers and reflow.
    tagged: true,
    pdfVersion: "1.7",
    displayTitle: true,
    lang: context.site.language,
    info: {
      ...withoutSampleTexts({
        Title: details.title,
        Author: context.site.authorName,
        Subject: details.subject,
        Keywords: [context.site.seriesName, ...(details.keywords ?? [])].filter(keyword => unlessSample(keyword)).join(", "),
        Creator: context.site.seriesName,
      }),
      // A fixed date: the same data makes the same file, byte for byte (pdfkit derives the file's ID from these).
      CreationDate: FILE_DATE,
      ModDate: FILE_DATE,
    },
  })
  runningHeaders.set(doc, { series: context.site.seriesName, title: details.title })
  doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK)
  const root = doc.struct("Document")
  doc.addStructure(root)
  openElements.set(doc, [root])
  return doc
}

/**
 * The metadata's texts that are not samples (gatsby-source-chapterverse's samples.ts): a sample author's name is left
 * out, not written, so that no stand-in reaches a library's catalogue or a search engine.
 */
function withoutSampleTexts<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => unlessSample(value) !== undefined)) as Partial<T>
}

/** Each document's running header: the series' name and its title (the metadata may leave out what is a sample). */
const runningHeaders = new WeakMap<Pdf, { series: string; title: string }>()

/** Each document's open structure elements, the innermost last: what `tagged` and `group` add to. */
const openElements = new WeakMap<Pdf, PDFKit.PDFStructureElement[]>()

function innermost(doc: Pdf): PDFKit.PDFStructureElement {
  const open = openElements.get(doc)
  if (!open) throw new Error("Tagging a document that startDocument did not start")
  return open[open.length - 1]
}

/**
 * Draws content as one structure element (H1, P, Lbl, Figure…). A page break belongs before it,
 * not inside: pdfkit carries a tag onto the next page only when text wraps there by itself.
 */
export function tagged(doc: Pdf, type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}): void {
  // Added to an element already in the tree, the new one runs `draw` at once, inside its marked content.
  innermost(doc).add(doc.struct(type, options, draw))
}

/** An element that holds others (L, LI): what `build` tags goes inside it. */
export function group(doc: Pdf, type: string, build: () => void): void {
  const element = doc.struct(type)
  innermost(doc).add(element)
  openElements.get(doc)?.push(element)
  build()
  openElements.get(doc)?.pop()
  element.end()
}

/** Decoration and page furniture (rules, frames, lines to write on, running headers): nothing a screen reader reads. Never inside `tagged`. */
export function artifact(doc: Pdf, draw: () => void, type?: "Pagination" | "Layout"): void {
  doc.markContent("Artifact", type ? { type } : undefined)
  draw()
  doc.endMarkedContent()
}

/**
 * Puts the running header (the series' name and the document's title) and "Page n of N" on every
 * page, writes the PDF to `file` and says its size and pages.
 */
export async function finishDocument(doc: Pdf, file: string): Promise<{ bytes: number; pageCount: number }> {
  const { start, count } = doc.bufferedPageRange()
  const header = runningHeaders.get(doc)
  if (!header) throw new Error("Finishing a document that startDocument did not start")
  const { series, title } = header
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Writing in the margins must not start a new page.
    const { top, bottom } = doc.page.margins
    doc.page.margins.top = 0
    doc.page.margins.bottom = 0
    artifact(
      doc,
      () => {
        doc.save()
        // Written as the series writes it (not spaced out in capitals), so that copying or searching the text finds the name.
        doc.font(FONT.bold).fontSize(10).fillColor(ACCENT)
        doc.text(series, PAGE.margin, PAGE.headerY - 1, { lineBreak: false })
        doc.font(FONT.regular).fillColor(MUTED)
        doc.text(title, PAGE.margin, PAGE.headerY, { width: CONTENT_WIDTH, align: "right", lineBreak: false })
        doc
          .moveTo(PAGE.margin, PAGE.headerY + 15)
          .lineTo(PAGE.width - PAGE.margin, PAGE.headerY + 15)
          .lineWidth(0.75)
          .strokeColor(RULE)
          .stroke()
        doc.text(`Page ${index - start + 1} of ${count}`, PAGE.margin, PAGE.footerY, { width: CONTENT_WIDTH, align: "center", lineBreak: false })
        doc.restore()
      },
      "Pagination",
    )
    doc.page.margins.top = top
    doc.page.margins.bottom = bottom
  }
  openElements.get(doc)?.[0].end()
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve)
    doc.on("error", reject)
  })
  doc.end()
  await ended
  const bytes = Buffer.concat(chunks)
  fs.writeFileSync(file, bytes)
  return { bytes: bytes.length, pageCount: count }
}

/** Finishes the document into the downloads folder, and describes it as the download it is. */
export async function writePdf(
  doc: Pdf,
  context: GeneratorContext,
  details: Pick<GeneratedFile, "slug" | "kind" | "book" | "title" | "fileName">,
): Promise<GeneratedFile> {
  const { bytes, pageCount } = await finishDocument(doc, path.join(context.outputDir, details.fileName))
  return generatedFile(context, { ...details, format: "PDF", bytes, pageCount })
}

/** The bottom of the writing area. */
export const bottomOf = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom

/** Starts a new page unless `height` points still fit below the cursor. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage()
}

/** `lines` of the current font's line height: pdfkit's moveDown, as a measure. */
const lines = (doc: Pdf, count: number): number => doc.currentLineHeight(true) * count

/** Small capitals above a title: what kind of document this is ("Teaching guide"). */
export function eyebrow(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  tagged(doc, "P", () => doc.font(FONT.bold).fontSize(10).fillColor(ACCENT).text(text.toUpperCase(), options))
  doc.moveDown(0.3)
}

/** The document's own title: its one H1. */
export function documentTitle(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  tagged(doc, "H1", () =>
    doc
      .font(FONT.bold)
      .fontSize(28)
      .fillColor(INK)
      .text(text, { lineGap: 2, ...options }),
  )
  doc.moveDown(0.4)
}

/**
 * A block of text the layout measures: a heading keeps with the blocks after it, and a list keeps
 * each item whole on a page, by these measures. One function makes a kind of block's measure and
 * its drawing together, from the same fonts and options, so that the two cannot drift apart.
 */
export interface Block {
  /** The room it takes below the cursor, with the space its drawing leaves after it (never less than it takes). */
  height(doc: Pdf): number
  /** The room of what of it must share a page with what comes before it: all of it, but for a list (its first two items) or a glossary (its first entry). */
  lead(doc: Pdf): number
  /** Draws it at the cursor, and leaves the cursor below it. */
  draw(doc: Pdf): void
}

/** A block that is never split: all of it stays with what comes before it. */
const whole = (height: (doc: Pdf) => number, draw: (doc: Pdf) => void): Block => ({ height, lead: height, draw })

/** Draws blocks one after another, from the cursor. */
export function place(doc: Pdf, ...blocks: readonly Block[]): void {
  for (const block of blocks) block.draw(doc)
}

/** The room a run of blocks needs on one page: each whole, but for the last, only its lead. */
export function leadOf(doc: Pdf, blocks: readonly Block[]): number {
  const last = blocks.at(-1)
  return blocks.slice(0, -1).reduce((sum, block) => sum + block.height(doc), 0) + (last ? last.lead(doc) : 0)
}

/** Blocks that go together as one (an activity's details and steps): a heading keeps with its lead. */
export function stack(...blocks: readonly Block[]): Block {
  return {
    height: doc => blocks.reduce((sum, block) => sum + block.height(doc), 0),
    lead: doc => leadOf(doc, blocks),
    draw: doc => place(doc, ...blocks),
  }
}

/**
 * Space of `count` lines of the current font: pdfkit's moveDown. Measured in the font the measure
 * before it left (a label's bold, a shade taller than its value's regular), so never less.
 */
export const space = (count: number): Block =>
  whole(
    doc => lines(doc, count),
    doc => doc.moveDown(count),
  )

export type HeadingLevel = 1 | 2

const HEADING = {
  1: { size: 17, above: 14, below: 11, tag: "H2" },
  2: { size: 13, above: 9, below: 4.5, tag: "H3" },
} as const

/**
 * A section's heading (level 1, tagged H2 under the document's title) or a heading within a section
 * (level 2, H3), its height with the space above it. It keeps with the lead of `keepWith`, the blocks
 * that must follow it on the same page (the first question, the first entry…), or with a line of
 * body text: a heading never ends a page.
 */
export function heading(text: string, level: HeadingLevel = 1, keepWith: readonly Block[] = []): Block {
  const { size, above, below, tag } = HEADING[level]
  const height = (doc: Pdf) => above + doc.font(FONT.bold).fontSize(size).heightOfString(text, { width: CONTENT_WIDTH }) + below
  return whole(height, doc => {
    const following = keepWith.length > 0 ? leadOf(doc, keepWith) : BODY_LINE
    keepTogether(doc, height(doc) + following)
    if (doc.y > doc.page.margins.top + 1) doc.y += above
    tagged(doc, tag, () =>
      doc
        .font(FONT.bold)
        .fontSize(size)
        .fillColor(level === 1 ? ACCENT : INK)
        .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH }),
    )
    if (level === 1) {
      const y = doc.y + 3
      artifact(doc, () =>
        doc
          .moveTo(PAGE.margin, y)
          .lineTo(PAGE.margin + 48, y)
          .lineWidth(2)
          .strokeColor(ACCENT)
          .stroke(),
      )
    }
    doc.y += below
  })
}

/** A line of body text: the least that may follow a heading. */
const BODY_LINE = BODY_SIZE * 1.2 + BODY_GAP

export type ParagraphOptions = PDFKit.Mixins.TextOptions & { x?: number; muted?: boolean }

/** A paragraph of body text from `x` to the right margin, with half a line after it. */
export function paragraph(text: string, options: ParagraphOptions = {}): Block {
  const { x = PAGE.margin, muted, ...textOptions } = options
  const textFont = (doc: Pdf) => doc.font(FONT.regular).fontSize(BODY_SIZE)
  const wrapping = () => ({ width: PAGE.width - PAGE.margin - x, lineGap: BODY_GAP, ...textOptions })
  return whole(
    doc => textFont(doc).heightOfString(text, wrapping()) + lines(doc, 0.5),
    doc => {
      tagged(doc, "P", () =>
        textFont(doc)
          .fillColor(muted ? MUTED : INK)
          .text(text, x, doc.y, wrapping()),
      )
      doc.moveDown(0.5)
    },
  )
}

/** "Label: value" as a paragraph, the label in bold (measured in bold throughout: never less than it takes). */
export function labelled(label: string, value: string): Block {
  return whole(
    doc => doc.font(FONT.bold).fontSize(BODY_SIZE).heightOfString(`${label}: ${value}`, { width: CONTENT_WIDTH, lineGap: BODY_GAP }) + lines(doc, 0.3),
    doc => {
      tagged(doc, "P", () => {
        doc
          .font(FONT.bold)
          .fontSize(BODY_SIZE)
          .fillColor(INK)
          .text(`${label}: `, PAGE.margin, doc.y, { continued: true, width: CONTENT_WIDTH, lineGap: BODY_GAP })
        doc.font(FONT.regular).text(value)
      })
      doc.moveDown(0.3)
    },
  )
}

const LIST_INDENT = 26

/** A list's item (tagged LI): its marker hanging in the indent, its text beside it. */
function listItem(marker: string, text: string): Block {
  const width = CONTENT_WIDTH - LIST_INDENT
  return whole(
    doc => doc.font(FONT.regular).fontSize(BODY_SIZE).heightOfString(text, { width, lineGap: BODY_GAP }) + lines(doc, 0.45),
    doc => {
      const y = doc.y
      group(doc, "LI", () => {
        tagged(doc, "Lbl", () =>
          doc
            .font(FONT.bold)
            .fontSize(BODY_SIZE)
            .fillColor(ACCENT)
            .text(marker, PAGE.margin, y, { width: LIST_INDENT - 6, align: "right" }),
        )
        tagged(doc, "LBody", () =>
          doc
            .font(FONT.regular)
            .fontSize(BODY_SIZE)
            .fillColor(INK)
            .text(text, PAGE.margin + LIST_INDENT, y, { width, lineGap: BODY_GAP }),
        )
      })
      doc.moveDown(0.45)
    },
  )
}

/** Numbered items (tagged L, LI) with hanging numbers, counting on from `first`; each item kept on one page. */
export function numberedList(items: readonly string[], first = 1): Block {
  return hangingList(items.map((item, index) => listItem(`${first + index}.`, item)))
}

/** Items with a bullet before each. */
export function bulletList(items: readonly string[]): Block {
  return hangingList(items.map(item => listItem("•", item)))
}

/**
 * A list (tagged L), each item whole on one page. Its lead, what stays with what comes before it:
 * its first two items (the first never alone at a page's foot, away from the rest), or its only one.
 */
function hangingList(items: readonly Block[]): Block {
  const lead = (doc: Pdf) => items.slice(0, 2).reduce((sum, item) => sum + item.height(doc), 0)
  return {
    height: doc => items.reduce((sum, item) => sum + item.height(doc), 0),
    lead,
    draw: doc => {
      group(doc, "L", () =>
        items.forEach((item, index) => {
          keepTogether(doc, index === 0 ? lead(doc) : item.height(doc))
          item.draw(doc)
        }),
      )
      doc.x = PAGE.margin
    },
  }
}

export interface GlossaryEntry {
  term: string
  definition: string
}

const GLOSSARY = { gap: 24, spacing: 9, width: (CONTENT_WIDTH - 24) / 2 } as const

/** A glossary's entry (tagged LI: the term the label, the meaning the body), never split, drawn in a column at x, y. */
function glossaryEntry(entry: GlossaryEntry) {
  const { width, spacing } = GLOSSARY
  return {
    height: (doc: Pdf): number =>
      doc.font(FONT.bold).fontSize(BODY_SIZE).heightOfString(entry.term, { width }) +
      1 +
      doc.font(FONT.regular).fontSize(10.5).heightOfString(entry.definition, { width, lineGap: 2 }) +
      spacing,
    /** Draws it with its top at x, y, and says where the next entry of its column starts. */
    drawAt: (doc: Pdf, x: number, y: number): number => {
      group(doc, "LI", () => {
        tagged(doc, "Lbl", () => doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(INK).text(entry.term, x, y, { width }))
        tagged(doc, "LBody", () =>
          doc
            .font(FONT.regular)
            .fontSize(10.5)
            .fillColor(MUTED)
            .text(entry.definition, x, doc.y + 1, { width, lineGap: 2 }),
        )
      })
      return doc.y + spacing
    },
  }
}

/** How to share entries of these heights between two columns: how many go left, and the taller column's height. */
function balancedColumns(heights: readonly number[]): { leftCount: number; tallest: number } {
  // The split that makes the taller column shortest.
  let best = { tallest: Infinity, leftCount: 0 }
  let left = 0
  const total = heights.reduce((sum, h) => sum + h, 0)
  for (let leftCount = 1; leftCount <= heights.length; leftCount++) {
    left += heights[leftCount - 1]
    const tallest = Math.max(left, total - left)
    if (tallest < best.tallest) best = { tallest, leftCount }
  }
  return best
}

/**
 * Terms and their meanings in two balanced columns, read down the left column then the right, page
 * by page; each entry whole on one page (tagged as a list). Its height is its two columns' on one
 * page; its lead, its first entry.
 */
export function glossary(entries: readonly GlossaryEntry[]): Block {
  const items = entries.map(glossaryEntry)
  return {
    height: doc => (items.length > 0 ? balancedColumns(items.map(item => item.height(doc))).tallest : 0),
    lead: doc => items[0]?.height(doc) ?? 0,
    draw: doc => {
      const { gap, width } = GLOSSARY
      group(doc, "L", () => {
        let remaining = [...items]
        while (remaining.length > 0) {
          keepTogether(doc, remaining[0].height(doc))
          const top = doc.y
          const room = bottomOf(doc) - top
          const heights = remaining.map(item => item.height(doc))
          // How many fit on this page in two columns, and where the left column ends to balance them.
          let fitting = 0
          let split = 0
          for (let count = 1; count <= remaining.length; count++) {
            const best = balancedColumns(heights.slice(0, count))
            if (best.tallest > room) break
            fitting = count
            split = best.leftCount
          }
          const page = remaining.slice(0, Math.max(fitting, 1))
          let leftY = top
          let rightY = top
          page.forEach((item, index) => {
            if (index < Math.max(split, 1)) leftY = item.drawAt(doc, PAGE.margin, leftY)
            else rightY = item.drawAt(doc, PAGE.margin + width + gap, rightY)
          })
          remaining = remaining.slice(page.length)
          doc.x = PAGE.margin
          doc.y = Math.max(leftY, rightY)
          if (remaining.length > 0) doc.addPage()
        }
      })
    },
  }
}

/** A label and a line to write on after it, across `width` (the rest of the content width by default). */
export function writingLine(doc: Pdf, label: string, options: { x?: number; width?: number; size?: number } = {}): void {
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin - x, size = 13 } = options
  const y = doc.y
  tagged(doc, "P", () => doc.font(FONT.bold).fontSize(size).fillColor(INK).text(label, x, y, { lineBreak: false }))
  const lineStart = x + doc.font(FONT.bold).fontSize(size).widthOfString(label) + 8
  const baseline = y + size + 2
  artifact(doc, () =>
    doc
      .moveTo(lineStart, baseline)
      .lineTo(x + width, baseline)
      .lineWidth(0.9)
      .strokeColor(WRITING_LINE)
      .stroke(),
  )
  doc.x = x
  doc.y = baseline + size * 0.9
}

/** Empty ruled lines to write on. */
export function ruledLines(doc: Pdf, count: number, options: { x?: number; width?: number; spacing?: number } = {}): void {
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin - x, spacing = 26 } = options
  artifact(doc, () => {
    for (let line = 0; line < count; line++) {
      const y = doc.y + spacing
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.9)
        .strokeColor(WRITING_LINE)
        .stroke()
      doc.y = y
    }
  })
  doc.x = x
  doc.y += 14
}

/** A five-pointed star's outline, centred on x, y, `radius` to its points. */
export function star(doc: Pdf, x: number, y: number, radius: number): void {
  const points: Array<[number, number]> = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    points.push([x + r * Math.cos(angle), y + r * Math.sin(angle)])
  }
  artifact(doc, () =>
    doc
      .polygon(...points)
      .lineWidth(1.4)
      .lineJoin("round")
      .strokeColor(INK)
      .stroke(),
  )
}

/** A picture as pdfkit places it, with its size in pixels (for its shape). */
export interface PrintableImage {
  src: string | Buffer
  width: number
  height: number
}

/**
 * A picture from data/ as pdfkit can place it: JPEG and PNG as they are (pdfkit copies a JPEG
 * without decoding it), any other format the content model allows turned into a JPEG first.
 */
export async function printableImage(file: string): Promise<PrintableImage> {
  const { width = 1, height = 1 } = await sharp(file).metadata()
  const src = /\.(jpe?g|png)$/i.test(file) ? file : await sharp(file).flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer()
  return { src, width, height }
}

/** A picture fitted into a box, centred, with a thin frame round what it fills; tagged as a Figure with `alt`, what it shows. */
export function framedImage(doc: Pdf, image: PrintableImage, alt: string, x: number, y: number, width: number, height: number): void {
  const scale = Math.min(width / image.width, height / image.height)
  const w = image.width * scale
  const h = image.height * scale
  const left = x + (width - w) / 2
  const top = y + (height - h) / 2
  tagged(doc, "Figure", () => doc.image(image.src, left, top, { width: w, height: h }), { alt })
  artifact(doc, () => doc.rect(left, top, w, h).lineWidth(0.75).strokeColor(WRITING_LINE).stroke())
}
