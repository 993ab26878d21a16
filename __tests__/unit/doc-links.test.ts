/**
 * @jest-environment node
 *
 * Every link from one doc to another, or to a file of the repository, leads somewhere: the file is
 * there and, where the link names a heading, the heading is (as GitHub makes its anchor).
 */
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"
import { docText, markdownDocs } from "../helpers/markdownDocs"

/** GitHub's anchor of a heading: lower case, its punctuation gone but hyphens, a hyphen for each space. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-")

/** The anchors of a Markdown file's headings (outside fenced code). */
function anchorsIn(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, "")
  return new Set([...prose.matchAll(/^#{1,6} (.+)$/gm)].map(match => anchorOf(match[1])))
}

/** Each relative link of a doc (not a web address, not in code), with the file it leads to and its anchor. */
function linksIn(file: string): Array<{ link: string; target: string; anchor?: string }> {
  const prose = docText(file)
    .replace(/^```[\s\S]*?^```$/gm, "")
    .replace(/`[^`\n]*`/g, "")
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(match => match[1])
    .filter(link => !/^[a-z]+:/i.test(link))
    .map(link => {
      const [address, anchor] = link.split("#")
      return { link, target: address ? path.posix.normalize(path.posix.join(path.posix.dirname(file), address)) : file, anchor }
    })
}

const links = markdownDocs.flatMap(file => linksIn(file).map(link => ({ file, ...link })))

it("finds the docs' links", () => {
  expect(links.length).toBeGreaterThan(50)
})

it("has every link lead to a file that is there, and to a heading it has", () => {
  const broken = links.filter(({ target, anchor }) => {
    const full = path.join(PROJECT_ROOT, target)
    if (!fs.existsSync(full)) return true
    return anchor !== undefined && target.endsWith(".md") && !anchorsIn(fs.readFileSync(full, "utf8")).has(anchor)
  })
  expect(broken.map(({ file, link }) => `${file}: ${link}`)).toEqual([])
})

it("makes anchors as GitHub does", () => {
  expect(anchorOf("What `npm test` costs")).toBe("what-npm-test-costs")
  expect(anchorOf("Add artwork (the most common job)")).toBe("add-artwork-the-most-common-job")
  expect(anchorOf("Teaching guides, the author's page and school visits")).toBe("teaching-guides-the-authors-page-and-school-visits")
})
