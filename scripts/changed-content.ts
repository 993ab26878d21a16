/**
 * A copy of the project with the jobs an author does most (harness/author-changes.ts), done the
 * README's way, built: the site tests and __tests__/changed-content/ then run on it
 * (scripts/test.sh, with SITE_PROJECT_ROOT pointing at it), so a test that pins today's sample
 * content instead of reading data/ fails in CI. The copy starts from the clean build
 * (builtCopyOfProject), so its build is warm; it prints the copy's folder.
 *
 *   SITE_PROJECT_ROOT="$(npx tsx scripts/changed-content.ts)" npx jest --selectProjects changed-content site
 *
 * (`npm run test:changed-content`).
 */
import path from "node:path"
import { changeContent } from "../harness/author-changes"
import { builtCopyOfProject, gatsbyBuild } from "../harness/project-copy"

async function main() {
  const project = await builtCopyOfProject()
  for (const change of await changeContent(path.join(project, "data"))) console.error(`changed-content: ${change}`)
  const { status, output, seconds } = await gatsbyBuild(project)
  if (status !== 0) throw new Error(`gatsby build failed in ${project}:\n${output.slice(-5000)}`)
  console.error(`changed-content: built ${project} in ${Math.round(seconds)} s`)
  console.log(project)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
