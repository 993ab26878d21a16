/**
 * `npm test`'s production build: the project built in a copy at a fixed folder, so that every
 * later build of a copy (the author's changes, the build tests) starts warm from it, with public/
 * and the generated types copied back into the project (buildProjectInCopy in harness/project-copy.ts).
 */
import { buildProjectInCopy } from "../harness/project-copy"

buildProjectInCopy({ print: true }).then(({ status, seconds }) => {
  console.log(`test-build: gatsby build ${status === 0 ? "done" : "failed"} in ${Math.round(seconds)} s`)
  process.exit(status ?? 1)
})
