import { aToZTopics, TOPICS, type AToZContent } from "../../src/search/aToZ"

const content: AToZContent = {
  seriesName: "Series",
  pages: [
    "/",
    "/shop",
    "/book-one",
    "/book-one/first-chapter",
    "/news",
    "/news/a-post",
    "/store",
    "/404",
    "/a-to-z",
    "/characters",
    "/characters/rex",
    "/a-new-kind",
  ],
  notPages: ["/404", "/store"],
  books: [{ slug: "book-one", label: "Book One", title: "The Start", characters: [{ slug: "rex", name: "Rex" }], hasParentsGuide: true }],
  newsPosts: [{ slug: "a-post", title: "A post" }],
  artworks: [],
}

describe("the A to Z", () => {
  const topics = aToZTopics(content)
  const listed = topics.flatMap(topic => topic.entries.map(entry => entry.path))

  it("lists every page the build made once, but the 404 page, old addresses and itself", () => {
    const pages = listed.filter(page => !page.includes("#"))
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages.sort()).toEqual([
      "/",
      "/a-new-kind",
      "/book-one",
      "/book-one/first-chapter",
      "/characters",
      "/characters/rex",
      "/news",
      "/news/a-post",
      "/shop",
    ])
  })

  it("groups them by topic, in the site's order, and names a page of a kind it does not know from its address", () => {
    expect(topics.map(topic => topic.heading)).toEqual([TOPICS.books, TOPICS.characters, TOPICS.news, TOPICS.parents, TOPICS.shop, TOPICS.more])
    expect(topics[0].entries).toEqual([
      { path: "/", title: "Home: Series" },
      { path: "/book-one", title: "Book One: The Start" },
      { path: "/book-one/first-chapter", title: "Book One: The Start, the first chapter" },
    ])
    expect(topics[1].entries.map(entry => entry.title)).toEqual(["Meet the characters", "Rex"])
    expect(topics[1].entries.map(entry => entry.path)).toEqual(["/characters", "/characters/rex"])
    expect(topics[3].entries).toEqual([{ path: "/book-one#parents-guide", title: "Book One: The Start, a guide for parents" }])
    expect(topics[5].entries).toEqual([{ path: "/a-new-kind", title: "A new kind" }])
  })

  it("lists a list's further pages after its first, under its topic, in order", () => {
    const paged = aToZTopics({ ...content, pages: [...content.pages, "/shop/page/10", "/shop/page/2"] })
    expect(paged.find(topic => topic.heading === TOPICS.shop)?.entries).toEqual([
      { path: "/shop", title: "Merchandise" },
      { path: "/shop/page/2", title: "Merchandise, page 2" },
      { path: "/shop/page/10", title: "Merchandise, page 10" },
    ])
  })
})
