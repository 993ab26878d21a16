/**
 * @jest-environment node
 */
/**
 * `@fileBesideEntry` finds an image field's File node beside its entry's file, for a field of the
 * entry's node and for one nested in it (a book's character), a list of pictures too, and
 * nothing for a field left empty.
 */
import path from "node:path"
import { fileBesideEntryExtension } from "../../src/resolvers/fileBesideEntry"

const DATA = "/site/data"

/** Resolves `field` of `source`, inside the node `entry`, with File nodes looked up by absolute path. */
async function resolve(source: Record<string, unknown>, field: string, entry: Record<string, unknown> = source): Promise<unknown> {
  const { resolve } = fileBesideEntryExtension(DATA).extend() as { resolve: (...args: unknown[]) => Promise<unknown> }
  const nodeModel = {
    findRootNodeAncestor: (obj: unknown) => (obj === source ? entry : null),
    findOne: async ({ query }: { query: { filter: { absolutePath: { eq: string } } } }) => ({ file: query.filter.absolutePath.eq }),
  }
  return resolve(source, {}, { nodeModel }, { fieldName: field, parentType: { name: "Book" } })
}

describe("@fileBesideEntry", () => {
  const book = { contentFile: "books/book-one/book.json", cover: "cover.webp", gallery: ["a.webp", "b.webp"], back: null }

  it("finds the picture an entry names beside the entry's file", async () => {
    await expect(resolve(book, "cover")).resolves.toEqual({ file: path.join(DATA, "books/book-one/cover.webp") })
    await expect(resolve(book, "gallery")).resolves.toEqual([
      { file: path.join(DATA, "books/book-one/a.webp") },
      { file: path.join(DATA, "books/book-one/b.webp") },
    ])
    await expect(resolve(book, "back")).resolves.toBeNull()
  })

  it("finds a nested field's picture beside the file of the entry it belongs to", async () => {
    await expect(resolve({ name: "Rexi", image: "characters/rexi.webp" }, "image", book)).resolves.toEqual({
      file: path.join(DATA, "books/book-one/characters/rexi.webp"),
    })
  })

  it("says so when the object is in no entry of data/", async () => {
    await expect(resolve({ image: "x.webp" }, "image", {})).rejects.toThrow("Book.image is not inside an entry of data/")
  })
})
