import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { restoreForGatsby } from "../src/gatsbyRuntimeFiles"
import { builtHtmlFile, restorePageFolders, servePagesAsHtmlFiles } from "../src/pageHtmlFiles"

// A site folder laid out as Gatsby writes its pages, moved for the hosts and back for the next build.
let root: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const files = () =>
  fs
    .readdirSync(path.join(root, "public"), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(path.join(root, "public"), path.join(entry.parentPath, entry.name)))
    .sort()

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "page-html-files-"))
  write("public/index.html", "home")
  write("public/404.html", "not found")
  write("public/404/index.html", "not found")
  write("public/shop/index.html", "shop")
  write("public/artwork/index.html", "artwork")
  write("public/artwork/rexi/index.html", "rexi")
  write("public/static/a.webp", "picture")
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const PAGES = ["/", "/404", "/404.html", "/shop", "/artwork", "/artwork/rexi"]

it("writes each page as <path>.html, which hosts serve at the address without a slash", () => {
  expect(servePagesAsHtmlFiles(root, PAGES)).toBe(3)
  expect(files()).toEqual(["404.html", "artwork.html", "artwork/rexi.html", "index.html", "shop.html", "static/a.webp"].sort())
  for (const page of PAGES.filter(page => page !== "/404")) expect(fs.existsSync(path.join(root, "public", builtHtmlFile(page)))).toBe(true)
  expect(fs.readFileSync(path.join(root, "public", builtHtmlFile("/artwork/rexi")), "utf8")).toBe("rexi")
})

it("puts every page back where Gatsby wrote it before the next build", () => {
  servePagesAsHtmlFiles(root, PAGES)
  restoreForGatsby(root)
  restorePageFolders(root)
  expect(files()).toEqual(
    ["404.html", "404/index.html", "artwork/index.html", "artwork/rexi/index.html", "index.html", "shop/index.html", "static/a.webp"].sort(),
  )
})

it("stops, naming Gatsby's internal, when a page's HTML is not where Gatsby writes it", () => {
  expect(() => servePagesAsHtmlFiles(root, ["/shop", "/nowhere"])).toThrow(
    /public\/nowhere\/index\.html is missing: it is the file of public\/ Gatsby writes a page's HTML to/,
  )
})
