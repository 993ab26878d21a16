import { PROJECT_ROOT, SITE_ROOT } from "../../harness/content"

/**
 * The copy with an author's changes (SITE_PROJECT_ROOT, made and built by scripts/changed-content.ts)
 * whose data/ and public/ the changed-content tests read; without it, a stop that says how to make it.
 */
export function changedCopy(): string {
  if (SITE_ROOT === PROJECT_ROOT) {
    throw new Error(
      "These tests read the build of the copy with an author's changes: run them with `npm run test:changed-content`, which makes and builds the copy first.",
    )
  }
  return SITE_ROOT
}
