/**
 * `npm run check`: the build's check of data/ alone, in a second or two instead of a whole
 * build, with the same messages (src/content/validate.ts). Exits with 1 when there is a problem.
 */
import { contentDirectory } from "../src/content/siteSettings"
import { formatProblems, sampleValues, validateContent } from "../src/content/validate"

const dataDir = contentDirectory()
const problems = validateContent(dataDir)
if (problems.length > 0) {
  console.error(formatProblems(problems, "fix them and run npm run check again"))
  process.exit(1)
}
const samples = sampleValues(dataDir)
if (samples.length > 0) console.warn(`Sample values to replace before launch (see docs/content-guide.md):\n  ${samples.join("\n  ")}`)
console.log("The content in data/ is ready to build: no problems found.")
