import fs from "node:fs"
import path from "node:path"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../support/project-copy"

jest.setTimeout(600_000)

// Gatsby rebuilds HTML incrementally, but the HTML inlines the CSS: a rebuild after a change
// to a stylesheet alone must still bring the new styles into every page.
describe("a change to a stylesheet alone", () => {
  let project: string
  afterAll(() => project && removeProjectCopy(project))

  it("reaches every page's HTML on a warm rebuild", () => {
    project = copyOfProject()
    const first = gatsbyBuild(project)
    expect({ status: first.status, tail: first.status === 0 ? "" : first.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    const stylesheet = path.join(project, "src/styles/global.css")
    fs.writeFileSync(stylesheet, fs.readFileSync(stylesheet, "utf8").replace("--color-ink: #1d1840;", "--color-ink: #1d1841;"))

    const second = gatsbyBuild(project)
    expect({ status: second.status, tail: second.status === 0 ? "" : second.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    expect(second.output).not.toContain("There are no new or changed html files to build")

    for (const page of ["index.html", "shop/index.html", "book-one-the-discovery/index.html", "404.html"]) {
      const html = fs.readFileSync(path.join(project, "public", page), "utf8")
      expect({ page, updated: html.includes("--color-ink:#1d1841") }).toEqual({ page, updated: true })
    }
  })
})
