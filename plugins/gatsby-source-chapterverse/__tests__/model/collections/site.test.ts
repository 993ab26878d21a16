/**
 * @jest-environment node
 */
import { validateContent } from "../../../node"
import { books, copyOfContent, editJson } from "../../../../../harness/content"

describe("the site's settings", () => {
  it("refuses a featured book that does not exist, listing the books there are", () => {
    const data = copyOfContent()
    editJson(data, "site/site.json", site => (site.featuredBooks = [...site.featuredBooks, "book-four-the-unwritten"]))
    const problems = validateContent(data)
    expect(problems).toEqual([expect.objectContaining({ file: "data/site/site.json", problem: 'there is no book "book-four-the-unwritten"' })])
    const [{ field, fix }] = problems
    expect(field).toMatch(/^featuredBooks\[\d+\]$/)
    expect(fix).toMatch(/^use one of /)
    expect(
      fix
        .replace(/^use one of /, "")
        .split(", ")
        .sort(),
    ).toEqual(books.map(book => book.slug).sort())
  })

  it("names only the missing field when no book is featured, not a book", () => {
    const data = copyOfContent()
    editJson(data, "site/site.json", site => delete site.featuredBooks)
    expect(validateContent(data)).toEqual([expect.objectContaining({ file: "data/site/site.json", field: "featuredBooks", problem: "the field is missing" })])
  })
})
