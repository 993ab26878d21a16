import path from "node:path"
import { isStandInPicture } from "gatsby-source-chapterverse/node"
import { colouringPageFileSlug } from "../../src/downloads/classroomKinds"
import { artworkCharacterPath, bookPath, characterPath, PAGES } from "../../src/routes"
import { bookEntries, characterQuiz, DATA_DIR, SITE_ROOT, type Json } from "../../harness/content"
import { all, builtPage, characterPages, generatedFiles, site, text } from "../../harness/built-site"
import { structuredDataAddress, structuredDataOf } from "../helpers/seo-check"

// The characters' pages, read from the built HTML against data/: every character of every book
// has one, showing openly only what the first book they appear in says of them, and each later
// book's entry behind a closed disclosure marked as a spoiler for that book.

const bookName = (book: Json) => `${book.label}: ${book.title}`
const meta = (page: Document, key: string) => page.querySelector(`meta[property="${key}"]`)?.getAttribute("content")
/** The page's main content outside every disclosure: what a reader sees without opening anything. */
function openText(page: Document): string {
  const main = page.querySelector("main")?.cloneNode(true) as Element | undefined
  main?.querySelectorAll("details").forEach(details => details.remove())
  return text(main)
}

describe("/characters", () => {
  const page = builtPage(PAGES.characters.path)

  it("lists every character once, under the book they are first met in, in reading order, each linking to their page", () => {
    const groups = all(page, "main section").filter(section => section.querySelector("article"))
    const firstBooks = [...new Set(characterPages.map(character => character.first.book.slug))]
    expect(groups.map(section => text(section.querySelector("h2")))).toEqual(
      firstBooks.map(slug => `First met in ${bookName(bookEntries.find(book => book.slug === slug))}`),
    )
    expect(groups.map(section => all(section, "article h3 a").map(link => [text(link), link.getAttribute("href")]))).toEqual(
      firstBooks.map(slug => characterPages.filter(character => character.first.book.slug === slug).map(character => [character.name, character.path])),
    )
  })

  it("shows each character as the first book they are in tells it, and nothing a later book says", () => {
    const cards = all(page, "main article")
    expect(
      cards.map(card => [card.querySelector("img")?.getAttribute("alt"), text(card.querySelector("h3 + p")), text(card.querySelector("h3 + p + p"))]),
    ).toEqual(characterPages.map(({ first: { character } }) => [character.alt, character.role, character.description]))
    for (const { later } of characterPages) for (const { character } of later) expect(text(page.querySelector("main"))).not.toContain(character.description)
  })

  it("is linked from every book page that has characters", () => {
    for (const book of bookEntries.filter(candidate => candidate.characters.length > 0))
      expect([book.slug, all(builtPage(bookPath(book.slug)), `#characters a[href="${PAGES.characters.path}"]`).length]).toEqual([book.slug, 1])
  })
})

