/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { keptForNextBuild, restoreForGatsby } from "../src/gatsbyRuntimeFiles"
import { setAsideUnusedFileOutputs } from "../src/unusedFileOutputs"

const digest = (character: string) => character.repeat(32)

describe("the pictures' outputs no page uses set aside from public/static/ until the next build", () => {
  let root: string
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, path.basename(file))
  }
  const inPublic = (file: string) => path.join(root, "public", file)
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "islands-outputs-"))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("sets aside what no page's data names (a replaced picture, a size no page shows), keeps what one does and webpack's assets, and puts it back", () => {
    const named = [`static/${digest("a")}/1f2e3/portal.avif`, `static/${digest("a")}/portal big.jpg`, `static/${digest("e")}/1f2e3/cover.webp`]
    const notOutputs = ["static/font-0123456789abcdef0123456789abcdef.woff2", "static/notes/readme.txt"]
    const unused = [
      `static/${digest("a")}/9a8b7/portal.avif`,
      `static/${digest("b")}/1f2e3/portal.avif`,
      `static/${digest("b")}/9a8b7/portal.webp`,
      `static/${digest("c")}/old.pdf`,
    ]
    // The page data, where removeGatsbyRuntime keeps it once the pages are built.
    const pageData = {
      "page-data/artwork/page-data.json": { srcSet: `/${named[0]} 200w,\n/${named[0]} 400w`, publicURL: encodeURI(`/${named[1]}`) },
      "page-data/sq/d/1.json": { cover: `https://example.org/${named[2]}` },
    }
    for (const [file, data] of Object.entries(pageData)) {
      fs.mkdirSync(path.dirname(path.join(keptForNextBuild(root), file)), { recursive: true })
      fs.writeFileSync(path.join(keptForNextBuild(root), file), JSON.stringify({ result: { data } }))
    }
    for (const file of [...named, ...notOutputs, ...unused]) write(inPublic(file))

    const setAside = setAsideUnusedFileOutputs(root)

    expect([...named, ...notOutputs].filter(file => !fs.existsSync(inPublic(file)))).toEqual([])
    expect(unused.filter(file => fs.existsSync(inPublic(file)))).toEqual([])
    expect(fs.existsSync(inPublic(`static/${digest("b")}`))).toBe(false)
    expect(fs.existsSync(inPublic(`static/${digest("a")}/9a8b7`))).toBe(false)
    expect(setAside).toEqual({ files: unused.length, bytes: unused.reduce((sum, file) => sum + path.basename(file).length, 0) })

    // Gatsby's job cache counts them as written: the next build finds them where it wrote them.
    restoreForGatsby(root)
    expect([...named, ...notOutputs, ...unused].filter(file => !fs.existsSync(inPublic(file)))).toEqual([])
  })

  it("does nothing without public/static/", () => {
    expect(setAsideUnusedFileOutputs(root)).toEqual({ files: 0, bytes: 0 })
  })
})
