import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { ISLAND_LOADER_FILE } from "gatsby-plugin-islands/node"
import { bookEntries, PROJECT_ROOT } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { builtFileOf } from "../../harness/built-site"
import { PAGES } from "../../src/routes"

jest.setTimeout(600_000)

// Gatsby renders again only the pages whose data changed (a file read or written from a server
// render would make it render every page), but each page inlines the CSS, the theme's colours
// and the shared script and names its islands' files: a change to any of them alone must reach
// every page. And a page that cannot render stops the build, naming the page. One copy of the
// project, built in turn.
describe("builds of a copy of the project", () => {
  let project: string
  beforeAll(async () => {
    project = await builtCopyOfProject()
  })
  afterAll(() => project && removeProjectCopy(project))

  /** The day, in the machine's time, as Gatsby's `buildTime(formatString: "YYYY-MM-DD")` gives it to the pages that show it. */
  const today = () => new Date().toLocaleDateString("sv")
  let lastBuiltOn: string | undefined
  const build = async (env: Record<string, string> = {}) => {
    lastBuiltOn = today()
    const result = await gatsbyBuild(project, { env })
    expect({ status: result.status, tail: result.status === 0 ? "" : result.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    return result
  }
  const html = (page: string) => fs.readFileSync(path.join(project, "public", page), "utf8")
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(project, file)
    const content = fs.readFileSync(full, "utf8")
    expect(content).toContain(from)
    fs.writeFileSync(full, content.replace(from, to))
  }

  /** Each page's HTML file, by its modification time: Gatsby writes only the pages it renders again. */
  const htmlFiles = () =>
    new Map(
      fs
        .readdirSync(path.join(project, "public"), { recursive: true, encoding: "utf8" })
        .filter(file => file.endsWith(".html") && !file.startsWith("admin"))
        .map(file => [file, fs.statSync(path.join(project, "public", file)).mtimeMs]),
    )
  // As React writes text into a page.
  const asHtmlText = (text: string) =>
    text.replace(/[&<>"']/g, char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char)
  const renderedAgain = async (env: Record<string, string> = {}): Promise<string[]> => {
    const before = htmlFiles()
    const result = await build(env)
    // A file read or written from a server render makes Gatsby render every page on every build.
    expect(result.output).not.toContain("Unsafe builtin")
    return [...htmlFiles()]
      .filter(([file, modified]) => before.get(file) !== modified)
      .map(([file]) => file)
      .sort()
  }

  /** Each file of the copy's data/, by its SHA-256. */
  const dataDigests = () =>
    new Map(
      (fs.readdirSync(path.join(project, "data"), { recursive: true, encoding: "utf8" }) as string[])
        .filter(file => fs.statSync(path.join(project, "data", file)).isFile())
        .map(file => [
          file,
          crypto
            .createHash("sha256")
            .update(fs.readFileSync(path.join(project, "data", file)))
            .digest("hex"),
        ]),
    )

  // A build with every read of data/ traced (harness/trace-data-reads.cjs), and data/'s files as they were before it.
  let traced: { output: string; reads: Array<{ pid: number; file: string }>; dataBefore: Map<string, string> } | undefined
  const tracedBuild = async () => {
    const dataBefore = dataDigests()
    const trace = path.join(project, "data-reads.jsonl")
    fs.rmSync(trace, { force: true })
    const dataDir = path.join(project, "data") + path.sep
    const result = await gatsbyBuild(project, {
      env: {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(PROJECT_ROOT, "harness/trace-data-reads.cjs")}`,
        TRACE_DATA_DIR: dataDir,
        TRACE_DATA_OUT: trace,
      },
    })
    expect({ status: result.status, tail: result.status === 0 ? "" : result.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    const reads = fs
      .readFileSync(trace, "utf8")
      .trim()
      .split("\n")
      .map(line => JSON.parse(line) as { pid: number; file: string })
      .map(read => ({ ...read, file: path.relative(dataDir, read.file).split(path.sep).join("/") }))
    traced = { output: result.output, reads, dataBefore }
  }

  // The copy's first build (builtCopyOfProject keeps it warm: it renders only what changed): the
  // theme reaches every page through the server render's own code, whichever pages Gatsby renders.
  it("bring a change to the theme's colours alone (src/theme.ts) into every page's HTML on a warm rebuild", async () => {
    edit("src/theme.ts", 'ink: "#1d1840",', 'ink: "#1d1841",')
    await build()
    for (const page of ["index.html", "shop.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes("--color-ink:#1d1841;") }).toEqual({ page, updated: true })
    }
  })

  // The events page is rendered by every build: which events are past is decided at the build's time.
  // The home page and the books' pages show the build's day: past midnight since the last build, they
  // are rendered again for it, so a build without the change comes first. The build's environment
  // has a variable the last one's had not, as a new CI runner's has: the server render stays cached.
  it("render again only the pages that show a book's changed synopsis, and the events page, in an environment with a new variable", async () => {
    if (lastBuiltOn !== today()) await build()
    const pages = [...htmlFiles().keys()]
    const [book] = bookEntries
    const sentence = book.synopsis[0].split(/(?<=\.) /)[0]
    const showing = pages.filter(page => html(page).includes(asHtmlText(sentence))).sort()
    expect(showing).toContain(builtFileOf(`/${book.slug}`))
    edit(`data/books/${book.slug}/book.json`, sentence, sentence.replace(/\.$/, ", all in one summer."))
    const rendered = await renderedAgain({ SET_FOR_THIS_BUILD_ONLY: "a new CI runner's variable" })
    expect(rendered).toEqual(expect.arrayContaining(showing))
    expect(rendered.filter(page => !showing.includes(page) && page !== builtFileOf(PAGES.events.path))).toEqual([])
    for (const page of showing) expect({ page, updated: html(page).includes(", all in one summer.") }).toEqual({ page, updated: true })
  })

  it("bring a change to a stylesheet alone into every page's HTML on a warm rebuild", async () => {
    edit("src/styles/global.css", "--radius: 1rem;", "--radius: 1.0625rem;")
    const rebuilt = await build()
    expect(rebuilt.output).not.toContain("There are no new or changed html files to build")
    for (const page of ["index.html", "shop.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes("--radius:1.0625rem") }).toEqual({ page, updated: true })
    }
  })

  it("bring a change to the browser code alone into every page, and every island file a page names exists", async () => {
    edit("src/browser/sharedPageScript.ts", 'sessionStorage.getItem(DISMISSED_KEY) === "yes"', 'sessionStorage.getItem(DISMISSED_KEY) === "yes, for this tab"')
    edit(ISLAND_LOADER_FILE, "{ timeout: 2000 }", "{ timeout: 2500 }")
    const saved = path.join(project, "data/videos/videos.json")
    fs.writeFileSync(saved, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(saved)]))
    await tracedBuild()
    for (const page of ["index.html", "shop.html", "videos.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes('"yes, for this tab"') }).toEqual({ page, updated: true })
    }
    expect(html("videos.html")).toContain("{timeout:2500}")
    for (const page of ["index.html", "videos.html", "music.html", "book-one-the-discovery.html"]) {
      const named = [...html(page).matchAll(/"(\/islands\/[^"]+\.js)"/g)].map(match => match[1])
      expect(named.length).toBeGreaterThan(0)
      expect({ page, missing: named.filter(file => !fs.existsSync(path.join(project, "public", file))) }).toEqual({ page, missing: [] })
    }
  })

  // Traced on the browser code's build, which renders every page anyway.
  // The content plugin's loader reads data/ once a build, site.json too: gatsby-config.ts reads
  // none of it (the manifest, the sitemap and the page script take the settings from their node).
  // Nothing writes into data/: a file saved with a byte-order mark keeps it.
  it("read each file of data/ once, and leave data/ byte for byte as it was, a file saved with a byte-order mark too", () => {
    if (!traced) throw new Error("The browser code's build, which traces the reads of data/, did not run")
    const { output, reads, dataBefore } = traced
    expect(dataDigests()).toEqual(dataBefore)
    expect(output.match(/Read and checked data\/: no problems/g)).toHaveLength(1)
    const count = (file: string) => reads.filter(read => read.file === file).length
    // The first chapters too: the book's node holds its chapter as the loader read it.
    const contentFiles = [...dataBefore.keys()].map(file => file.split(path.sep).join("/")).filter(file => /\.(json|md)$/.test(file))
    expect(contentFiles).toContain("videos/videos.json")
    expect(contentFiles).toEqual(
      expect.arrayContaining(bookEntries.flatMap(book => (book.firstChapter ? [`books/${book.slug}/${book.firstChapter.file}`] : []))),
    )
    expect(contentFiles).toContain("site/site.json")
    expect(contentFiles.map(file => ({ file, reads: count(file) }))).toEqual(contentFiles.map(file => ({ file, reads: 1 })))
  })

  it("stop, naming the page, when a page cannot render", async () => {
    fs.writeFileSync(
      path.join(project, "src/pages/broken-on-purpose.tsx"),
      'export default function BrokenOnPurpose(): JSX.Element {\n  throw new Error("This page fails on purpose")\n}\n',
    )
    const result = await gatsbyBuild(project)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain("/broken-on-purpose")
    expect(result.output).toContain("This page fails on purpose")
  })
})
