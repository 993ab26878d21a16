/**
 * @jest-environment node
 *
 * A count in the docs is what its command prints (CONTRIBUTING, "House rules"): a fenced block
 * whose info string is `bash checked` runs from the repository's root, one figure a line it prints,
 * and they must be, in order, the figures of the last column of the table just above it ("27, 1,722"
 * is two). Commands that build or browse are run by the suite itself (`npm test`), not here.
 */
import { execFileSync } from "node:child_process"
import { PROJECT_ROOT } from "../../harness/content"
import { docText, markdownDocs } from "../helpers/markdownDocs"

interface CheckedBlock {
  file: string
  code: string
  /** The figures the table above the block states, in order. */
  stated: number[]
}

/** The figures in a table's last column, in order, as numbers ("**1,722**" is 1722). */
function lastColumnFigures(table: string): number[] {
  const rows = table.split("\n").filter(line => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
  return rows.slice(1).flatMap(row => {
    const cells = row.split(/(?<!\\)\|/).slice(1, -1)
    return (cells.at(-1)?.match(/\d[\d,]*/g) ?? []).map(figure => Number(figure.replace(/,/g, "")))
  })
}

function checkedBlocks(file: string): CheckedBlock[] {
  const text = docText(file)
  return [...text.matchAll(/^```(?:bash|sh) checked\n([\s\S]*?)^```$/gm)].map(match => {
    const before = text.slice(0, match.index)
    const tables = before.match(/(?:^\|.*\|\n)+/gm) ?? []
    return { file, code: match[1], stated: lastColumnFigures(tables.at(-1) ?? "") }
  })
}

const blocks = markdownDocs.flatMap(checkedBlocks)

it("finds the docs' checked commands", () => {
  expect(blocks.length).toBeGreaterThan(0)
})

it.each(blocks.map(block => [block.file, block] as const))("%s: each command prints the figure its table states", (_file, { code, stated }) => {
  const printed = execFileSync("bash", ["-euo", "pipefail", "-c", code], { cwd: PROJECT_ROOT, encoding: "utf8" })
    .split("\n")
    .map(line => line.trim())
    .filter(Boolean)
    .map(Number)
  expect(printed).toEqual(stated)
})

it("reads a table's last column, bold, thousands and pairs alike", () => {
  expect(lastColumnFigures("| What | Count |\n| --- | ---: |\n| a | **65** |\n| b | 27, 1,722 |\n| c \\| d | 3 |")).toEqual([65, 27, 1722, 3])
})
