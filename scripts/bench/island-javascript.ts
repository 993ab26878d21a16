/**
 * Each island route's JavaScript, in gzipped bytes, for the build in public/ (or in
 * SITE_PROJECT_ROOT's): what a library upgrade costs a visitor, compared build against build
 * (docs/performance.md, "JavaScript before and after the upgrades"). Seconds; no browser.
 *   npx tsx scripts/bench/island-javascript.ts
 */
import { gzipKb, islandFilesOf, isSwiper, javascriptOf } from "../../harness/javascript-size"
import { ROUTES_TO_CHECK } from "../../harness/built-site"

// Bytes, not javascriptSizeOf's tenths of a KB: an upgrade may move a page by a few hundred bytes.
const bytes = (files: string[]) => Math.round(files.reduce((sum, file) => sum + gzipKb(file) * 1024, 0))

console.log("| Route | Islands | JavaScript, gzip bytes | of which Swiper |\n| --- | --- | --- | --- |")
for (const { path } of ROUTES_TO_CHECK) {
  const files = javascriptOf(path)
  if (files.length === 0) continue
  console.log(`| ${path} | ${Object.keys(islandFilesOf(path)).join(", ")} | ${bytes(files)} | ${bytes(files.filter(isSwiper))} |`)
}
