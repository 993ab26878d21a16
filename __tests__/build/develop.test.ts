import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Browser, Page } from "playwright-core"
import { launchChromium } from "../../support/browser"
import { DATA_DIR, firstBookWith, PROJECT_ROOT, readJson } from "../../support/content"
import { copyOfProject, removeProjectCopy } from "../../support/project-copy"
import { builtPage } from "../../support/site"
import { freePort } from "../../support/static-server"
import { firstChapterPath } from "../../src/routes"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../support/characterQuiz"

jest.setTimeout(300_000)

const QUIZ_FILE = "quiz/character-quiz.json"

/** Resolves once the development server says where it serves the site; rejects if it stops first. */
function developmentServerReady(server: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString("utf8"))
      if (/You can now view/.test(output.join(""))) resolve()
    }
    server.stdout?.on("data", onData)
    server.stderr?.on("data", onData)
    server.on("close", status => reject(new Error(`gatsby develop stopped (exit ${status}) before serving:\n${output.join("").slice(-3000)}`)))
  })
}

/** The first heading of a page as the production build wrote it. */
const builtHeading = (pagePath: string) => builtPage(pagePath).querySelector("h1")?.textContent?.trim()

// `npm run develop` as a maintainer runs it: every page renders (the same first heading as the
// built page), with no error in the console, an island works, and an edit to data/ shows
// without a reload. A fresh copy of the project, started cold as on a clean clone: the
// server's .cache and public/ are its own.
describe("the development server (npm run develop)", () => {
  let project: string
  let server: ChildProcess | undefined
  let browser: Browser | undefined
  let url: string
  beforeAll(async () => {
    project = copyOfProject()
    const port = await freePort()
    url = `http://localhost:${port}`
    // As a maintainer runs it: not Jest's NODE_ENV=test (Gatsby's loaders would read a test
    // configuration), nor CI's CI=true (Gatsby's reporter then never says the server is ready).
    const { NODE_ENV: _jest, CI: _ci, ...environment } = process.env
    server = spawn(path.join(PROJECT_ROOT, "node_modules/.bin/gatsby"), ["develop", "--port", String(port)], {
      cwd: project,
      env: { ...environment, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    await developmentServerReady(server, [])
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    // The server's own worker processes go with it: it leads a process group.
    if (server?.pid) process.kill(-server.pid, "SIGTERM")
    if (project) removeProjectCopy(project)
  })

  /** Opens a page on the development server, collecting console errors and uncaught exceptions. */
  async function open(pagePath: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser!.newPage({ viewport: { width: 375, height: 800 } })
    const errors: string[] = []
    page.on("console", message => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", error => errors.push(error.message))
    await page.goto(url + pagePath, { waitUntil: "networkidle" })
    return { page, errors }
  }

  const withFirstChapter = firstBookWith("a first chapter", book => Boolean(book.firstChapter))
  it.each(["/", firstChapterPath(withFirstChapter.slug), QUIZ_PATH])("renders %s as the build does, without a console error", async pagePath => {
    const { page, errors } = await open(pagePath)
    const expected = builtHeading(pagePath)
    expect(expected).toBeTruthy()
    await page.getByRole("heading", { level: 1, name: expected, exact: true }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it("runs the character quiz to a result, and shows an edit to data/ without a reload", async () => {
    const { page, errors } = await open(QUIZ_PATH)
    const [result] = quizResults
    await answerWith(page, answersLeadingTo(result.character).texts)
    await page.getByRole("heading", { level: 2, name: `Your character: ${result.name}` }).waitFor()
    await page.getByRole("button", { name: "Play again" }).click()

    const quiz = readJson(DATA_DIR, QUIZ_FILE)
    const edited = `${quiz.questions[0].question} (edited)`
    quiz.questions[0].question = edited
    fs.writeFileSync(path.join(project, "data", QUIZ_FILE), `${JSON.stringify(quiz, null, 2)}\n`)
    await page.getByText(edited, { exact: true }).waitFor({ timeout: 60_000 })
    expect(errors).toEqual([])
    await page.close()
  })
})
