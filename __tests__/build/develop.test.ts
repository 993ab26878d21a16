import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Browser, Page, Request } from "playwright-core"
import { launchChromium } from "../../harness/browser"
import { formatProblem, validateContent } from "gatsby-source-chapterverse/node"
import { DATA_DIR, editJson, firstBookWith, PROJECT_ROOT, readJson } from "../../harness/content"
import { copyOfProject, removeProjectCopy } from "../../harness/project-copy"
import { builtPage } from "../../harness/built-site"
import { freePort } from "../../harness/static-server"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../../src/downloads/generatedFiles"
import { firstChapterPath, PAGES } from "../../src/routes"
import { ARTWORK_PAGE_SIZE, listPages } from "../../src/lists/pagination"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../helpers/characterQuiz"

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

/**
 * Resolves once the page's socket.io connection to the development server is open (the server's
 * "40" packet, which answers the page's joining): the server sends new data through it, when
 * data/ changes, to the pages connected at that moment. Gatsby's client connects by WebSocket,
 * and falls back to long polling after a failed attempt. Listens from before the page opens.
 */
function connectedToDevelopmentServer(page: Page, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The page opened no socket.io connection to the development server in ${timeoutMs / 1000} s`)), timeoutMs)
    const isSocketIo = (address: string) => new URL(address).pathname.startsWith("/socket.io/")
    const joined = (packets: string) => {
      if (!packets.split("\x1e").some(packet => packet.startsWith("40"))) return
      clearTimeout(timer)
      resolve()
    }
    page.on("websocket", socket => {
      if (isSocketIo(socket.url())) socket.on("framereceived", ({ payload }) => joined(String(payload)))
    })
    page.on("response", response => {
      if (isSocketIo(response.url()) && response.request().method() === "GET") response.text().then(joined, () => undefined)
    })
  })
}

/**
 * Whether a page on the development server needs what it asked for to render: the page, its
 * scripts and styles, its data (Playwright's resource types); not its pictures or fonts, nor the
 * server's own connection (socket.io: see connectedToDevelopmentServer).
 */
const neededToRender = (request: Request): boolean =>
  ["document", "script", "stylesheet", "fetch", "xhr"].includes(request.resourceType()) && !new URL(request.url()).pathname.startsWith("/socket.io/")

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
  /** What the server has written to its terminal so far. */
  const terminal: string[] = []
  beforeAll(async () => {
    project = copyOfProject()
    const port = await freePort()
    url = `http://localhost:${port}`
    // As a maintainer runs it: not Jest's NODE_ENV=test (Gatsby's loaders would read a test
    // configuration), nor CI's CI=true (Gatsby's reporter then never says the server is ready).
    // Pictures made as a page asks for them, as on a maintainer's machine: a CI service Gatsby knows
    // by other variables (GITHUB_ACTIONS) would make every one before serving.
    const { NODE_ENV: _jest, CI: _ci, ...environment } = process.env
    server = spawn(path.join(PROJECT_ROOT, "node_modules/.bin/gatsby"), ["develop", "--port", String(port)], {
      cwd: project,
      env: { ...environment, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0", GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    await developmentServerReady(server, terminal)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    // The server's own worker processes go with it: it leads a process group.
    if (server?.pid) process.kill(-server.pid, "SIGTERM")
    if (project) removeProjectCopy(project)
  })

  /**
   * Opens a page on the development server and waits for its first heading (the production
   * build's): the development server renders each page in the browser, from its scripts and its
   * page data, so these have loaded and run by then. Collects what would break the page: uncaught
   * exceptions, console errors, and a failed load of the page, a script, a style sheet or data,
   * with its address. Pictures are not waited for: the development server makes each one when it
   * is first asked for, which a busy machine can put off past any timeout, and the production
   * build's tests check every picture. `connected` resolves once the page can be told of an edit to
   * data/. Never waits for the network to fall quiet.
   */
  async function open(pagePath: string): Promise<{ page: Page; errors: string[]; connected: Promise<void> }> {
    const page = await browser!.newPage({ viewport: { width: 375, height: 800 } })
    // Generous: each is reached only when something is wrong, or when the machine is very busy.
    page.setDefaultTimeout(120_000)
    const errors: string[] = []
    page.on("console", message => {
      // A failed load: named by its address below, if it is one the page needs to render.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text())
    })
    page.on("pageerror", error => errors.push(error.message))
    page.on("response", response => {
      if (response.status() >= 400 && neededToRender(response.request())) errors.push(`${response.status()} for ${response.url()}`)
    })
    const connected = connectedToDevelopmentServer(page, 120_000)
    // Not left unhandled while a test has no need of it.
    connected.catch(() => undefined)
    await page.goto(url + pagePath, { waitUntil: "domcontentloaded" })
    const heading = builtHeading(pagePath)
    expect(heading).toBeTruthy()
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor()
    return { page, errors, connected }
  }

  const withFirstChapter = firstBookWith("a first chapter", book => Boolean(book.firstChapter))
  it.each(["/", firstChapterPath(withFirstChapter.slug), QUIZ_PATH])("renders %s as the build does, without a console error", async pagePath => {
    const { page, errors } = await open(pagePath)
    expect(errors).toEqual([])
    await page.close()
  })

  it("runs the character quiz to a result, and shows an edit to data/ without a reload", async () => {
    const { page, errors, connected } = await open(QUIZ_PATH)
    const [result] = quizResults
    await answerWith(page, answersLeadingTo(result.character).texts)
    await page.getByRole("heading", { level: 2, name: `Your character: ${result.name}` }).waitFor()
    await page.getByRole("button", { name: "Play again" }).click()

    // The server tells the pages connected to it when data/ changes: this one, once it is.
    await connected
    const quiz = readJson(DATA_DIR, QUIZ_FILE)
    const edited = `${quiz.questions[0].question} (edited)`
    quiz.questions[0].question = edited
    fs.writeFileSync(path.join(project, "data", QUIZ_FILE), `${JSON.stringify(quiz, null, 2)}\n`)
    await page.getByText(edited, { exact: true }).waitFor({ timeout: 60_000 })
    expect(errors).toEqual([])
    await page.close()
  })

  // As the author works: a book's title saved as a number is refused with npm run check's own
  // message, the page keeps the last title that passed, and the fix shows without a reload.
  it("checks an edit to data/ as the build does, keeps the last good content, and shows the fix", async () => {
    const book = firstBookWith("a title", candidate => candidate.title)
    const bookFile = path.join(project, "data/books", book.slug, "book.json")
    const { page, connected } = await open(`/${book.slug}`)
    const heading = page.getByRole("heading", { level: 1 })
    const shown = await heading.textContent()
    expect(shown).toContain(book.title)
    await connected

    const good = fs.readFileSync(bookFile, "utf8")
    const said = terminal.join("").length
    fs.writeFileSync(bookFile, good.replace(`"title": ${JSON.stringify(book.title)}`, '"title": 1921'))
    const problems = validateContent(path.join(project, "data"))
    expect(problems.map(problem => problem.field)).toContain("title")
    // Each of the check's problems, word for word (Gatsby's reporter wraps the lines), once the server has checked the edit.
    const words = (text: string) => text.replace(/\s+/g, " ")
    const expected = problems.map(problem => words(formatProblem(problem)))
    const since = () => terminal.join("").slice(said)
    await waitFor(
      () => expected.every(lines => words(since()).includes(lines)),
      60_000,
      () => `the check's message in the terminal; it said:\n${since().slice(-3000)}`,
    )
    const reconnected = connectedToDevelopmentServer(page, 120_000)
    await page.reload({ waitUntil: "domcontentloaded" })
    await page.getByRole("heading", { level: 1, name: shown ?? "", exact: true }).waitFor()
    await reconnected

    const fixed = `${book.title}, Revised`
    fs.writeFileSync(bookFile, good.replace(`"title": ${JSON.stringify(book.title)}`, `"title": ${JSON.stringify(fixed)}`))
    await page.getByRole("heading", { level: 1 }).filter({ hasText: fixed }).waitFor({ timeout: 60_000 })
    expect(since()).toContain("Read and checked data/ again: no problems")
    fs.writeFileSync(bookFile, good)
    await page.close()
  })

  // As the author tidies up with the server running: what she takes away leaves the pages and the
  // files for download, made again from the checked content, with no error and no restart.
  it("takes away a removed artwork, news post and event from the pages and the downloads, without a restart", async () => {
    const data = path.join(project, "data")
    const downloads = () => JSON.parse(fs.readFileSync(path.join(project, GENERATED_FILES_MANIFEST), "utf8")) as GeneratedFile[]
    const said = terminal.join("").length
    const since = () => terminal.join("").slice(said)
    const checkedAgain = async (times: number) =>
      waitFor(
        () => (since().match(/Read and checked data\/ again: no problems/g) ?? []).length >= times,
        60_000,
        () => `the check of the edit to data/; the server said:\n${since().slice(-3000)}`,
      )

    const artworks = readJson(data, "artwork/artwork.json")
    const artwork = artworks.at(-1)
    // The last artwork is on the artwork list's last page.
    const { page, connected } = await open(listPages(PAGES.artwork.path, artworks.length, ARTWORK_PAGE_SIZE).at(-1)!.path)
    await connected
    await page.getByText(artwork.title, { exact: true }).first().waitFor()
    editJson(data, "artwork/artwork.json", items => items.pop())
    fs.rmSync(path.join(data, "artwork", artwork.image))
    await checkedAgain(1)
    await waitFor(
      () => !downloads().some(file => (file.contents ?? []).some(name => name.endsWith(artwork.image))),
      60_000,
      () => `the artwork archive without ${artwork.image}`,
    )
    await page.getByText(artwork.title, { exact: true }).first().waitFor({ state: "detached", timeout: 60_000 })
    await page.close()

    const [post] = fs.readdirSync(path.join(data, "news")).sort()
    const postTitle = fs.readFileSync(path.join(data, "news", post, "post.md"), "utf8").match(/^title:\s*"?(.+?)"?\s*$/m)?.[1]
    if (!postTitle) throw new Error(`data/news/${post}/post.md has no title line`)
    const news = await open(PAGES.news.path)
    await news.connected
    await news.page.getByText(postTitle, { exact: true }).first().waitFor()
    fs.rmSync(path.join(data, "news", post), { recursive: true })
    const event = readJson(data, "events/events.json")[0]
    // The calendar families subscribe to lists every event, past ones too; an event to come also has a file of its own.
    // Read while the server may be making the files again: a file not there yet holds nothing.
    const calendarHolds = (slug: string) =>
      downloads().some(file => {
        const calendar = path.join(project, "public", file.url)
        return file.format === "ICS" && fs.existsSync(calendar) && fs.readFileSync(calendar, "utf8").includes(slug)
      })
    expect(calendarHolds(event.slug)).toBe(true)
    editJson(data, "events/events.json", items => items.shift())
    await checkedAgain(2)
    await waitFor(
      () =>
        fs.existsSync(path.join(project, GENERATED_FILES_MANIFEST)) && !calendarHolds(event.slug) && !downloads().some(file => file.slug.endsWith(event.slug)),
      60_000,
      () => `the calendars without the event ${event.slug}`,
    )
    // The news page no longer lists the post (the development server has no page for it either).
    await news.page.getByText(postTitle, { exact: true }).first().waitFor({ state: "detached", timeout: 60_000 })
    await news.page.close()
    // None of the site's own errors (the downloads', the check's). Gatsby's own, for the removed
    // page's data which the browser asked for, is the development server's way to its 404 page.
    expect(since()).not.toContain("Could not")
  })
})

/** Resolves once `done()` holds, polling; rejects after `timeoutMs`, saying what it waited for. */
async function waitFor(done: () => boolean, timeoutMs: number, waitingFor: () => string): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error(`Waited ${timeoutMs / 1000} s for ${waitingFor()}`)
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}
