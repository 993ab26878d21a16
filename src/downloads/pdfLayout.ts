/**
 * The page layout every printable PDF shares (pdfkit, A4): the running header with the series'
 * name and the document's title, the page numbers, the type sizes and the building blocks
 * (headings, paragraphs, numbered questions, a two-column glossary, lines to write on).
 * Black and a little of the site's purple: the pages are meant to be photocopied.
 */
import fs from "node:fs"
import PDFDocument from "pdfkit"
import sharp from "sharp"
import { COLORS } from "../theme"
import { FILE_DATE, type GeneratorContext } from "./generatedFiles"

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

/** A new A4 document whose pages are kept until `finishDocument` numbers them. */
export function startDocument(context: GeneratorContext, details: DocumentDetails): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin + 10, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    displayTitle: true,
    lang: context.site.language,
    info: {
      Title: details.title,
      Author: context.site.authorName,
      Subject: details.subject,
      Keywords: [context.site.seriesName, ...(details.keywords ?? [])].join(", "),
      Creator: context.site.seriesName,
      // A fixed date: the same data makes the same file, byte for byte (pdfkit derives the file's ID from these).
      CreationDate: FILE_DATE,
      ModDate: FILE_DATE,
    },
  })
  doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK)
  return doc
}

/**
 * Puts the running header (the series' name and the document's title) and "Page n of N" on every
 * page, writes the PDF to `file` and says its size and pages.
 */
export async function finishDocument(doc: Pdf, file: string): Promise<{ bytes: number; pageCount: number }> {
  const { start, count } = doc.bufferedPageRange()
  const title = String(doc.info.Title)
  const series = String(doc.info.Creator)
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Writing in the margins must not start a new page.
    const { top, bottom } = doc.page.margins
    doc.page.margins.top = 0
    doc.page.margins.bottom = 0
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
    doc.page.margins.top = top
    doc.page.margins.bottom = bottom
  }
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

/** The bottom of the writing area. */
export const bottomOf = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom

/** Starts a new page unless `height` points still fit below the cursor. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage()
}

/** Small capitals above a title: what kind of document this is ("Teaching guide"). */
export function eyebrow(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  doc.font(FONT.bold).fontSize(10).fillColor(ACCENT).text(text.toUpperCase(), options)
  doc.moveDown(0.3)
}

export function documentTitle(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  doc
    .font(FONT.bold)
    .fontSize(28)
    .fillColor(INK)
    .text(text, { lineGap: 2, ...options })
  doc.moveDown(0.4)
}

/** A section's heading (level 1) or a heading within a section (level 2); never alone at a page's foot. */
export function heading(doc: Pdf, text: string, level: 1 | 2 = 1): void {
  const size = level === 1 ? 17 : 13
  keepTogether(doc, size * 2 + 60)
  if (doc.y > doc.page.margins.top + 1) doc.moveDown(level === 1 ? 1 : 0.7)
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(level === 1 ? ACCENT : INK)
    .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH })
  if (level === 1) {
    const y = doc.y + 3
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + 48, y)
      .lineWidth(2)
      .strokeColor(ACCENT)
      .stroke()
    doc.y = y + 8
  } else doc.moveDown(0.3)
}

export function paragraph(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions & { x?: number; muted?: boolean } = {}): void {
  const { x = PAGE.margin, muted, ...textOptions } = options
  doc
    .font(FONT.regular)
    .fontSize(BODY_SIZE)
    .fillColor(muted ? MUTED : INK)
    .text(text, x, doc.y, { width: PAGE.width - PAGE.margin - x, lineGap: BODY_GAP, ...textOptions })
  doc.moveDown(0.5)
}

/** "Label: value" on one line, the label in bold. */
export function labelled(doc: Pdf, label: string, value: string): void {
  doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(INK).text(`${label}: `, PAGE.margin, doc.y, { continued: true, width: CONTENT_WIDTH, lineGap: BODY_GAP })
  doc.font(FONT.regular).text(value)
  doc.moveDown(0.3)
}

/** Numbered items with hanging numbers, counting on from `first`; each item kept on one page. */
export function numberedList(doc: Pdf, items: readonly string[], first = 1): void {
  hangingList(
    doc,
    items,
    items.map((_, index) => `${first + index}.`),
  )
}

/** Items with a bullet before each. */
export function bulletList(doc: Pdf, items: readonly string[]): void {
  hangingList(
    doc,
    items,
    items.map(() => "•"),
  )
}

