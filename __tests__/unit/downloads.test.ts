/**
 * @jest-environment node
 */
/**
 * The build's downloads (src/downloads/) come out byte for byte the same from the same data, so an
 * unchanged build changes nothing a visitor or a cache sees. The files themselves are checked on
 * the built site (__tests__/site/downloads.test.ts).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readSiteSettings } from "../../src/content/siteSettings"
import { writeGeneratedFiles } from "../../src/downloads/generatedFiles"
import { GENERATORS } from "../../src/downloads/generators"
import { DATA_DIR, fileDigest } from "../../support/content"

const build = async () => {
  const publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "downloads-")), "public")
  const files = await writeGeneratedFiles(GENERATORS, { dataDir: DATA_DIR, publicDir, site: readSiteSettings(DATA_DIR) })
  return { files, digests: files.map(file => fileDigest(path.join(publicDir, "downloads", file.fileName))) }
}

describe("the downloads the build makes", () => {
  it("are the same, byte for byte, when the data is the same", async () => {
    const first = await build()
    const second = await build()
    expect(first.files.length).toBeGreaterThan(0)
    expect(second).toEqual(first)
  }, 60_000)
})
