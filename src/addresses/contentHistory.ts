/**
 * The earlier versions of data/'s entries with addresses, read from git: every version of each
 * book.json and post.md that main's history holds (first parents only, so a draft's saves before
 * its Publish are not counted), oldest first. git is the record of what the site has published:
 * nothing else has to be written down for an old address to keep answering.
 */
import { execFileSync } from "node:child_process"
import { parseFrontMatter } from "gatsby-source-chapterverse"
import { bookEntries, newsPostEntries, type AddressedEntry } from "./addressedEntries"

/** The files of data/ whose entries have addresses, as git pathspecs from data/, with how to read a version of each. */
const ADDRESSED_FILES = [
  { pathspec: "books/*/book.json", entries: (file: string, text: string) => bookEntries(file, JSON.parse(text.replace(/^\uFEFF/, "")) as object) },
  {
    pathspec: "news/*/post.md",
    entries: (file: string, text: string) => {
      const parsed = parseFrontMatter(text)
      return "fields" in parsed ? newsPostEntries(file, (parsed.fields ?? {}) as object) : []
    },
  },
] as const

export type ContentHistory =
  | { known: true; versions: AddressedEntry[][] }
  /** Why the earlier versions are not known: data/ is not in a git repository, or only its last commit is there. */
  | { known: false; why: string; fix: string }

const git = (dataDir: string, args: string[], input?: string) =>
  execFileSync("git", ["-C", dataDir, ...args], { encoding: "utf8", input, maxBuffer: 256 * 1024 * 1024, stdio: ["pipe", "pipe", "ignore"] })

/**
 * Each commit's changed files with addresses, as the entries they held then, oldest first
 * (one version a commit that changed any; an entry a file names is one of them).
 * `upTo`: the last commit to read (HEAD, or the commit the live site was deployed from).
 */
export function contentHistory(dataDir: string, upTo = "HEAD"): ContentHistory {
  let prefix: string
  try {
    if (git(dataDir, ["rev-parse", "--is-shallow-repository"]).trim() === "true")
      return {
        known: false,
        why: "this clone of the repository has only its latest commits, so the addresses of earlier versions of data/ are not known",
        fix: "clone the whole history (actions/checkout's fetch-depth: 0, or git fetch --unshallow)",
      }
    prefix = git(dataDir, ["rev-parse", "--show-prefix"]).trim()
  } catch {
    return {
      known: false,
      why: "data/ is not in a git repository, so the addresses of its earlier versions are not known",
      fix: "build from a clone of the repository",
    }
  }
  const log = git(dataDir, [
    "log",
    "--first-parent",
    "--diff-merges=first-parent",
    "--reverse",
    "--raw",
    "--no-abbrev",
    "--no-renames",
    "--format=commit %H",
    upTo,
    "--",
    ...ADDRESSED_FILES.map(file => file.pathspec),
  ])
  // Each commit's changed files: ":<mode> <mode> <blob> <blob> <status>\t<path>"; a deleted file's new blob is all zeros.
  const commits = log
    .split(/^commit [0-9a-f]+$/m)
    .map(block => [...block.matchAll(/^:\S+ \S+ \S+ ([0-9a-f]+) \S+\t(.+)$/gm)].map(([, blob, path]) => ({ blob, file: path.slice(prefix.length) })))
    .map(changes => changes.filter(change => !/^0+$/.test(change.blob)))
    .filter(changes => changes.length > 0)
  const blobs = readBlobs(dataDir, [...new Set(commits.flat().map(change => change.blob))])
  return {
    known: true,
    versions: commits.map(changes => changes.flatMap(({ blob, file }) => entriesOfVersion(file, blobs.get(blob) ?? ""))),
  }
}

/** The entries one version of a file held. */
function entriesOfVersion(file: string, text: string): AddressedEntry[] {
  const reader = ADDRESSED_FILES.find(kind => file.endsWith(kind.pathspec.split("/").at(-1)!))
  try {
    return reader ? reader.entries(file, text) : []
  } catch {
    // A version that does not read (a half-finished hand edit that was fixed later) names no address.
    return []
  }
}

/** Many blobs' text in one git process. */
function readBlobs(dataDir: string, ids: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>()
  if (ids.length === 0) return texts
  const out = execFileSync("git", ["-C", dataDir, "cat-file", "--batch"], { input: `${ids.join("\n")}\n`, maxBuffer: 256 * 1024 * 1024 })
  let at = 0
  for (const id of ids) {
    const header = out.indexOf(0x0a, at)
    const size = Number(out.subarray(at, header).toString().split(" ")[2])
    texts.set(id, out.subarray(header + 1, header + 1 + size).toString("utf8"))
    at = header + 1 + size + 1
  }
  return texts
}

/**
 * The entries with addresses as one commit holds them (the one the live site was deployed from),
 * or undefined when data/ is not in git or the commit is not there.
 */
export function entriesAt(dataDir: string, commit: string): AddressedEntry[] | undefined {
  try {
    const prefix = git(dataDir, ["rev-parse", "--show-prefix"]).trim()
    // ls-tree takes folders, not patterns: each kind's folder, its files matched against its pattern.
    const parents = ADDRESSED_FILES.map(kind => kind.pathspec.split("/")[0])
    const patterns = ADDRESSED_FILES.map(kind => new RegExp(`^${kind.pathspec.replace(".", "\\.").replace("*", "[^/]+")}$`))
    const files = git(dataDir, ["ls-tree", "-r", "--format=%(objectname) %(path)", "--full-name", commit, "--", ...parents])
      .split("\n")
      .filter(Boolean)
      .map(line => ({ blob: line.slice(0, line.indexOf(" ")), file: line.slice(line.indexOf(" ") + 1 + prefix.length) }))
      .filter(({ file }) => patterns.some(pattern => pattern.test(file)))
    const blobs = readBlobs(
      dataDir,
      files.map(file => file.blob),
    )
    return files.flatMap(({ blob, file }) => entriesOfVersion(file, blobs.get(blob) ?? ""))
  } catch {
    return undefined
  }
}