function hangingList(doc: Pdf, items: readonly string[], markers: readonly string[]): void {
  const indent = 26
  const width = CONTENT_WIDTH - indent
  items.forEach((item, index) => {
    doc.font(FONT.regular).fontSize(BODY_SIZE)
    keepTogether(doc, doc.heightOfString(item, { width, lineGap: BODY_GAP }) + 6)
    const y = doc.y
    doc
      .font(FONT.bold)
      .fillColor(ACCENT)
      .text(markers[index], PAGE.margin, y, { width: indent - 6, align: "right" })
    doc
      .font(FONT.regular)
      .fillColor(INK)
      .text(item, PAGE.margin + indent, y, { width, lineGap: BODY_GAP })
    doc.moveDown(0.45)
  })
  doc.x = PAGE.margin
}

export interface GlossaryEntry {
  term: string
  definition: string
}

/** Terms and their meanings in two balanced columns, read down the left column then the right, page by page. */
export function glossary(doc: Pdf, entries: readonly GlossaryEntry[]): void {
  const gap = 24
  const width = (CONTENT_WIDTH - gap) / 2
  const spacing = 9
  const heightOf = (entry: GlossaryEntry) =>
    doc.font(FONT.bold).fontSize(BODY_SIZE).heightOfString(entry.term, { width }) +
    doc.font(FONT.regular).fontSize(10.5).heightOfString(entry.definition, { width, lineGap: 2 }) +
    spacing
  const draw = (entry: GlossaryEntry, x: number, y: number) => {
    doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(INK).text(entry.term, x, y, { width })
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(MUTED)
      .text(entry.definition, x, doc.y + 1, { width, lineGap: 2 })
    return doc.y + spacing
  }
  let remaining = [...entries]
  while (remaining.length > 0) {
    keepTogether(doc, heightOf(remaining[0]))
    const top = doc.y
    const room = bottomOf(doc) - top
    const heights = remaining.map(heightOf)
    // How many fit on this page in two columns, and where the left column ends to balance them.
    let fitting = 0
    let split = 0
    for (let count = 1; count <= remaining.length; count++) {
      // The split that makes the taller column shortest.
      let best = { tallest: Infinity, leftCount: 0 }
      let left = 0
      const total = heights.slice(0, count).reduce((sum, h) => sum + h, 0)
      for (let leftCount = 1; leftCount <= count; leftCount++) {
        left += heights[leftCount - 1]
        const tallest = Math.max(left, total - left)
        if (tallest < best.tallest) best = { tallest, leftCount }
      }
      if (best.tallest > room) break
      fitting = count
      split = best.leftCount
    }
    const page = remaining.slice(0, Math.max(fitting, 1))
    let leftY = top
    let rightY = top
    page.forEach((entry, index) => {
      if (index < Math.max(split, 1)) leftY = draw(entry, PAGE.margin, leftY)
      else rightY = draw(entry, PAGE.margin + width + gap, rightY)
    })
    remaining = remaining.slice(page.length)
    doc.x = PAGE.margin
    doc.y = Math.max(leftY, rightY)
    if (remaining.length > 0) doc.addPage()
  }
}

/** A label and a line to write on after it, across `width` (the rest of the content width by default). */
export function writingLine(doc: Pdf, label: string, options: { x?: number; width?: number; size?: number } = {}): void {
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin - x, size = 13 } = options
  const y = doc.y
  doc.font(FONT.bold).fontSize(size).fillColor(INK).text(label, x, y, { lineBreak: false })
  const lineStart = x + doc.widthOfString(label) + 8
  const baseline = y + size + 2
  doc
    .moveTo(lineStart, baseline)
    .lineTo(x + width, baseline)
    .lineWidth(0.9)
    .strokeColor(WRITING_LINE)
    .stroke()
  doc.x = x
  doc.y = baseline + size * 0.9
}

/** Empty ruled lines to write on. */
export function ruledLines(doc: Pdf, count: number, options: { x?: number; width?: number; spacing?: number } = {}): void {
  const { x = PAGE.margin, width = PAGE.width - PAGE.margin - x, spacing = 26 } = options
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
  doc
    .polygon(...points)
    .lineWidth(1.4)
    .lineJoin("round")
    .strokeColor(INK)
    .stroke()
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

/** A picture fitted into a box, centred, with a thin frame round what it fills. */
export function framedImage(doc: Pdf, image: PrintableImage, x: number, y: number, width: number, height: number): void {
  const scale = Math.min(width / image.width, height / image.height)
  const w = image.width * scale
  const h = image.height * scale
  const left = x + (width - w) / 2
  const top = y + (height - h) / 2
  doc.image(image.src, left, top, { width: w, height: h })
  doc.rect(left, top, w, h).lineWidth(0.75).strokeColor(WRITING_LINE).stroke()
}
