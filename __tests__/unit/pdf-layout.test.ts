/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  bottomOf,
  bulletList,
  finishDocument,
  glossary,
  heading,
  labelled,
  numberedList,
  paragraph,
  place,
  space,
  stack,
  startDocument,
  type Pdf,
} from "../../src/downloads/pdfLayout"
import { siteSettings as site } from "../../harness/content"

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-layout-"))
const newDocument = () => startDocument({ site }, { title: "Layout fixture", subject: "Page breaks" })

/** Each page's text, the running header and footer left out. */
async function pagesOf(doc: Pdf, name: string): Promise<string[]> {
  const file = path.join(folder, name)
  const { pageCount } = await finishDocument(doc, file)
  return [...Array(pageCount).keys()].map(index =>
    execFileSync("pdftotext", ["-f", String(index + 1), "-l", String(index + 1), file, "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .replace(site.seriesName, "")
      .replace("Layout fixture", "")
      .replace(/Page \d+ of \d+/, "")
      .trim(),
  )
}

// Long enough to wrap over several lines, so that fixed allowances would guess wrong.
const questions = [
  "When the hatchling first follows Leo home, what clues in the chapter tell you that the animal trusts him, and which of them would you have noticed first if you had been standing in the garden?",
  "Professor Quill's notes describe the machine very carefully. Why do you think the author lets us read the notes rather than having a character explain them, and what does that add to the story?",
  "Which moment in these chapters would you choose for the front of a newspaper, and what headline would you give it?",
]

describe("the page layout of the printable PDFs", () => {
  it("moves a heading to the next page when its first two items would not fit below it, however long they are", async () => {
    const doc = newDocument()
    const title = "Chapters 5 to 9: Into the Cretaceous"
    const list = numberedList(questions)
    // Room for the heading and the first question, not the second: the awkward place.
    doc.y = bottomOf(doc) - heading(title, 2).height(doc) - numberedList(questions.slice(0, 1)).lead(doc) - 4
    place(doc, heading(title, 2, [list]), list)
    const [first, second] = await pagesOf(doc, "heading.pdf")
    expect(first).toBe("")
    expect(second.startsWith(`${title} 1. ${questions[0].slice(0, 40)}`)).toBe(true)
  })

  it("keeps a heading with what follows when there is room, and never splits a question", async () => {
    const doc = newDocument()
    const list = numberedList(questions)
    place(doc, paragraph("An opening paragraph above the heading."), heading("Discussion questions", 1, [list]))
    doc.y = bottomOf(doc) - numberedList(questions.slice(0, 2)).lead(doc) - 2
    place(doc, list)
    const pages = await pagesOf(doc, "questions.pdf")
    expect(pages[0]).toContain("Discussion questions")
    // The third question does not fit whole: all of it starts the next page.
    expect(pages[1].startsWith(`3. ${questions[2]}`)).toBe(true)
    expect(pages[0]).not.toContain(questions[2].slice(0, 20))
  })

  it("never splits a glossary entry across pages", async () => {
    const doc = newDocument()
    const entries = [
      {
        term: "Cretaceous",
        definition:
          "The last part of the age of the dinosaurs, from about 145 million to 66 million years ago, which ended when a huge asteroid hit the Earth.",
      },
      { term: "fossil", definition: "The remains or shape of a plant or animal from long ago, kept in rock." },
    ]
    doc.y = bottomOf(doc) - glossary(entries).lead(doc) + 6
    place(doc, glossary(entries))
    const [first, second] = await pagesOf(doc, "glossary.pdf")
    expect(first).toBe("")
    // Two columns side by side: the term and its whole meaning are on the second page.
    expect(second).toContain(entries[0].term)
    expect(second).toContain(entries[0].definition)
  })

  it("measures each kind of block as it draws it: never less room than its drawing takes, and not much more", () => {
    const entries = [
      { term: "Cretaceous", definition: questions[0] },
      { term: "fossil", definition: "The remains of a plant or animal from long ago, kept in rock." },
      { term: "asteroid", definition: questions[1] },
    ]
    const blocks = {
      paragraph: paragraph(questions[0]),
      "paragraph from x": paragraph(questions[1], { x: 300, muted: true }),
      labelled: labelled("Curriculum link", questions[2]),
      "numbered list": numberedList(questions),
      "bullet list": bulletList(questions.slice(1)),
      "heading (level 1)": heading(`Discussion questions: ${questions[2]}`),
      "heading (level 2)": heading("Chapters 5 to 9", 2),
      space: space(0.2),
      glossary: glossary(entries),
      stack: stack(labelled("Subject", "Science"), space(0.2), paragraph(questions[0])),
    }
    for (const [kind, block] of Object.entries(blocks)) {
      const doc = newDocument()
      // Below the page's top, where a heading draws its space above it.
      place(doc, paragraph("An opening paragraph."))
      const top = doc.y
      const height = block.height(doc)
      place(doc, block)
      const drawn = doc.y - top
      // A label is measured in bold throughout, a little taller than its value in regular type.
      expect({ kind, tooShort: drawn > height + 1e-9, spare: height - drawn < 1.5 }).toEqual({ kind, tooShort: false, spare: true })
    }
  })

  it("makes a tagged PDF whose structure holds its headings and lists", async () => {
    const doc = newDocument()
    place(doc, heading("Discussion questions"), numberedList(questions))
    await finishDocument(doc, path.join(folder, "tagged.pdf"))
    expect(execFileSync("pdfinfo", [path.join(folder, "tagged.pdf")], { encoding: "utf8" })).toMatch(/^Tagged:\s+yes$/m)
    const structure = execFileSync("pdfinfo", ["-struct-text", path.join(folder, "tagged.pdf")], { encoding: "utf8" })
    expect(structure).toMatch(/H2 \(block\)\n\s+"Discussion questions"/)
    expect(structure.match(/LI \(block\)/g)).toHaveLength(questions.length)
    // The running header and footer are artifacts, outside the structure.
    expect(structure).not.toContain("Layout fixture")
  })

  it("names the author in the metadata, but leaves out a sample name, and keeps the running header either way", async () => {
    const metadataOf = async (authorName: string, name: string) => {
      const doc = startDocument({ site: { ...site, authorName } }, { title: "Layout fixture", subject: "Metadata" })
      place(doc, paragraph("A page."))
      const file = path.join(folder, name)
      await finishDocument(doc, file)
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" })
      const header = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
      return { author: /^Author:\s+(.*)$/m.exec(info)?.[1], title: /^Title:\s+(.*)$/m.exec(info)?.[1], header }
    }
    const real = await metadataOf("Ada Quill", "author.pdf")
    expect(real).toMatchObject({ author: "Ada Quill", title: "Layout fixture" })
    const sample = await metadataOf("SAMPLE-Author Name", "sample-author.pdf")
    expect(sample).toMatchObject({ author: undefined, title: "Layout fixture" })
    expect(fs.readFileSync(path.join(folder, "sample-author.pdf"), "latin1")).not.toContain("SAMPLE-")
    for (const { header } of [real, sample]) expect(header).toContain(`${site.seriesName} Layout fixture`)
  })
})
