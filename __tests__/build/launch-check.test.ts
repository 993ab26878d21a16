/**
 * The launch check, `npm run check -- --launch`, as the author runs it before launch: on the
 * project as it is, it fails and lists every sample value data/ holds today, each by its file,
 * entry and field; on a copy where the author replaced them all, it passes. The samples are found
 * here by their marks (harness/sample-values.ts), apart from the site's own rules. A picture that misses
 * its page's size is a warning, not a sample value: it is named under its own heading, in no line
 * of the list, and the check passes with it (a copy holds one, whatever data/ holds). A build with
 * LAUNCH_CHECK=1 stops with the same list: plugins/gatsby-source-chapterverse/__tests__/gatsby-node.test.ts calls the build's
 * content check with it, and the bad-content builds show that check stopping a real build.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { loadContent, sha256Of, STAND_IN_PICTURES } from "gatsby-source-chapterverse/node"
import { readJson, SITE_ROOT, type Json } from "../../harness/content"
import { copyOfProject, removeProjectCopy } from "../../harness/project-copy"
import { SET_UP_VARIABLES } from "../../src/admin/adminApp"
import { EXAMPLE_DOMAIN, replaceSampleValues, SAMPLE_TEXT } from "../../harness/sample-values"
import { reExportArtworkBelowItsSize } from "../../harness/warned-picture"

jest.setTimeout(120_000)

/** `npm run check -- --launch` in a project folder: its exit status and everything it printed. */
function launchCheck(project: string): { status: number | null; output: string } {
  const run = spawnSync("npm", ["run", "--silent", "check", "--", "--launch"], { cwd: project, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** What the list must say of each sample value of a content folder: the start of its line, and what the line must hold. */
function expectedLines(dataDir: string): Array<{ starts: string; holds: string }> {
  const root = path.dirname(dataDir)
  const shown = (file: string) => path.relative(root, file).split(path.sep).join("/")
  const files = fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" }).map(file => path.join(dataDir, file))
  const lines: Array<{ starts: string; holds: string }> = []
  for (const file of files.filter(name => name.endsWith(".json")).sort()) {
    const json: Json = readJson(dataDir, path.relative(dataDir, file))
    // A file of a list names its entries by their place, counted from 1.
    const entries: Array<{ starts: string; value: Json }> = Array.isArray(json)
      ? json.map((value, index) => ({ starts: `- ${shown(file)} › entry ${index + 1}`, value }))
      : [{ starts: `- ${shown(file)} › `, value: json }]
    for (const { starts, value } of entries) {
      for (const { field, text } of textsIn(value)) {
        if (SAMPLE_TEXT.test(text) || EXAMPLE_DOMAIN.test(text)) lines.push({ starts, holds: `${fieldInItem(field)}: ${JSON.stringify(text)} ` })
      }
      for (const fact of value.sampleFacts ?? []) lines.push({ starts, holds: `› ${fact}: ${JSON.stringify(value[fact])} is a sample fact` })
      if (value.sample === true) lines.push({ starts, holds: `› sample: ${JSON.stringify(value.title)} is a sample event` })
    }
  }
  for (const file of files.filter(name => name.endsWith(".md"))) {
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (SAMPLE_TEXT.test(line) || EXAMPLE_DOMAIN.test(line)) lines.push({ starts: `- ${shown(file)} › line ${index + 1}: `, holds: "" })
      })
  }
  for (const [picture, hash] of Object.entries(STAND_IN_PICTURES)) {
    const file = path.join(root, picture)
    if (fs.existsSync(file) && sha256Of(fs.readFileSync(file)) === hash)
      lines.push({ starts: "- data/", holds: `is still the stand-in picture; save the author's own picture over ${picture} (the same file name)` })
  }
  return lines
}

/**
 * How a line ends the place of a field: by the field inside the innermost item of a list
 * (`› isbn` of `editions[0].isbn`, whose item the line names as `edition 1 ("Paperback")`), or
 * by its path where it is in no list.
 */
const fieldInItem = (field: string): string => {
  const inside = field.slice(field.lastIndexOf("]") + 1).replace(/^\./, "")
  return inside === "" ? "" : `› ${inside}`
}

/** Every text in a JSON value, with its field as the list names it ("editions[0].isbn"). */
function textsIn(value: Json, field = ""): Array<{ field: string; text: string }> {
  if (typeof value === "string") return [{ field, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${field}[${index}]`))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, inner]) => textsIn(inner, field ? `${field}.${name}` : name))
  return []
}

/**
 * The launch check's list in what it printed: the lines under its heading, each a sample value
 * (`- data/…`); and the picture warnings, under their own heading (`Picture 1: data/…`).
 */
function partsOf(output: string): { listed: string[]; pictures: string[] } {
  const lines = output.split("\n")
  const heading = lines.findIndex(line => line.startsWith("The launch check failed: "))
  const after = heading < 0 ? [] : lines.slice(heading + 1)
  const end = after.findIndex(line => !line.startsWith("- "))
  return { listed: end < 0 ? after : after.slice(0, end), pictures: lines.filter(line => /^Picture \d+: /.test(line)) }
}

/**
 * Runs the launch check on a project and checks what it says: the list names every sample value
 * of its data/ (found here by their marks) and nothing else; each picture that data/ warns of, if
 * any, is named apart, under the picture warnings' own heading, and in no line of the list.
 */
async function expectSampleValuesListed(project: string): Promise<{ status: number | null; output: string }> {
  const dataDir = path.join(project, "data")
  const expected = expectedLines(dataDir)
  const run = launchCheck(project)
  const { listed, pictures } = partsOf(run.output)
  expect(run.output).toContain(`The launch check failed: data/ still has ${expected.length} sample value`)
  expect(listed).toHaveLength(expected.length)
  const unlisted = expected.filter(({ starts, holds }) => !listed.some(line => line.startsWith(starts) && line.includes(holds)))
  expect(unlisted).toEqual([])
  // Each says what to do, and names an item of a list by its place counted from 1, not as code (`editions[0]`).
  for (const line of listed) expect(line).toMatch(/; (replace|confirm|save) /)
  expect(listed.filter(line => /\w\[\d+\]/.test(line.split(": ")[0]))).toEqual([])
  // No other line reads as one of the list's.
  expect(run.output.split("\n").filter(line => line.startsWith("- data/"))).toEqual(listed)
  const warnings = await loadContent(dataDir).pictureWarnings()
  expect(pictures).toHaveLength(warnings.length)
  for (const { problem } of warnings) {
    expect(pictures.filter(line => line.includes(`: ${problem}.`))).toHaveLength(1)
    expect(listed.filter(line => line.includes(problem))).toEqual([])
  }
  if (warnings.length > 0) expect(run.output).toContain(`Picture sizes (a warning): ${warnings.length} picture`)
  return run
}

describe("npm run check -- --launch", () => {
  it("fails on the project as it is, listing every sample value of today's data by its file, entry and field, and its picture warnings apart", async () => {
    const { status } = await expectSampleValuesListed(SITE_ROOT)
    expect(status).toBe(1)
  })

  it("lists a picture exported below its page's size apart from the sample values, then passes once the author has replaced every sample value, confirmed every sample fact and saved their own pictures", async () => {
    const project = copyOfProject()
    try {
      // `npm run check` runs scripts/check-content.ts, which a copy for building has no need of.
      fs.cpSync(path.join(SITE_ROOT, "scripts"), path.join(project, "scripts"), { recursive: true })
      const data = path.join(project, "data")
      // An author's valid change, warned of and never refused: the last artwork exported again below its page's size.
      const warned = await reExportArtworkBelowItsSize(data, readJson(data, "artwork/artwork.json").at(-1).slug)
      const before = await expectSampleValuesListed(project)
      expect(before.status).toBe(1)
      expect(partsOf(before.output).pictures).toContainEqual(expect.stringContaining(`: ${warned.warning.problem}.`))

      replaceSampleValues(data)
      expect(expectedLines(data)).toEqual([])
      const { status, output } = launchCheck(project)
      expect(output).toContain("The content in data/ is ready to launch: no problems and no sample values found.")
      // The picture is still warned of, and stops nothing: a warning is not a sample value.
      expect(partsOf(output).pictures).toContainEqual(expect.stringContaining(`: ${warned.warning.problem}.`))
      // The host's settings are the host build's to check (src/gatsby-node/hostSetUp.ts); the author is told so.
      expect(output).toContain(`The host's set-up for the live editor (${SET_UP_VARIABLES.join(", ")}) is checked when the host builds with LAUNCH_CHECK=1.`)
      expect(status).toBe(0)
    } finally {
      removeProjectCopy(project)
    }
  })
})
