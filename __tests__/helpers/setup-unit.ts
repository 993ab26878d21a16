import fs from "node:fs"
import "@testing-library/jest-dom"
import { CONTENT_COPIES_DIR } from "../../harness/content"

// The copies of data/ this test file made (copyOfContent): one folder for the worker's process.
afterAll(() => fs.rmSync(CONTENT_COPIES_DIR, { recursive: true, force: true }))

// Components read site-wide data through two hooks; tests give them the real content of
// data/ instead of running GraphQL.
jest.mock("../../src/hooks/useSiteSettings", () => {
  const { siteSettings } = jest.requireActual("../../harness/content")
  return { useSiteSettings: () => siteSettings }
})

jest.mock("../../src/hooks/useBookLinks", () => {
  const { bookEntries } = jest.requireActual("../../harness/content")
  const { bookPath } = jest.requireActual("../../src/routes")
  return { useBookLinks: () => bookEntries.map((book: { slug: string; label: string }) => ({ path: bookPath(book.slug), label: book.label })) }
})
