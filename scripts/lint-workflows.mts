/**
 * `npm run lint`'s check of the GitHub Actions workflows in .github/workflows/, with GitHub's
 * own workflow parser (@actions/workflow-parser, the one its editor extension uses): the YAML,
 * every key and value against the workflow schema, and the expressions. Exits with 1, naming the
 * file, the line and the problem. An ES module (.mts): the parser is published as one only.
 */
import fs from "node:fs"
import path from "node:path"
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser"

const folder = path.resolve(import.meta.dirname, "..", ".github", "workflows")
const files = fs.readdirSync(folder).filter(name => /\.ya?ml$/.test(name))

async function problemsOf(file: string): Promise<string[]> {
  const relative = path.relative(process.cwd(), file)
  const parsed = parseWorkflow({ name: relative, content: fs.readFileSync(file, "utf8") }, new NoOperationTraceWriter())
  // Each message names the file, the line and the column.
  const messages = parsed.context.errors.getErrors().map(error => error.message)
  if (parsed.value) messages.push(...((await convertWorkflowTemplate(parsed.context, parsed.value)).errors ?? []).map(error => error.Message))
  return [...new Set(messages)]
}

async function main() {
  if (files.length === 0) throw new Error(`No workflow in ${folder}`)
  const problems = (await Promise.all(files.map(name => problemsOf(path.join(folder, name))))).flat()
  if (problems.length > 0) {
    console.error(`The workflows have ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n  ${problems.join("\n  ")}`)
    process.exit(1)
  }
  console.log(`Workflows checked: ${files.join(", ")}`)
}

await main()
