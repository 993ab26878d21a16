/**
 * @jest-environment node
 */
/**
 * The deploy's lane (scripts/ci/lane.ts), on a repository of its own: what changed since the last
 * deployed commit decides, as git tells it, never a commit's message.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { changedSince, lastDeployedCommit, laneFor, onHistoryOf, WORKFLOW_ACTOR } from "../../scripts/ci/lane"

let repository: string
const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, encoding: "utf8" }).trim()
function commit(files: Record<string, string | null>, message = "A change"): string {
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(repository, file)
    if (text === null) fs.rmSync(at)
    else {
      fs.mkdirSync(path.dirname(at), { recursive: true })
      fs.writeFileSync(at, text)
    }
  }
  git("add", "-A")
  git("commit", "--allow-empty", "-q", "-m", message)
  return git("rev-parse", "HEAD")
}
const laneSince = (base: string | undefined) => laneFor(changedSince(base, "HEAD", repository))

beforeEach(() => {
  repository = fs.mkdtempSync(path.join(os.tmpdir(), "lane-"))
  git("init", "-q", "-b", "main")
  git("config", "user.email", "author@example.com")
  git("config", "user.name", "The author")
})
afterEach(() => fs.rmSync(repository, { recursive: true, force: true }))

describe("the lane a deploy takes", () => {
  it("is the content lane when only data/ changed: a news post, then an artwork", () => {
    const deployed = commit({ "src/pages/index.tsx": "home", "data/news/news.json": "[]" })
    commit({ "data/news/news.json": '[{"title":"A comet"}]' }, "Create News post 'A comet'")
    expect(laneSince(deployed)).toBe("content")
    commit({ "data/artwork/comet.jpg": "picture", "data/artwork/artwork.json": "[]" }, "Upload artwork")
    expect(laneSince(deployed)).toBe("content")
  })

  it("is the content lane when nothing changed (the morning's rebuild of what is live)", () => {
    const deployed = commit({ "data/site/site.json": "{}" })
    expect(changedSince(deployed, "HEAD", repository)).toEqual([])
    expect(laneSince(deployed)).toBe("content")
  })

  it("is the code lane when src/ changed, or src/ and data/ together", () => {
    const deployed = commit({ "src/pages/index.tsx": "home", "data/news/news.json": "[]" })
    commit({ "src/pages/index.tsx": "new home" })
    expect(laneSince(deployed)).toBe("code")
    const alsoData = commit({ "data/news/news.json": '["post"]' })
    expect(laneSince(alsoData)).toBe("content")
    commit({ "src/pages/index.tsx": "newer home", "data/news/news.json": '["post", "another"]' })
    expect(laneSince(alsoData)).toBe("code")
  })

  it("is the code lane for a file moved into data/ from elsewhere, and for the lock file, the workflow or a file at the root", () => {
    for (const file of ["package-lock.json", ".github/workflows/deploy.yml", "gatsby-node.ts", "database.json"]) {
      const deployed = commit({ "data/notes.json": "{}" })
      commit({ [file]: `changed ${file}` })
      expect({ file, lane: laneSince(deployed) }).toEqual({ file, lane: "code" })
    }
    // git would list only the new name of a moved file: src/ loses a file here.
    const deployed = commit({ "src/moved.json": '{"a long enough text to be seen as moved": true}' })
    git("mv", "src/moved.json", "data/moved.json")
    git("commit", "-q", "-m", "Move")
    expect(laneSince(deployed)).toBe("code")
  })

  it("is the code lane whatever a commit's message says", () => {
    const deployed = commit({ "data/news/news.json": "[]" })
    commit({ "src/templates/book.tsx": "changed" }, "Update News post 'content only' [content]")
    expect(laneSince(deployed)).toBe("code")
  })

  it("is the code lane when the last deployed commit is unknown or not in this clone", () => {
    commit({ "data/news/news.json": "[]" })
    expect(laneSince(undefined)).toBe("code")
    expect(laneSince("0123456789abcdef0123456789abcdef01234567")).toBe("code")
  })
})

describe("the last deployed commit", () => {
  const answers = (routes: Record<string, unknown>) =>
    (async (url: string | URL | Request) => {
      const key = Object.keys(routes).find(route => String(url).includes(route))
      return key ? new Response(JSON.stringify(routes[key]), { status: 200 }) : new Response("Not Found", { status: 404 })
    }) as typeof fetch

  const bot = { login: WORKFLOW_ACTOR }
  const onMain = (commit: string) => commit !== "a-branch"

  it("is the newest production deployment whose latest status is success, passing over a failed one", async () => {
    const get = answers({
      "deployments?environment=production": [
        { sha: "failed", statuses_url: "https://api.github.com/statuses/3", creator: bot },
        { sha: "live", statuses_url: "https://api.github.com/statuses/2", creator: bot },
        { sha: "older", statuses_url: "https://api.github.com/statuses/1", creator: bot },
      ],
      "statuses/3": [{ state: "failure", creator: bot }],
      "statuses/2": [{ state: "success", creator: bot }],
      "statuses/1": [{ state: "inactive", creator: bot }],
    })
    expect(await lastDeployedCommit("author/chapterverse", "token", "production", get, onMain)).toBe("live")
  })

  it("passes over records this workflow did not make, or made for a commit off main's history", async () => {
    const forger = { login: "the-author" }
    const get = answers({
      "deployments?environment=production": [
        { sha: "forged-record", statuses_url: "https://api.github.com/statuses/4", creator: forger },
        { sha: "forged-status", statuses_url: "https://api.github.com/statuses/3", creator: bot },
        { sha: "a-branch", statuses_url: "https://api.github.com/statuses/2", creator: bot },
        { sha: "live", statuses_url: "https://api.github.com/statuses/1", creator: bot },
      ],
      "statuses/4": [{ state: "success", creator: forger }],
      "statuses/3": [{ state: "success", creator: forger }],
      "statuses/2": [{ state: "success", creator: bot }],
      "statuses/1": [{ state: "success", creator: bot }],
    })
    expect(await lastDeployedCommit("author/chapterverse", "token", "production", get, onMain)).toBe("live")
  })

  it("knows main's history from git: a commit main held, not one only a branch holds", () => {
    const held = commit({ "data/news/news.json": "[]" })
    git("checkout", "-q", "-b", "a-branch")
    const branchOnly = commit({ "src/pages/index.tsx": "a branch's home" })
    git("checkout", "-q", "main")
    commit({ "data/news/news.json": '["post"]' })
    expect([onHistoryOf(held, "HEAD", repository), onHistoryOf(branchOnly, "HEAD", repository), onHistoryOf("0".repeat(40), "HEAD", repository)]).toEqual([
      true,
      false,
      false,
    ])
  })

  it("is none when nothing was deployed yet, and an error when GitHub refuses", async () => {
    expect(await lastDeployedCommit("author/chapterverse", "token", "production", answers({ "deployments?": [] }))).toBeUndefined()
    await expect(lastDeployedCommit("author/chapterverse", "token", "production", answers({}))).rejects.toThrow("GitHub answered 404")
  })
})
