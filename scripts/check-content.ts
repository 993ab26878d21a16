/**
 * `npm run check`: the build's check of data/ alone, in a second or two instead of a whole
 * build, with the same messages (plugins/gatsby-source-chapterverse/src/validate.ts). Exits with 1 when there is a problem.
 *
 * `npm run check -- --launch` (or LAUNCH_CHECK=1 in the environment) is the launch check: it
 * also exits with 1 while any sample value is left (plugins/gatsby-source-chapterverse/src/samples.ts), listing each by
 * its file, entry and field; without it, the same list is a warning.
 */
import {
  contentDirectory,
  formatProblems,
  formatSampleValues,
  launchCheckRequested,
  sampleValues,
  validateContent,
} from "../plugins/gatsby-source-chapterverse/node"

const launch = process.argv.includes("--launch") || launchCheckRequested()
const dataDir = contentDirectory()
const problems = validateContent(dataDir)
if (problems.length > 0) {
  console.error(formatProblems(problems, "fix them and run npm run check again"))
  process.exit(1)
}
const samples = sampleValues(dataDir)
if (samples.length > 0 && launch) {
  console.error(formatSampleValues(samples, { launch }))
  process.exit(1)
}
if (samples.length > 0) console.warn(formatSampleValues(samples, { launch }))
console.log(
  launch ? "The content in data/ is ready to launch: no problems and no sample values found." : "The content in data/ is ready to build: no problems found.",
)
