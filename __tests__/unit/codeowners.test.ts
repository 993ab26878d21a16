/**
 * .github/CODEOWNERS asks the maintainers to review every change but the author's content: every
 * file git tracks outside data/ is the team's, and data/ and every place the web editor writes
 * (src/admin/cmsConfig.ts) are no one's. With "Require review from Code Owners" on main, a Publish
 * that changes only data/ then needs no one, and nothing else the editor's token pushes merges
 * without a maintainer (docs/hosting.md, "Setting it up"). Its tests take about 0.1 s; the file
 * about 0.9 s in Jest, its imports (the content model, for the editor's configuration) included.
 *
 * The file is read by GitHub's rules for the patterns it uses, and no others:
 * - a line is a pattern and its owners (@org/team, @user or an e-mail address), or a pattern alone,
 *   which leaves what it matches without an owner; a line that starts with # is a comment;
 * - the last line whose pattern matches a path decides its owners;
 * - a leading /, or a / inside the pattern, anchors it to the repository's root; a pattern with no
 *   other / matches at any depth;
 * - a trailing / matches a directory of that name and everything under it; without one, a pattern
 *   matches a file, and, when its last segment has no *, a directory and everything under it too
 *   (GitHub: `docs/*` owns docs/getting-started.md, not docs/build-app/troubleshooting.md);
 * - * matches any characters within one segment, never a /.
 * A pattern with **, ?, [ ], a leading ! or a \ escape, or an owner of another shape, fails the test
 * by name: GitHub skips a line it cannot parse without a word, and a reader that guessed would pass
 * a file GitHub reads otherwise. Teach the reader first, then use the pattern.
 *
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { cmsConfig } from "../../src/admin/cmsConfig"
import { PROJECT_ROOT } from "../../harness/content"

const CODEOWNERS = ".github/CODEOWNERS"
const MAINTAINERS = "@chapterverse/maintainers"

/** What issue 87 names as merging without a maintainer before: each must be the team's. */
const NAMED = [
  "src/admin/signIn/",
  "src/admin/cmsConfig.ts",
  "package.json",
  "package-lock.json",
  "plugins/",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "src/gatsby-node/hosting.ts",
  "src/hosting/",
  "scripts/node-runtime.sh",
  ".ci/run",
  ".npmrc",
  "functions/",
  ".github/workflows/deploy.yml",
  CODEOWNERS,
]

interface Rule {
  owners: string[]
  matches: (file: string) => boolean
}

const OWNER = /^(@[A-Za-z0-9-]+(\/[A-Za-z0-9._-]+)?|[^\s@]+@[^\s@]+\.[^\s@]+)$/
const OUTSIDE_SUBSET = /\*\*|[?[\]\\]|^!/

/** The rules of a CODEOWNERS file, in order; a pattern or owner outside the subset above throws. */
function rulesOf(text: string): Rule[] {
  return text.split("\n").flatMap((raw, index) => {
    const line = raw.trim()
    if (!line || line.startsWith("#")) return []
    const at = `${CODEOWNERS}, line ${index + 1}`
    const [pattern, ...owners] = line.split(/\s+/)
    const outside = OUTSIDE_SUBSET.exec(pattern)
    if (outside || pattern === "/") throw new Error(`${at}: "${pattern}" is outside the patterns this test reads (${outside?.[0] ?? "/"}): see its header`)
    const notOwner = owners.find(owner => !OWNER.test(owner))
    if (notOwner) throw new Error(`${at}: "${notOwner}" is not an owner (@org/team, @user or an e-mail address)`)
    return [{ owners, matches: matcherOf(pattern) }]
  })
}

