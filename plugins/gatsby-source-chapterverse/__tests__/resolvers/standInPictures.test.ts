/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { IMAGE_EXTENSIONS } from "../../index"
import { isStandInPicture, picturesStillStandIns, sha256Of, STAND_IN_PICTURES } from "../../node"

describe("picturesStillStandIns", () => {
  /** A project folder of its own: one picture still its stand-in, one replaced, and a record naming a third that is missing. */
  function projectWithPictures(): { root: string; record: Record<string, string> } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "stand-ins-"))
    fs.mkdirSync(path.join(root, "data/artwork"), { recursive: true })
    const standIn = Buffer.from("the drawn stand-in")
    fs.writeFileSync(path.join(root, "data/artwork/still-drawn.jpg"), standIn)
    fs.writeFileSync(path.join(root, "data/artwork/replaced.jpg"), Buffer.from("the author's own picture"))
    const record = {
      "data/artwork/still-drawn.jpg": sha256Of(standIn),
      "data/artwork/replaced.jpg": sha256Of(Buffer.from("the stand-in it replaced")),
      "data/artwork/removed.jpg": sha256Of(Buffer.from("a stand-in whose entry is gone")),
    }
    return { root, record }
  }

  it("lists the recorded pictures whose bytes are still the stand-in's, and neither a replaced nor a missing one", () => {
    const { root, record } = projectWithPictures()
    expect(picturesStillStandIns(root, record)).toEqual(["data/artwork/still-drawn.jpg"])
  })

  it("tells one picture, by its absolute path, as File.standIn does for structured data", () => {
    const { root, record } = projectWithPictures()
    fs.writeFileSync(path.join(root, "data/artwork/never-recorded.jpg"), Buffer.from("a picture added later"))
    const standIn = (file: string) => isStandInPicture(path.join(root, "data/artwork", file), root, record)
    expect(["still-drawn.jpg", "replaced.jpg", "removed.jpg", "never-recorded.jpg"].map(standIn)).toEqual([true, false, false, false])
  })

  it("records SHA-256 hashes of pictures in data/, by their path from the project's root", () => {
    for (const [file, hash] of Object.entries(STAND_IN_PICTURES)) {
      expect(file).toMatch(/^data\/[^\\]+$/)
      expect(IMAGE_EXTENSIONS).toContain(path.extname(file))
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
    }
  })
})
