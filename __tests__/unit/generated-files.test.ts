/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { unzipSync } from "fflate"
import { artworkArchive } from "../../src/downloads/artworkArchive"
import { loadContent } from "gatsby-source-chapterverse/node"
import { DOWNLOADS_PATH, type FileGenerator, GENERATED_FILES_MANIFEST, generatedFile, writeGeneratedFiles } from "../../src/downloads/generatedFiles"
import { GENERATORS } from "../../src/downloads/generators"
import { pressKit } from "../../src/downloads/pressKit"
import { writeZip } from "../../src/downloads/zipArchive"
import { copyOfContent, DATA_DIR, editJson, fileDigest, readJson } from "../../harness/content"

const temporaryFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"))

describe("writeZip", () => {
  it("writes the entries in their order, and the same entries make the same bytes", () => {
    const folder = temporaryFolder()
    const entries = [
      { name: "notes.txt", data: new TextEncoder().encode("Rexi was here.\n".repeat(50)) },
      { name: "picture.jpg", data: new Uint8Array([0xff, 0xd8, 1, 2, 3]) },
    ]
    const first = writeZip(path.join(folder, "a.zip"), entries)
    writeZip(path.join(folder, "b.zip"), entries)
    expect(first).toBe(fs.statSync(path.join(folder, "a.zip")).size)
    expect(fs.readFileSync(path.join(folder, "a.zip")).equals(fs.readFileSync(path.join(folder, "b.zip")))).toBe(true)
    const unzipped = unzipSync(fs.readFileSync(path.join(folder, "a.zip")))
    expect(Object.keys(unzipped)).toEqual(["notes.txt", "picture.jpg"])
    expect(Buffer.from(unzipped["picture.jpg"]).equals(Buffer.from(entries[1].data))).toBe(true)
  })

  it("refuses two files of the same name", () => {
    const data = new Uint8Array([1])
    expect(() =>
      writeZip(path.join(temporaryFolder(), "a.zip"), [
        { name: "x.png", data },
        { name: "x.png", data },
      ]),
    ).toThrow("Two files would be saved as x.png")
  })
})

describe("writeGeneratedFiles", () => {
  const content = loadContent(copyOfContent())

  it("starts the downloads folder anew and describes each file with its address and size", async () => {
    const publicDir = temporaryFolder()
    fs.mkdirSync(path.join(publicDir, "downloads"))
    fs.writeFileSync(path.join(publicDir, "downloads", "removed-long-ago.pdf"), "old")
    const note: FileGenerator = context => {
      fs.writeFileSync(path.join(context.outputDir, "a note.txt"), "twelve bytes")
      return [generatedFile(context, { slug: "note", kind: "note", title: "A note", fileName: "a note.txt", format: "PDF" })]
    }
    const files = await writeGeneratedFiles([note], { content, publicDir })
    expect(files).toEqual([expect.objectContaining({ slug: "note", url: `${DOWNLOADS_PATH}/a%20note.txt`, bytes: 12 })])
    expect(fs.readdirSync(path.join(publicDir, "downloads"))).toEqual(["a note.txt"])
  })

  it("refuses two files with the same slug", async () => {
    const twice: FileGenerator = context => {
      fs.writeFileSync(path.join(context.outputDir, "x.pdf"), "x")
      return [1, 2].map(() => generatedFile(context, { slug: "x", kind: "x", title: "X", fileName: "x.pdf", format: "PDF" }))
    }
    await expect(writeGeneratedFiles([twice], { content, publicDir: temporaryFolder() })).rejects.toThrow("Two generated downloads are both called x")
  })

  // In `gatsby develop` an edit to data/ makes them again while the develop test (or a visitor) reads
  // them: once the test read the manifest half-written ('Unexpected end of JSON input'). A reader on
  // another thread reads the manifest and a download in a loop while they are made again, 20 times and
  // until it has read them 200 times: each read finds them whole, the old or the new. Written in place
  // (the manifest) or after emptying the folder (the downloads), it finds them cut short or gone.
  it("are never found half-written or missing while they are made again", async () => {
    const root = temporaryFolder()
    const publicDir = path.join(root, "public")
    const size = 2_000_000
    const big: FileGenerator = context => {
      fs.writeFileSync(path.join(context.outputDir, "big.pdf"), Buffer.alloc(size, 0x41))
      // A manifest of some length: its write takes several system calls.
      return Array.from({ length: 400 }, (_, n) =>
        n === 0
          ? generatedFile(context, { slug: "big", kind: "big", title: "Big", fileName: "big.pdf", format: "PDF" })
          : { slug: `entry-${n}`, kind: "x", title: "An entry ".repeat(20), url: "/x", fileName: `x${n}`, format: "PDF" as const, bytes: n },
      )
    }
    await writeGeneratedFiles([big], { content, publicDir })
    // [stop, reads]: the writer says when to stop, the reader counts its reads.
    const shared = new Int32Array(new SharedArrayBuffer(8))
    const reader = new Worker(
      `const fs = require("node:fs")
      const { parentPort, workerData: { manifest, download, size, shared } } = require("node:worker_threads")
      const problems = []
      while (Atomics.load(shared, 0) === 0) {
        try { JSON.parse(fs.readFileSync(manifest, "utf8")) } catch (error) { problems.push("the manifest: " + error.message.replace(/ (at|in JSON at) position .*/, "")) }
        try { if (fs.readFileSync(download).length !== size) problems.push("the download: cut short") } catch (error) { problems.push("the download: " + error.code) }
        Atomics.add(shared, 1, 1)
      }
      parentPort.postMessage([...new Set(problems)])`,
      { eval: true, workerData: { manifest: path.join(root, GENERATED_FILES_MANIFEST), download: path.join(publicDir, "downloads", "big.pdf"), size, shared } },
    )
    const problems = new Promise<string[]>(resolve => reader.once("message", resolve))
    for (let round = 0; round < 20 || Atomics.load(shared, 1) < 200; round++) await writeGeneratedFiles([big], { content, publicDir })
    Atomics.store(shared, 0, 1)
    expect(await problems).toEqual([])
    await reader.terminate()
    // Nothing of the work is left beside them.
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual([path.basename(GENERATED_FILES_MANIFEST)])
  })
})

