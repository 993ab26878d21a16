/**
 * The web editor's preview pane (src/admin/preview/adapters.tsx): each collection's entry, as the
 * form holds it, drawn by the site's components as its page shows it. The entries are data/'s own
 * files, read as the editor reads them, so any valid content keeps these green.
 */
import fs from "node:fs"
import path from "node:path"
import { render, screen, within } from "@testing-library/react"
import { newsPlainText, parseFrontMatter, parseNewsText } from "gatsby-source-chapterverse"
import { ArtworkPreview, BookPreview, EventPreview, NewsPostPreview } from "../../src/admin/preview/adapters"
import type { PictureOf } from "../../src/admin/preview/picture"
import { formatLongDate } from "../../src/text/format"
import { formatEventTime } from "../../src/events/eventTimes"
import { writtenDateTime } from "../../src/admin/preview/siteText"

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

const DATA = path.join(__dirname, "..", "..", "data")
const json = (file: string): Json => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))
const folders = (folder: string) => fs.readdirSync(path.join(DATA, folder)).filter(name => fs.statSync(path.join(DATA, folder, name)).isDirectory())

/** A picture as the editor hands it over: an address of its own for the file (a blob: URL in the editor). */
const addressOf = (fieldPath: readonly string[], file: string) => `blob:editor/${fieldPath.join(".")}/${file}`
const picture: PictureOf = (value, fieldPath) => (typeof value === "string" && value ? { url: addressOf(fieldPath, value) } : undefined)

describe("the editor's preview of the artwork", () => {
  const artworks: Json[] = json("artwork/artwork.json")

  it("shows every picture's card as /artwork does: its picture, its title and its download", () => {
    render(<ArtworkPreview data={{ entries: artworks }} picture={picture} />)
    const cards = within(screen.getByRole("list", { name: "Artwork" })).getAllByRole("figure")
    expect(cards).toHaveLength(artworks.length)
    artworks.forEach((artwork, index) => {
      const card = within(cards[index])
      const image = card.getByRole("img")
      expect(image).toHaveAttribute("alt", artwork.alt)
      expect(image).toHaveAttribute("src", addressOf(["entries", "image"], artwork.image))
      expect(card.getByText(artwork.title)).toBeInTheDocument()
      const download = card.getByRole("link")
      expect(download).toHaveTextContent(`Download: ${artwork.title}`)
      expect(download).toHaveAttribute("download", artwork.image)
      // No weight until the editor knows it: never "0 bytes".
      expect(cards[index]).not.toHaveTextContent(/bytes|KB|MB/)
    })
  })

  it("says where a new picture's card will be until its picture is chosen", () => {
    render(<ArtworkPreview data={{ entries: [{ slug: "new", title: "Comet" }] }} picture={picture} />)
    expect(screen.getByText("Comet shows here once its picture is chosen.")).toBeInTheDocument()
  })
})

describe("the editor's preview of a news post", () => {
  const posts = folders("news").map(
    slug => parseFrontMatter(fs.readFileSync(path.join(DATA, "news", slug, "post.md"), "utf8")) as { fields: Json; body: string },
  )

  it.each(posts.map(post => [post.fields.title, post] as const))(
    "shows %s as its page does: title, date as the site writes it, picture and text",
    (_, post) => {
      const { fields, body } = post
      render(<NewsPostPreview data={{ ...fields, body }} picture={picture} />)
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fields.title)
      expect(screen.getByText(formatLongDate(fields.date))).toHaveAttribute("datetime", fields.date)
      expect(screen.getByRole("img")).toHaveAttribute("alt", fields.alt)
      expect(screen.getByRole("img")).toHaveAttribute("src", addressOf(["image"], fields.image))
      expect(screen.getByText(fields.summary)).toBeInTheDocument()
      // The text as the build reads it: every block of it, in the site's words.
      for (const text of newsPlainText(parseNewsText(body))) expect(screen.getByRole("article")).toHaveTextContent(text)
      expect(screen.queryByRole("alert")).toBeNull()
    },
  )

  it("says what the build would refuse in the text, and how to put it right", () => {
    render(<NewsPostPreview data={{ title: "Hello", body: "# A title in the text\n\nSome text." }} picture={picture} />)
    expect(screen.getByRole("alert")).toHaveTextContent(/The site will not publish this text yet: the text has a title heading/)
  })
})

describe("the editor's preview of the events", () => {
  const events: Json[] = json("events/events.json")

  it("shows each event's card as the events page does, those to come with how to book", () => {
    render(<EventPreview data={{ entries: events }} picture={picture} now={new Date("2000-01-01T00:00:00Z")} />)
    for (const event of events) {
      const card = screen.getByRole("article", { name: event.title })
      expect(card).toHaveTextContent(formatLongDate(event.start.slice(0, 10)))
      expect(card).toHaveTextContent(event.bookingRequired ? "Booking needed" : "No need to book")
    }
  })

  it("says where a new event's card will be until its Start, End and Time zone place it in time", () => {
    const [first] = events
    const filling = [
      { title: "Comet night", start: first.start },
      { start: "2026-02-30T10:00", end: "2026-02-30T11:00", timeZone: "Europe/London" },
    ]
    render(<EventPreview data={{ entries: [...filling, first] }} picture={picture} now={new Date("2000-01-01T00:00:00Z")} />)
    expect(screen.getByText("Comet night shows here once its Start, End and Time zone are filled in.")).toBeInTheDocument()
    expect(screen.getByText("A new event shows here once its Start, End and Time zone are filled in.")).toBeInTheDocument()
    expect(screen.getByRole("article", { name: first.title })).toBeInTheDocument()
  })

  it("keeps past events behind their disclosure, as the page does", () => {
    render(<EventPreview data={{ entries: events }} picture={picture} now={new Date("2999-01-01T00:00:00Z")} />)
    expect(screen.getByText(`Show the ${events.length} past event${events.length === 1 ? "" : "s"}`)).toBeInTheDocument()
  })
})

describe("the form's date-and-time fields", () => {
  it("say an event's start as the events page does, and nothing for a day or an hour that does not exist", () => {
    for (const event of json("events/events.json") as Json[]) expect(formatEventTime(event).startsWith(writtenDateTime(event.start))).toBe(true)
    expect(["2026-02-30T10:30", "2026-03-14T24:00", "2026-03-14", 20260314].map(writtenDateTime)).toEqual(["", "", "", ""])
  })
})

describe("the editor's preview of a book", () => {
  const books: Json[] = folders("books").map(slug => json(`books/${slug}/book.json`))
  const series = books.map(({ slug, number }) => ({ slug, number }))

  it.each(books.map(book => [book.label, book] as const))("shows %s's page: its cover, title, place in the series and story", (_, book) => {
    render(<BookPreview data={book} picture={picture} books={series} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${book.label} ${book.title}`)
    const cover = screen.getByRole("img")
    expect(cover).toHaveAttribute("alt", book.coverAlt)
    expect(cover).toHaveAttribute("src", addressOf(["cover"], book.cover))
    const position = [...books].sort((a, b) => a.number - b.number).findIndex(other => other.slug === book.slug) + 1
    expect(screen.getByText(`Book ${position} of ${books.length}`)).toBeInTheDocument()
    for (const paragraph of book.synopsis) expect(screen.getByText(paragraph)).toBeInTheDocument()
  })
})
