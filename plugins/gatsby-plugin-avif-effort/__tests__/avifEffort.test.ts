/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { onPreInit } from "../gatsby-node"

/** A transform as gatsby-plugin-sharp's jobs pass it: where to write, and the picture's arguments. */
interface Transform {
  outputPath: string
  args: Record<string, unknown>
}
// The function gatsby-plugin-sharp's image jobs call (its gatsby-worker.js), in Gatsby's own process;
// the package has no types for it.
const { processFile } = jest.requireActual<{ processFile: (file: string, transforms: Transform[], options: Record<string, unknown>) => Promise<unknown> }>(
  "gatsby-plugin-sharp/process-file",
)

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avif-effort-"))
const picture = path.join(folder, "picture.png")

/** Sets the plugin's effort as Gatsby does, through its options. */
const setEffort = (effort: number) => (onPreInit as (args: unknown, options: unknown) => void)({}, { plugins: [], effort })

/** The AVIF gatsby-plugin-sharp writes for a 160 px wide slot of the picture. */
async function gatsbyAvif(name: string): Promise<Buffer> {
  const outputPath = path.join(folder, `${name}.avif`)
  await processFile(picture, [{ outputPath, args: { width: 160, height: 120, toFormat: "avif", quality: 50 } }], { stripMetadata: true })
  return fs.readFileSync(outputPath)
}

beforeAll(async () => {
  // Noise, so that each effort makes a different file: a flat picture encodes the same at every effort.
  const pixels = Buffer.from(Array.from({ length: 320 * 240 * 3 }, (_, index) => (index * 7919) % 251))
  await sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } })
    .png()
    .toFile(picture)
})

afterAll(() => {
  setEffort(4)
  fs.rmSync(folder, { recursive: true, force: true })
})

describe("gatsby-plugin-avif-effort", () => {
  it("sets the effort of the AVIFs gatsby-plugin-sharp makes (its options reach the sharp its jobs use)", async () => {
    setEffort(2)
    const atTwo = await gatsbyAvif("two")
    setEffort(4)
    const atFour = await gatsbyAvif("four")
    setEffort(2)
    expect(await gatsbyAvif("two-again")).toEqual(atTwo)
    expect(atTwo).not.toEqual(atFour)
  })

  it("makes the same file as sharp asked for that effort itself, and leaves an effort given in the call alone", async () => {
    setEffort(2)
    const resized = () => sharp(picture).resize(160, 120)
    const unasked = await resized().avif({ quality: 50 }).toBuffer()
    expect(unasked).toEqual(await resized().avif({ quality: 50, effort: 2 }).toBuffer())
    expect(await resized().avif({ quality: 50, effort: 6 }).toBuffer()).not.toEqual(unasked)
  })
})
