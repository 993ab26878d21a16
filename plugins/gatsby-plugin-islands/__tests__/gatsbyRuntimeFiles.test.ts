/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { BrowserBundlesRecorder, keptForNextBuild, removeGatsbyRuntime, restoreForGatsby } from "../src/gatsbyRuntimeFiles"

// A site folder with what a build leaves in public/: Gatsby's runtime beside the site's own files.
const SITE_FILES = ["index.html", "islands/Gallery-1.js", "static/abc/cover.avif", "static/font-1.woff2", "admin/index.html", "_headers"]
const RUNTIME_FILES = ["app-1.js", "app-1.js.map", "component---src-pages-index-tsx.2.css", "webpack.stats.json", "chunk-map.json", "~partytown/partytown.js"]
const READ_BACK = ["page-data/index/page-data.json", "page-data/sq/d/1.json", "_gatsby/slices/_gatsby-scripts-1.html"]

function siteFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "islands-runtime-"))
  for (const file of [...SITE_FILES, ...RUNTIME_FILES, ...READ_BACK]) {
    fs.mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true })
    fs.writeFileSync(path.join(root, "public", file), file)
  }
  return root
}

const recorderOf = (outputPath: string, files: string[]) => {
  const recorder = new BrowserBundlesRecorder()
  recorder.record(outputPath, files)
  return recorder
}
const filesIn = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .sort()
    : []

describe("Gatsby's runtime taken out of public/", () => {
  let root: string
  beforeEach(() => {
    root = siteFolder()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("leaves the site's own files, keeps what the next build reads back in .cache, and puts it back before that build", () => {
    const recorder = recorderOf(path.join(root, "public"), ["app-1.js", "app-1.js.map", "component---src-pages-index-tsx.2.css"])
    const removed = removeGatsbyRuntime(root, recorder)
    expect(filesIn(path.join(root, "public"))).toEqual([...SITE_FILES].sort())
    expect(filesIn(keptForNextBuild(root))).toEqual([...READ_BACK].sort())
    expect(removed.files).toBe(RUNTIME_FILES.length + READ_BACK.length)
    expect(removed.bytes).toBe([...RUNTIME_FILES, ...READ_BACK].reduce((sum, file) => sum + file.length, 0))

    restoreForGatsby(root)
    expect(filesIn(path.join(root, "public"))).toEqual([...SITE_FILES, ...READ_BACK].sort())
    expect(fs.existsSync(keptForNextBuild(root))).toBe(false)
  })

  // A page that cannot render stops a build after webpack compiled its bundles; the next build's
  // bundles have other names, and the stopped build's must not stay in public/.
  it("takes out too the bundles of an earlier build that stopped before its end", () => {
    recorderOf(path.join(root, "public"), ["app-1.js", "app-1.js.map"])
    const stale = ["app-0.js", "app-0.js.map"]
    for (const file of stale) fs.writeFileSync(path.join(root, "public", file), file)
    recorderOf(path.join(root, "public"), stale)
    removeGatsbyRuntime(root, recorderOf(path.join(root, "public"), ["app-1.js", "app-1.js.map", "component---src-pages-index-tsx.2.css"]))
    expect(filesIn(path.join(root, "public"))).toEqual([...SITE_FILES].sort())
  })

  it("puts back beside what a build that stopped early wrote, keeping that build's files", () => {
    removeGatsbyRuntime(root, recorderOf(path.join(root, "public"), ["app-1.js"]))
    fs.mkdirSync(path.join(root, "public/page-data/sq/d"), { recursive: true })
    fs.writeFileSync(path.join(root, "public/page-data/sq/d/1.json"), "newer")
    restoreForGatsby(root)
    expect(filesIn(path.join(root, "public")).filter(file => READ_BACK.includes(file))).toEqual([...READ_BACK].sort())
    expect(fs.readFileSync(path.join(root, "public/page-data/sq/d/1.json"), "utf8")).toBe("newer")
  })

  it("drops what it kept when public/ is gone, so Gatsby builds every page again instead of trusting a public/ without pages", () => {
    removeGatsbyRuntime(root, recorderOf(path.join(root, "public"), ["app-1.js"]))
    fs.rmSync(path.join(root, "public"), { recursive: true })
    restoreForGatsby(root)
    expect(fs.existsSync(path.join(root, "public"))).toBe(false)
    expect(fs.existsSync(keptForNextBuild(root))).toBe(false)
  })

  it("stops, naming the internal, when Gatsby compiled its bundles elsewhere or none was recorded", () => {
    expect(() => removeGatsbyRuntime(root, recorderOf(path.join(root, "elsewhere"), ["app-1.js"]))).toThrow(
      /not public\/: the output folder of the build-javascript/,
    )
    expect(() => removeGatsbyRuntime(root, new BrowserBundlesRecorder())).toThrow(/No browser bundle of Gatsby's was recorded/)
    expect(filesIn(path.join(root, "public"))).toEqual([...SITE_FILES, ...RUNTIME_FILES, ...READ_BACK].sort())
  })
})

// What the recorder relies on in webpack: a chunk's files are its scripts and stylesheets, their
// source maps are related to them, and what a module emits as an asset (a font the CSS names) is neither.
// A real webpack compile: about a second alone, several on a busy machine (hence the longer timeout).
it("records a compilation's chunk files and their source maps, not the assets its modules emit", async () => {
  const { default: webpack } = await import("webpack")
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "islands-recorder-"))
  try {
    fs.writeFileSync(path.join(folder, "font.woff2"), "font")
    fs.writeFileSync(path.join(folder, "entry.js"), 'import font from "./font.woff2"\nconsole.log(font)\n')
    const recorder = new BrowserBundlesRecorder()
    const compiler = webpack({
      mode: "production",
      context: folder,
      entry: { app: "./entry.js" },
      devtool: "source-map",
      output: { path: path.join(folder, "public"), filename: "[name]-[contenthash].js", assetModuleFilename: "static/[name]-[hash][ext]" },
      module: { rules: [{ test: /\.woff2$/, type: "asset/resource" }] },
      plugins: [recorder],
    })
    await new Promise<void>((resolve, reject) =>
      compiler.run(error => (error ? reject(error) : compiler.close(closed => (closed ? reject(closed) : resolve())))),
    )
    const emitted = filesIn(path.join(folder, "public"))
    expect(emitted.filter(file => file.startsWith("static/font-"))).toHaveLength(1)
    expect(recorder.recorded?.outputPath).toBe(path.join(folder, "public"))
    expect([...(recorder.recorded?.files ?? [])].sort()).toEqual(emitted.filter(file => !file.startsWith("static/")))
    expect(recorder.recorded?.files.map(file => path.extname(file)).sort()).toEqual([".js", ".map"])
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}, 30_000)
