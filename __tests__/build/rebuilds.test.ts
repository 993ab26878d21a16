import fs from "node:fs"
import path from "node:path"
import { builtCopyOfProject, cleanBuildIsOf, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(600_000)

// Gatsby rebuilds HTML incrementally, but each page inlines the CSS, the theme's colours and
// the shared script and names its islands' files: a change to any of them alone must reach
// every page. And a page that cannot render stops the build, naming the page. One copy of the
// project, built in turn.
describe("builds of a copy of the project", () => {
  let project: string
  beforeAll(async () => {
    project = await builtCopyOfProject()
  })
  afterAll(() => project && removeProjectCopy(project))

  const build = async () => {
    const result = await gatsbyBuild(project)
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

  // A build first, by this code, unless the clean build the copy starts from is this code's: it may
  // be an older code's (the drill's, or a developer's after editing), and a build after a code
  // change rebuilds every page.
  it("bring a change to a stylesheet alone into every page's HTML on a warm rebuild", async () => {
    if (!cleanBuildIsOf()) await build()
    edit("src/styles/global.css", "--radius: 1rem;", "--radius: 1.0625rem;")
    const rebuilt = await build()
    expect(rebuilt.output).not.toContain("There are no new or changed html files to build")
    for (const page of ["index.html", "shop.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes("--radius:1.0625rem") }).toEqual({ page, updated: true })
    }
  })

  it("bring a change to the theme's colours alone (src/theme.ts) into every page's HTML on a warm rebuild", async () => {
    edit("src/theme.ts", 'ink: "#1d1840",', 'ink: "#1d1841",')
    await build()
    for (const page of ["index.html", "shop.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes("--color-ink:#1d1841;") }).toEqual({ page, updated: true })
    }
  })

  it("bring a change to the browser code alone into every page, and every island file a page names exists", async () => {
    edit("src/browser/sharedPageScript.ts", 'event.key !== "Escape"', 'event.key !== "Escape" && event.key !== "Esc"')
    edit("plugins/gatsby-plugin-islands/src/islandLoader.ts", '"300px 0px"', '"320px 0px"')
    await build()
    for (const page of ["index.html", "shop.html", "videos.html", "book-one-the-discovery.html", "404.html"]) {
      expect({ page, updated: html(page).includes('"Esc"') }).toEqual({ page, updated: true })
    }
    expect(html("videos.html")).toContain('"320px 0px"')
    for (const page of ["index.html", "videos.html", "music.html", "book-one-the-discovery.html"]) {
      const named = [...html(page).matchAll(/"(\/islands\/[^"]+\.js)"/g)].map(match => match[1])
      expect(named.length).toBeGreaterThan(0)
      expect({ page, missing: named.filter(file => !fs.existsSync(path.join(project, "public", file))) }).toEqual({ page, missing: [] })
    }
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
