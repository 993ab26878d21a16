/**
 * No sample value reaches what search engines, catalogues and journalists take from the site
 * (docs/content-guide.md, "Sample values to replace before launch"): the structured data of
 * every page, the metadata of every PDF, the text files of every ZIP. The pages themselves may
 * show a sample, marked as one, until launch. The built files are scanned for the marks
 * (harness/sample-values.ts), whatever data/ holds today.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import { picturesStillStandIns } from "gatsby-source-chapterverse/node"
import { SITE_ROOT } from "../../harness/content"
import { EXAMPLE_DOMAIN, SAMPLE_TEXT } from "../../harness/sample-values"
import { PUBLIC_DIR } from "../../harness/built-site"
import { filesIn } from "../helpers/publicFiles"

const builtFiles = filesIn(PUBLIC_DIR)
const ofKind = (extension: string) => builtFiles.filter(file => file.endsWith(extension))

/** The samples in a text, each as the text around it, to name in a failure. */
function samplesIn(text: string): string[] {
  return [SAMPLE_TEXT, EXAMPLE_DOMAIN].flatMap(mark =>
    [...text.matchAll(new RegExp(mark.source, `${mark.flags}g`))].map(match => text.slice(Math.max(0, match.index - 30), match.index + 30)),
  )
}

const JSON_LD = /<script[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g

describe("no sample value", () => {
  it("in the structured data of any page", () => {
    const blocks = ofKind(".html").flatMap(file =>
      [...fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").matchAll(JSON_LD)].map(([, json]) => ({ file, json })),
    )
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.flatMap(({ file, json }) => samplesIn(json).map(sample => `${file}: …${sample}…`))).toEqual([])
  })

  it("in the structured data of any page: no stand-in picture, in any size", () => {
    // Gatsby writes a picture, and every size made of it, under /static/<MD5 of the picture's bytes>/.
    const standIns = new Map(
      picturesStillStandIns(SITE_ROOT).map(picture => [
        crypto
          .createHash("md5")
          .update(fs.readFileSync(path.join(SITE_ROOT, picture)))
          .digest("hex"),
        picture,
      ]),
    )
    const named = ofKind(".html").flatMap(file =>
      [...fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").matchAll(JSON_LD)].flatMap(([, json]) =>
        [...json.matchAll(/\/static\/([0-9a-f]{32})\//g)].flatMap(([, digest]) => (standIns.has(digest) ? [`${file}: ${standIns.get(digest)}`] : [])),
      ),
    )
    expect(named).toEqual([])
  })

  it("in the metadata of any PDF", () => {
    const pdfs = ofKind(".pdf")
    expect(pdfs.length).toBeGreaterThan(0)
    const found = pdfs.flatMap(file => {
      const pdf = path.join(PUBLIC_DIR, file)
      // The document's information dictionary, and its XMP metadata where it has any.
      const metadata = execFileSync("pdfinfo", [pdf], { encoding: "utf8" }) + execFileSync("pdfinfo", ["-meta", pdf], { encoding: "utf8" })
      return samplesIn(metadata).map(sample => `${file}: …${sample}…`)
    })
    expect(found).toEqual([])
  })

  it("in the names and text files of any ZIP", () => {
    const zips = ofKind(".zip")
    expect(zips.length).toBeGreaterThan(0)
    const found = zips.flatMap(file =>
      Object.entries(unzipSync(fs.readFileSync(path.join(PUBLIC_DIR, file)))).flatMap(([name, data]) => {
        const text = /\.(txt|md|csv|json|html?|xml)$/i.test(name) ? new TextDecoder().decode(data) : ""
        return samplesIn(`${name}\n${text}`).map(sample => `${file} › ${name}: …${sample}…`)
      }),
    )
    expect(found).toEqual([])
  })
})
