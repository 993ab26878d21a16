import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { startEditor, type Editor } from "../../scripts/admin"
import { collections, NewsPost, parseFrontMatter } from "gatsby-source-chapterverse"
import { launchChromium } from "../../harness/browser"
import { editorAnswer, publishNow } from "../../harness/web-editor"
import { PROJECT_ROOT } from "../../harness/content"
import { freePort } from "../../harness/static-server"

jest.setTimeout(300_000)

/** Git in the throwaway repository, its output trimmed. */
const gitIn =
  (repo: string) =>
  (...args: string[]): string =>
    execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

/** A news post's fields (its front matter). */
function fieldsOf(text: string): Record<string, unknown> {
  const post = parseFrontMatter(text)
  if ("problem" in post) throw new Error(`Not a news post: ${JSON.stringify(post.problem)}`)
  return post.fields as Record<string, unknown>
}

// The live site's drafts (Decap's editorial workflow), here against the local proxy in its git mode
// on a throwaway repository holding data/ on main, as the live site's repository does: Save makes
// a draft on a cms/… branch and leaves main, from which the live site deploys, as it was; Publish
// merges the draft into main. On GitHub the same Save opens a pull request, which the deploy
// workflow's preview job deploys (docs/hosting.md, "Drafts and previews"). No build is needed.
describe("the web editor's drafts (editorial workflow)", () => {
  let repo: string | undefined
  let editor: Editor | undefined
  afterAll(async () => {
    await editor?.close()
    if (repo) fs.rmSync(repo, { recursive: true, force: true })
  })

  it("saves an edited news post as a draft on its own branch, leaving main untouched, and Publish merges it into main", async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "editor-drafts-"))
    fs.cpSync(path.join(PROJECT_ROOT, "data"), path.join(repo, "data"), { recursive: true })
    const git = gitIn(repo)
    git("init", "--quiet", "--initial-branch=main")
    git("config", "user.name", "Test author")
    git("config", "user.email", "author@example.invalid")
    git("config", "commit.gpgsign", "false")
    git("add", "data")
    git("commit", "--quiet", "-m", "The site's content")
    const mainBefore = { commit: git("rev-parse", "main"), tree: git("rev-parse", "main^{tree}") }

    const news = collections.find(collection => collection.type === NewsPost)!
    const slug = fs.readdirSync(path.join(repo, "data/news")).find(name => fs.existsSync(path.join(repo!, "data/news", name, "post.md")))
    if (!slug) throw new Error("data/news/ has no post to edit: this test needs one")
    const file = `data/news/${slug}/post.md`
    const before = fieldsOf(fs.readFileSync(path.join(repo, file), "utf8"))
    const summary = "A draft summary, to be checked on the preview before it goes live."
    // Decap names a draft's branch by its collection and its entry's path (<slug>/post here).
    const branch = `cms/${news.name}/${slug}/post`

    editor = await startEditor({ projectRoot: repo, proxyPort: await freePort(), editorPort: await freePort(), drafts: true })
    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      // Decap asks before it publishes.
      page.on("dialog", dialog => void dialog.accept())
      await page.goto(`${editor.url}#/collections/${news.name}`)
      await page.getByRole("button", { name: "Login" }).click()
      await page.getByText(String(before.title)).first().click()
      const field = page.getByLabel("Summary", { exact: true })
      await field.waitFor()
      await field.fill(summary)
      await editorAnswer(page, () => page.getByRole("button", { name: /^save$/i }).click(), "Save")

      // Saved as a draft: main, from which the live site deploys, is as it was, commit and tree.
      expect({ commit: git("rev-parse", "main"), tree: git("rev-parse", "main^{tree}") }).toEqual(mainBefore)
      expect(git("branch", "--list", "cms/*", "--format=%(refname:short)")).toBe(branch)
      expect(fieldsOf(git("show", `${branch}:${file}`))).toEqual({ ...before, summary })
      expect(git("log", "--format=%H", `main..${branch}`).split("\n")).toHaveLength(1)

      // Where the preview's link comes: "Check for Preview" asks the git host for the status (none here).
      await page.getByRole("button", { name: /check for preview/i }).waitFor()
      // Ready, then Publish: the draft joins main.
      await page.getByRole("button", { name: /^status: draft$/i }).click()
      await page.getByRole("menuitem", { name: /ready/i }).click()
      await publishNow(page)
    } finally {
      await browser.close()
    }
    expect(git("rev-list", "--count", `${mainBefore.commit}..main`)).toBe("1")
    expect(fieldsOf(git("show", `main:${file}`))).toEqual({ ...before, summary })
    expect(git("branch", "--list", "cms/*")).toBe("")
  })
})