describe("the artwork archive", () => {
  it("holds exactly the originals of artwork.json, in its order, byte for byte, and follows an added artwork", async () => {
    const dataDir = copyOfContent()
    const first = readJson(dataDir, "artwork/artwork.json")[0]
    fs.copyFileSync(path.join(dataDir, "artwork", first.image), path.join(dataDir, "artwork", "added-picture.jpg"))
    editJson(dataDir, "artwork/artwork.json", items => items.push({ ...first, slug: "added-picture", image: "added-picture.jpg" }))
    const publicDir = temporaryFolder()
    const [archive] = await writeGeneratedFiles([artworkArchive], { content: loadContent(dataDir), publicDir })
    const artworks: Array<{ image: string }> = readJson(dataDir, "artwork/artwork.json")
    const unzipped = unzipSync(fs.readFileSync(path.join(publicDir, archive.url)))
    expect(Object.keys(unzipped)).toEqual(artworks.map(artwork => artwork.image))
    expect(archive.contents).toEqual(artworks.map(artwork => artwork.image))
    for (const artwork of artworks) {
      expect(Buffer.from(unzipped[artwork.image]).equals(fs.readFileSync(path.join(dataDir, "artwork", artwork.image)))).toBe(true)
    }
    expect(archive.bytes).toBe(fs.statSync(path.join(publicDir, archive.url)).size)
  })
})

describe("the press kit's text", () => {
  /** The kit's text files, made from a copy of data/ whose site settings have these values. */
  async function kitText(settings: { authorName: string; siteUrl: string; contactEmail: string }): Promise<string> {
    const dataDir = copyOfContent()
    editJson(dataDir, "site/site.json", site => Object.assign(site, settings))
    const publicDir = temporaryFolder()
    const [kit] = await writeGeneratedFiles([pressKit], { content: loadContent(dataDir), publicDir })
    const unzipped = unzipSync(fs.readFileSync(path.join(publicDir, kit.url)))
    return Object.entries(unzipped)
      .filter(([name]) => name.endsWith(".txt"))
      .map(([, data]) => new TextDecoder().decode(data))
      .join("\n")
  }

  it("names the author, the site and the contact address once they are real", async () => {
    const text = await kitText({ authorName: "Ada Quill", siteUrl: "https://www.chapterverse.co.uk", contactEmail: "press@chapterverse.co.uk" })
    for (const value of ["Ada Quill", "https://www.chapterverse.co.uk", "Press enquiries: press@chapterverse.co.uk"]) expect(text).toContain(value)
  })

  it("says they are to come while they are samples, and never gives a sample", async () => {
    const text = await kitText({ authorName: "SAMPLE-Author Name", siteUrl: "https://www.chapterverse.example", contactEmail: "hello@chapterverse.example" })
    expect(text).not.toMatch(/SAMPLE-|\.example\b/)
    for (const value of ["The author's name: to come", "The website's address: to come", "Press enquiries: the address is to come"])
      expect(text).toContain(value)
  })
})

// Every generator (the PDFs carry a fixed date, the ZIPs fixed entry dates): an unchanged build
// changes nothing a visitor or a cache sees. The files themselves are checked on the built site
// (__tests__/site/downloads.test.ts).
describe("every download the build makes", () => {
  const build = async () => {
    const publicDir = path.join(temporaryFolder(), "public")
    const files = await writeGeneratedFiles(GENERATORS, { content: loadContent(DATA_DIR), publicDir })
    return { files, digests: files.map(file => fileDigest(path.join(publicDir, DOWNLOADS_PATH, file.fileName))) }
  }

  it("is the same, byte for byte, when the data is the same", async () => {
    const first = await build()
    expect(first.files.length).toBeGreaterThan(GENERATORS.length)
    expect(await build()).toEqual(first)
  }, 60_000)
})