describe.each(characterPages.map(character => [character.name, character]))("the page of %s", (_name, character) => {
  const page = builtPage(character.path)
  const { book: firstBook, character: first } = character.first
  const jsonLd = () => structuredDataOf(page).data.find(item => item["@type"] === "Person")

  it("shows openly their name, role, picture and description from the first book they are in, with a link to that book", () => {
    expect(text(page.querySelector("h1"))).toBe(character.name)
    const about = page.querySelector("#about")
    expect(about?.querySelector("img")?.getAttribute("alt")).toBe(first.alt)
    expect(text(about)).toContain(first.role)
    expect(text(about)).toContain(first.description)
    expect(about?.querySelector(`a[href="${bookPath(firstBook.slug)}"]`)).not.toBeNull()
    expect(all(page, 'nav[aria-label="Breadcrumb"] a').map(link => link.getAttribute("href"))).toEqual(["/", PAGES.characters.path])
  })

  it("lists every book they are in, in reading order", () => {
    expect(all(page, "#books a").map(link => link.getAttribute("href"))).toEqual(
      [firstBook, ...character.later.map(({ book }) => book)].map(book => bookPath(book.slug)),
    )
  })

  it("keeps what each later book says of them in a closed disclosure marked as a spoiler for that book, and nowhere else", () => {
    const disclosures = all(page, "main details")
    expect(
      disclosures.map(details => [details.hasAttribute("open"), text(details.querySelector("summary")), text(details.querySelector("summary + *"))]),
    ).toEqual(
      character.later.map(({ book, character: later }) => [
        false,
        `Spoiler for ${book.label} ${character.name} in ${book.title}`,
        `${later.role === first.role ? "" : `${later.role} `}${later.description}`,
      ]),
    )
    for (const { character: later } of character.later) {
      if (later.description !== first.description) expect(openText(page)).not.toContain(later.description)
      // Nor in what search engines and link previews read.
      expect(page.head.innerHTML).not.toContain(later.description)
    }
  })

  it("offers every picture tagged with them, and their colouring pages", () => {
    const artwork = page.querySelector("#artwork")
    expect(artwork ? all(artwork, "figure img").map(img => img.getAttribute("alt")) : []).toEqual(character.artworks.map(entry => entry.alt))
    if (artwork) expect(artwork.querySelector(`a[href="${artworkCharacterPath(character.slug)}"]`)).not.toBeNull()
    const files = generatedFiles()
    const colouring = character.colouring.map(entry => files.find(file => file.slug === colouringPageFileSlug(entry.slug))?.url)
    expect(all(page, "#colouring a[download]").map(link => link.getAttribute("href"))).toEqual(colouring.sort((a, b) => String(a).localeCompare(String(b))))
  })

  it("leads to the quiz, saying whether they are one of its answers", () => {
    const quiz = page.querySelector("#quiz")
    expect(quiz?.querySelector(`a[href="${PAGES.characterQuiz.path}"]`)).not.toBeNull()
    const inQuiz = characterQuiz.results.some((result: Json) => result.character === character.slug)
    expect(text(quiz)).toContain(inQuiz ? `Are you most like ${character.name}?` : `${character.name} is not one of the quiz's answers`)
  })

  it("is a Person in structured data, the subject of their books, with the first book's words and their picture unless it is a stand-in", () => {
    const person = jsonLd()
    expect(person).toMatchObject({ name: character.name, description: first.description })
    expect((person?.subjectOf as Json[]).map(book => book["@id"])).toEqual(
      [firstBook, ...character.later.map(({ book }) => book)].map(book => `${structuredDataAddress(site.siteUrl, bookPath(book.slug))}#book`),
    )
    const picture = path.join(DATA_DIR, "books", firstBook.slug, first.image)
    if (isStandInPicture(picture, SITE_ROOT)) expect(person).not.toHaveProperty("image")
    else expect(String(person?.image)).toMatch(/\.jpe?g$/)
  })

  it("shares their own picture in link previews", () => {
    expect(meta(page, "og:image:alt")).toBe(first.alt)
    const others = characterPages.filter(other => other.slug !== character.slug).map(other => meta(builtPage(other.path), "og:image"))
    expect(others).not.toContain(meta(page, "og:image"))
  })
})

describe("the books' characters", () => {
  it.each(bookEntries.filter(book => book.characters.length > 0).map(book => [book.label, book]))(
    "%s's page links each character to their page, and its structured data names them",
    (_label, book) => {
      const page = builtPage(bookPath(book.slug))
      expect(all(page, "#characters article h3 a").map(link => link.getAttribute("href"))).toEqual(
        book.characters.map((character: Json) => characterPath(character.slug)),
      )
      const [structured] = structuredDataOf(page).data.filter(item => item["@type"] === "Book")
      expect((structured.character as Json[]).map(character => [character.name, character["@id"]])).toEqual(
        book.characters.map((character: Json) => [character.name, `${structuredDataAddress(site.siteUrl, characterPath(character.slug))}#character`]),
      )
    },
  )

  it("the quiz's results, shown without JavaScript, link to their characters' pages", () => {
    const links = all(builtPage(PAGES.characterQuiz.path), "main article a").map(link => link.getAttribute("href"))
    expect(links).toEqual(characterQuiz.results.map((result: Json) => characterPath(result.character)))
  })
})
