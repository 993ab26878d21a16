import "@testing-library/jest-dom"

// Components read site-wide data through two hooks; tests give them the real content of
// data/ instead of running GraphQL.
jest.mock("../../src/hooks/useSiteSettings", () => {
  const { DATA_DIR } = jest.requireActual("../../support/content")
  const { readSiteSettings } = jest.requireActual("../../src/content/siteSettings")
  return { useSiteSettings: () => readSiteSettings(DATA_DIR) }
})

jest.mock("../../src/hooks/useBookLinks", () => {
  const fs = jest.requireActual("node:fs")
  const path = jest.requireActual("node:path")
  const { readJson, DATA_DIR } = jest.requireActual("../../support/content")
  const books = fs
    .readdirSync(path.join(DATA_DIR, "books"))
    .map((folder: string) => readJson(DATA_DIR, `books/${folder}/book.json`))
    .sort((a: { number: number }, b: { number: number }) => a.number - b.number)
  return { useBookLinks: () => books.map((book: { slug: string; label: string }) => ({ path: `/${book.slug}`, label: book.label })) }
})