function matcherOf(pattern: string): (file: string) => boolean {
  const directoryOnly = pattern.endsWith("/")
  const body = pattern.replace(/^\//, "").replace(/\/$/, "")
  const anchored = pattern.startsWith("/") || body.includes("/")
  const segments = body.split("/")
  const literalEnd = !segments.at(-1)!.includes("*")
  const source = segments.map(segment => segment.split("*").map(escapeRegExp).join("[^/]*")).join("/")
  const regex = new RegExp(`${anchored ? "^" : "(^|/)"}${source}$`)
  return file => {
    if (!directoryOnly && regex.test(file)) return true
    if (!directoryOnly && !literalEnd) return false
    // A directory the file is in, from the root down.
    const parts = file.split("/")
    return parts.slice(1).some((_, depth) => regex.test(parts.slice(0, depth + 1).join("/")))
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Who GitHub asks to review a change to `file`: the owners of the last rule that matches it, or no one. */
const ownersOf = (rules: Rule[], file: string): string[] => [...rules].reverse().find(rule => rule.matches(file))?.owners ?? []

const named = (owners: string[]) => (owners.length > 0 ? owners.join(" ") : "no one")

/** A sample of a long list, for a message that names the first few. */
const sample = (files: string[], describe: (file: string) => string) =>
  files.slice(0, 6).map(describe).join(", ") + (files.length > 6 ? `, and ${files.length - 6} more` : "")

interface EditorPlace {
  /** A folder the editor saves entries or pictures into, or a file it saves. */
  place: string
  folder: boolean
  what: string
}

type CmsNode = Record<string, unknown> & { fields?: CmsNode[]; field?: CmsNode; media_folder?: string }
type CmsCollection = CmsNode & { name: string; folder?: string; files?: Array<CmsNode & { file: string }> }

/**
 * Every place the web editor writes, from its configuration: each collection's folder or files, and
 * the media folders (the whole editor's, each collection's, each image field's). Decap reads a media
 * folder that starts with / from the repository's root, any other from the entry's own folder.
 */
function editorPlaces(): EditorPlace[] {
  const config = cmsConfig({ backend: { name: "github", repo: "author/site" } }) as { media_folder: string; collections: CmsCollection[] }
  const places: EditorPlace[] = [{ place: config.media_folder, folder: true, what: "the editor's media_folder" }]
  const mediaOf = (node: CmsNode, entryFolder: string, what: string) => {
    if (typeof node.media_folder === "string") {
      const folder = node.media_folder.startsWith("/") ? node.media_folder.slice(1) : path.posix.join(entryFolder, node.media_folder)
      places.push({ place: path.posix.normalize(folder).replace(/\/$/, ""), folder: true, what: `${what}'s media_folder` })
    }
    for (const field of [...(node.fields ?? []), ...(node.field ? [node.field] : [])]) mediaOf(field, entryFolder, `${what}.${String(field.name)}`)
  }
  for (const collection of config.collections) {
    if (collection.folder) {
      places.push({ place: collection.folder, folder: true, what: `collection ${collection.name}` })
      mediaOf(collection, collection.folder, `collection ${collection.name}`)
    }
    for (const file of collection.files ?? []) {
      places.push({ place: file.file, folder: false, what: `collection ${collection.name}` })
      mediaOf(file, path.posix.dirname(file.file), `collection ${collection.name}`)
    }
  }
  return places
}

/**
 * The files git tracks in the project. In a copy of those files that is not a repository (the defect
 * drill's), the files on disk, less node_modules/ and what .gitignore names: the checks below hold
 * for any file, tracked or not. `safe.directory` lets git read a checkout owned by another user (CI's
 * container runs as root in the runner's checkout).
 */
function trackedFiles(root: string): string[] {
  try {
    return execFileSync("git", ["-c", `safe.directory=${root}`, "ls-files", "-z"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
      .split("\0")
      .filter(Boolean)
  } catch (error) {
    if (!/not a git repository/i.test(String((error as { stderr?: string }).stderr))) throw error
    const ignored = new Set([
      ".git",
      "node_modules",
      ...fs
        .readFileSync(path.join(root, ".gitignore"), "utf8")
        .match(/^\/?[\w.-]+\/?$/gm)!
        .map(name => name.replace(/\//g, "")),
    ])
    const walk = (folder: string): string[] =>
      fs
        .readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter(entry => !ignored.has(entry.name))
        .flatMap(entry => (entry.isDirectory() ? walk(path.posix.join(folder, entry.name)) : entry.isFile() ? [path.posix.join(folder, entry.name)] : []))
    return walk("")
  }
}

/** What in a CODEOWNERS file breaks the rule of this test, one sentence each. */
function problems(text: string, tracked: string[], places: EditorPlace[]): string[] {
  const rules = rulesOf(text)
  const owners = (file: string) => ownersOf(rules, file)
  const theTeamsAlone = (file: string) => owners(file).length === 1 && owners(file)[0] === MAINTAINERS
  const found: string[] = []

  const code = tracked.filter(file => !file.startsWith("data/"))
  const unreviewed = code.filter(file => !theTeamsAlone(file))
  if (unreviewed.length > 0)
    found.push(
      `${unreviewed.length} tracked files outside data/ are not ${MAINTAINERS}'s alone: ${sample(unreviewed, file => `${file} (${named(owners(file))})`)}`,
    )

  for (const name of NAMED) {
    const files = name.endsWith("/") ? code.filter(file => file.startsWith(name)) : code.filter(file => file === name)
    if (files.length === 0) found.push(`${name}: git tracks nothing there; issue 87 names it as code a maintainer reviews`)
    // A file added there later, too (a rule such as /plugins/*.ts would leave it out).
    const notTheTeams = [...(name.endsWith("/") ? [`${name}a-new-folder/a-new-file.ts`] : []), ...files].filter(file => !theTeamsAlone(file))
    if (notTheTeams.length > 0) found.push(`${name} is not ${MAINTAINERS}'s alone: ${sample(notTheTeams, file => `${file} (${named(owners(file))})`)}`)
  }

  const reviewedContent = tracked.filter(file => file.startsWith("data/") && owners(file).length > 0)
  if (reviewedContent.length > 0)
    found.push(
      `${reviewedContent.length} tracked files under data/ wait for a review, so a Publish would: ${sample(reviewedContent, file => `${file} (${named(owners(file))})`)}`,
    )

  for (const { place, folder, what } of places) {
    if (!place.startsWith("data/") && place !== "data") found.push(`the web editor writes ${place} (${what}), outside data/`)
    const written = folder ? [`${place}/a-new-entry.json`, `${place}/a-new-entry/a-picture.webp`] : [place]
    for (const file of written) if (owners(file).length > 0) found.push(`the web editor writes ${file} (${what}), which waits for ${named(owners(file))}`)
  }
  return found
}

const committed = () => fs.readFileSync(path.join(PROJECT_ROOT, CODEOWNERS), "utf8")

describe(".github/CODEOWNERS", () => {
  const tracked = trackedFiles(PROJECT_ROOT)
  const places = editorPlaces()

  it("gives every tracked file outside data/ to the maintainers, and data/ and all the web editor writes to no one", () => {
    expect(tracked.length).toBeGreaterThan(100)
    expect(tracked.some(file => file.startsWith("data/"))).toBe(true)
    expect(problems(committed(), tracked, places)).toEqual([])
  })

  it("finds every place the web editor writes: the collections' folders and files, and the media folders", () => {
    const { collections } = cmsConfig({ backend: { name: "github", repo: "author/site" } }) as { collections: CmsCollection[] }
    expect(places.filter(place => place.what.startsWith("collection") && !place.what.includes("media_folder")).length).toBeGreaterThanOrEqual(
      collections.length,
    )
    expect(places.some(place => place.folder && place.what.includes("media_folder") && place.place !== "data")).toBe(true)
    expect(places.filter(place => !place.place.startsWith("data/") && place.place !== "data")).toEqual([])
  })

  test.each([
    [
      "the * rule removed",
      (text: string) => text.replace(/^\*\s+\S+\n/m, ""),
      /^\d+ tracked files outside data\/ are not @chapterverse\/maintainers's alone: .*\(no one\)/,
    ],
    ["data/ left to the * rule", (text: string) => text.replace(/^\/data\/\n/m, ""), /tracked files under data\/ wait for a review/],
    [
      "data/ listed before *, where * overrides it",
      (text: string) => text.replace(/^(\*\s+\S+\n)(\/data\/\n)/m, "$2$1"),
      /the web editor writes data\/.* which waits for @chapterverse\/maintainers/,
    ],
    [
      "a later rule leaving /plugins/ unowned",
      (text: string) => `${text}/plugins/\n`,
      /^plugins\/ is not @chapterverse\/maintainers's alone: plugins\/.* \(no one\)/,
    ],
    [
      "the author made a second owner of everything",
      (text: string) => text.replace(/^(\*\s+\S+)/m, "$1 @the-author"),
      /^package\.json is not @chapterverse\/maintainers's alone: package\.json \(@chapterverse\/maintainers @the-author\)/,
    ],
    [
      "a wildcard that leaves new plugin folders out",
      (text: string) => `${text}/plugins/\n/plugins/*.ts ${MAINTAINERS}\n`,
      /^plugins\/ is not @chapterverse\/maintainers's alone: plugins\/a-new-folder\/a-new-file\.ts \(no one\)/,
    ],
  ] as const)("a CODEOWNERS with %s fails", (_, change, problem) => {
    const changed = change(committed())
    expect(changed).not.toBe(committed())
    expect(problems(changed, tracked, places)).toContainEqual(expect.stringMatching(problem))
  })

  test.each(["/src/**/signIn/ @chapterverse/maintainers", "*.ts? @chapterverse/maintainers", "!/data/", "/data/ # the author's"])(
    "a line this test cannot read as GitHub does (%s) fails it by name",
    line => {
      expect(() => problems(`${committed()}${line}\n`, tracked, places)).toThrow(
        /CODEOWNERS, line \d+: .* (is outside the patterns this test reads|is not an owner)/,
      )
    },
  )

  // The reader on GitHub's examples (docs: "About code owners"), and on the rules of its header.
  test.each([
    ["*.js", "src/app/index.js", true],
    ["*.js", "src/app/index.ts", false],
    ["apps/", "apps/main.ts", true],
    ["apps/", "src/apps/main.ts", true],
    ["apps/", "apps", false],
    ["/docs/", "docs/build-app/troubleshooting.md", true],
    ["/docs/", "src/docs/index.md", false],
    ["docs/*", "docs/getting-started.md", true],
    ["docs/*", "docs/build-app/troubleshooting.md", false],
    ["docs/*", "src/docs/getting-started.md", false],
    ["/scripts/ci", "scripts/ci/lane.ts", true],
    ["/scripts/ci", "scripts/ci.sh", false],
    ["*", ".github/workflows/deploy.yml", true],
  ] as const)("%s matches %s: %s", (pattern, file, matches) => {
    expect(ownersOf(rulesOf(`${pattern} @octocat`), file)).toEqual(matches ? ["@octocat"] : [])
  })
})
