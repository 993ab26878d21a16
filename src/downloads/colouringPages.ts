import { CLASSROOM_DOWNLOADS, colouringPageFileSlug } from "./classroomKinds"
import path from "node:path"
import { ColouringPage } from "gatsby-source-chapterverse"
import { slugified } from "../text/format"
import { booksOf } from "./generatorContent"
import { type FileGenerator } from "./generatedFiles"
import { bottomOf, CONTENT_WIDTH, FONT, INK, MUTED, PAGE, printableImage, startDocument, tagged, writePdf } from "./pdfLayout"

export const COLOURING_PAGE = CLASSROOM_DOWNLOADS.colouringPage

/**
 * A PDF of each colouring picture (data/artwork/colouring/), one A4 page filled by the picture:
 * a teacher prints a class set of the one they want, a child the one they like, and the artwork
 * page links each beside its picture.
 */
export const colouringPages: FileGenerator = async context => {
  const { seriesName } = context.site
  const books = new Map(booksOf(context.content).map(book => [book.slug, book]))
  const files = []
  for (const { value: page, file: pagesFile } of context.content.entries(ColouringPage)) {
    const book = page.book ? books.get(page.book) : undefined
    const title = `${page.title}: a colouring page`
    const fileName = `${slugified(seriesName)}-colouring-${page.slug}.pdf`
    const doc = startDocument(context, {
      title,
      subject: `A picture from ${book ? `${book.label}, ${book.title}, ` : ""}the ${seriesName} books to print and colour in. ${page.alt}`,
      keywords: ["colouring page", page.title, ...(book ? [book.title] : [])],
    })
    tagged(doc, "H1", () => doc.font(FONT.bold).fontSize(20).fillColor(INK).text(page.title, PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: "center" }))
    tagged(doc, "P", () =>
      doc
        .font(FONT.regular)
        .fontSize(10.5)
        .fillColor(MUTED)
        .text(book ? `From ${book.label}: ${book.title}` : `From the ${seriesName} books`, { width: CONTENT_WIDTH, align: "center" }),
    )
    const top = doc.y + 10
    // The picture as large as the page allows, its own frame the page's border.
    const picture = await printableImage(path.join(path.dirname(pagesFile), page.image))
    tagged(doc, "Figure", () => doc.image(picture.src, PAGE.margin, top, { fit: [CONTENT_WIDTH, bottomOf(doc) - top], align: "center" }), { alt: page.alt })
    files.push(await writePdf(doc, context, { slug: colouringPageFileSlug(page.slug), kind: COLOURING_PAGE, book: page.book, title, fileName }))
  }
  return files
}
