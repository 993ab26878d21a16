/**
 * docs/architecture.md's "Add a collection", followed in a copy of the project as written there:
 * every step fits the code as it is, the copy builds with the new collection's list page and a
 * page each, made from the author's file the recipe writes, the web editor and the sitemap list
 * them, and a wrong entry of the new collection stops the build naming the file, the entry and
 * the field. What the pages must show is read from the recipe's own steps.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { PROJECT_ROOT } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { builtFileOf } from "../../harness/built-site"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { applyRecipe, applyStep, recipeSteps } from "../helpers/docRecipe"

jest.setTimeout(900_000)

const steps = recipeSteps(path.join(PROJECT_ROOT, "docs/architecture.md"), "Add a collection")
/** The recipe's own values: its collection's file and entries, the list page's address, the episode page's folder. */
const dataStep = steps.find(step => step.how === "new" && step.file.startsWith("data/"))
const listPage = steps.find(step => step.how === "new" && step.file.startsWith("src/pages/"))
/** The harness is the tests', not the build's: its steps are checked to fit, not built. */
const forTheTests = (file: string) => file.startsWith("harness/")

describe('docs/architecture.md\'s "Add a collection", followed in a copy of the project', () => {
  let project: string
  beforeAll(async () => {
    project = await builtCopyOfProject()
  })
  afterAll(() => project && removeProjectCopy(project))

  const page = (route: string) => new JSDOM(fs.readFileSync(path.join(project, "public", builtFileOf(route)), "utf8")).window.document
  const entries = () => JSON.parse(dataStep!.code) as Array<{ slug: string; title: string; listenUrl: string }>
  const listPath = () => `/${path.basename(listPage!.file, ".tsx")}`

  it("has a new collection's file, its list page, and steps that fit the code as it is", () => {
    expect(dataStep).toBeDefined()
    expect(listPage).toBeDefined()
    expect(entries().length).toBeGreaterThan(1)
    const harnessSteps = steps.filter(step => forTheTests(step.file))
    expect(harnessSteps.length).toBeGreaterThan(0)
    const harness = new Map<string, string>()
    for (const step of harnessSteps)
      harness.set(step.file, applyStep(step, harness.get(step.file) ?? fs.readFileSync(path.join(PROJECT_ROOT, step.file), "utf8")))
    applyRecipe(steps, project, file => !forTheTests(file))
  })

  it("builds the list page and a page for each entry, listed in the sitemap and the web editor", async () => {
    const result = await gatsbyBuild(project)
    expect({ status: result.status, tail: result.status === 0 ? "" : result.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    const list = page(listPath())
    const links = [...list.querySelectorAll("main a")].map(link => ({ text: link.textContent, href: link.getAttribute("href") }))
    const sitemap = fs.readFileSync(path.join(project, "public/sitemap-0.xml"), "utf8")
    for (const entry of entries()) {
      const route = `${listPath()}/${entry.slug}`
      expect(links).toContainEqual({ text: entry.title, href: route })
      const own = page(route)
      expect(own.querySelector("h1")?.textContent).toBe(entry.title)
      expect(own.querySelector(`main a[href="${entry.listenUrl}"]`)).not.toBeNull()
      expect(sitemap).toContain(`${route}</loc>`)
    }
    const editor = JSON.parse(fs.readFileSync(path.join(project, "public", ADMIN_PATH, "config.json"), "utf8")) as {
      collections: Array<{ files?: Array<{ file: string }>; folder?: string }>
    }
    expect(JSON.stringify(editor.collections)).toContain(dataStep!.file)
  })

  // Gatsby's build compiles without checking types: the recipe's code must also pass the type check
  // the project's own code passes, with the queries' types the build wrote (src/gatsby-types.d.ts).
  it("type-checks, with the tests' route list as its last step leaves it", () => {
    fs.cpSync(path.join(PROJECT_ROOT, "harness"), path.join(project, "harness"), { recursive: true })
    applyRecipe(steps, project, forTheTests)
    // The project's own settings, over what the copy holds of the code (the plugins' tests read fixtures it has not).
    const config = path.join(project, "tsconfig.recipe.json")
    const include = ["./src/**/*", "./gatsby-*.ts", "./gatsby-*.tsx", "./harness/**/*", "./plugins/*/*.ts", "./plugins/*/*.tsx", "./plugins/*/src/**/*"]
    fs.writeFileSync(config, JSON.stringify({ extends: "./tsconfig.json", include }))
    const typecheck = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "node_modules/@typescript/native/bin/tsc"), "--noEmit", "-p", config], {
      cwd: project,
      encoding: "utf8",
    })
    expect({ status: typecheck.status, output: typecheck.stdout + typecheck.stderr }).toEqual({ status: 0, output: "" })
  })

  it("stops the build on a wrong entry of the new collection, naming the file, the entry and the field", async () => {
    const file = path.join(project, dataStep!.file)
    const [first, second, ...rest] = entries()
    const { title: _title, ...untitled } = second
    fs.writeFileSync(file, JSON.stringify([first, untitled, ...rest], null, 2))
    const result = await gatsbyBuild(project)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain(`${dataStep!.file}, entry 2 ("${second.slug}"), field "title"`)
  })
})
