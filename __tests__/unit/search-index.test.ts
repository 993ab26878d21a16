import { withSearchMeta } from "../../src/gatsby-node/searchIndex"

describe("a page's title and picture in its search result", () => {
  const page = (title: string, main: string) =>
    `<html><head><title>${title}</title></head><body><header><img src="/logo.png" alt="Logo"></header><main id="main">${main}</main></body></html>`

  it("are its title less the series' name, and the first picture of its main content as its smallest file, with its alt text", () => {
    const html = page(
      "Book One: The &quot;Start&quot; | Series",
      '<h1>Rex</h1><picture><source type="image/avif" srcset="/a-200.avif 200w"><img src="/c-800.jpg" srcset="/c-400.jpg 400w, /c-160.jpg 160w, /c-800.jpg 800w" alt="Rex, a &quot;small&quot; dinosaur"></picture><img src="/other.jpg" alt="Other">',
    )
    expect(withSearchMeta(html, "Series")).toContain(
      '<main id="main"><span data-pagefind-meta="title:Book One: The &quot;Start&quot;"></span><span data-pagefind-meta="image:/c-160.jpg"></span><span data-pagefind-meta="image_alt:Rex, a &quot;small&quot; dinosaur"></span><h1>',
    )
  })

  it("are its title alone on a page without a picture", () => {
    const html = page("Privacy | Series", "<h1>Privacy</h1><p>Text</p>")
    expect(withSearchMeta(html, "Series")).toContain('<main id="main"><span data-pagefind-meta="title:Privacy"></span><h1>')
  })
})
