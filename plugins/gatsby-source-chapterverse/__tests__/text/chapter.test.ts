/**
 * @jest-environment node
 */
import { ChapterProblem, parseChapter, readingMinutes, READING_WORDS_PER_MINUTE } from "../../node"

describe("parseChapter", () => {
  it("reads the title, the paragraphs cut into sentences with their emphasis, and the scene breaks", () => {
    const chapter = parseChapter(
      "# Chapter One: The *Hill*\n\n‘Stop!’ said Ava. Leo did *not* stop.\nHe was **eleven**, after all.\n\n* * *\n\nThe end? Not quite… ‘Tick,’ it went.\n",
    )
    expect(chapter.title).toBe("Chapter One: The Hill")
    expect(chapter.blocks).toEqual([
      {
        kind: "paragraph",
        sentences: [
          [{ text: "‘Stop!’ said Ava." }],
          [{ text: "Leo did " }, { text: "not", emphasis: true }, { text: " stop." }],
          [{ text: "He was " }, { text: "eleven", strong: true }, { text: ", after all." }],
        ],
      },
      { kind: "scene-break" },
      { kind: "paragraph", sentences: [[{ text: "The end?" }], [{ text: "Not quite…" }], [{ text: "‘Tick,’ it went." }]] },
    ])
    expect(chapter.wordCount).toBe(19)
  })

  it("refuses a file without a title, with a second heading, or with markup the page does not show", () => {
    expect(() => parseChapter("Just text.")).toThrow(ChapterProblem)
    expect(() => parseChapter("# One\n\nText.\n\n# Two\n\nMore.")).toThrow(/second heading/)
    expect(() => parseChapter("# One\n\n- a list\n- of things")).toThrow(/list/)
    expect(() => parseChapter("# One\n\nText with <b>HTML</b> inside.")).toThrow(/HTML/)
    // A long heading is quoted cut at a word, with an ellipsis.
    expect(() => parseChapter("# One\n\nText.\n\n## The second heading of a chapter that runs on and on\n\nMore.")).toThrow(
      'the chapter has a second heading ("## The second heading of a chapter that…")',
    )
    expect(() => parseChapter("# One\n")).toThrow(/no text/)
  })
})

describe("readingMinutes", () => {
  it("rounds up to whole minutes at the reading speed", () => {
    expect(readingMinutes(1)).toBe(1)
    expect(readingMinutes(READING_WORDS_PER_MINUTE)).toBe(1)
    expect(readingMinutes(READING_WORDS_PER_MINUTE + 1)).toBe(2)
  })
})
