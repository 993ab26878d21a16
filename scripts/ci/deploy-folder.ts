/**
 * The folder a deploy job uploads (docs/hosting.md, "Two lanes"), made by the build jobs after the
 * build and the smoke pass: `deploy/` with the built `public/` and, in `tools/`, the deploy tools'
 * package.json and lock file, nothing else. No server code travels in it: the deploy jobs bundle the
 * Pages Functions from the commit's own `functions/` (.github/workflows/deploy.yml), and refuse an
 * artifact that holds any. A deploy job treats the folder as data: its own script checks the
 * upload's digest, copies out these folders, the tools' files only if their SHA-256s are the ones
 * the workflow pins, and writes the host's settings itself; or it refuses the artifact.
 *
 *   npx tsx scripts/ci/deploy-folder.ts [--out deploy]
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
export const DEPLOY_FOLDER = "deploy"
/** The deploy tools' files the deploy jobs install from (deploy-tools/), in the folder's tools/. */
export const DEPLOY_TOOLS_FILES = ["package.json", "package-lock.json"] as const

/** Makes the deploy folder `out` from the built `publicDir`. */
export function makeDeployFolder({ publicDir = path.join(ROOT, "public"), out = path.join(ROOT, DEPLOY_FOLDER) } = {}): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir} holds no built site: run npm run build first`)
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  fs.cpSync(publicDir, path.join(out, "public"), { recursive: true })
  fs.mkdirSync(path.join(out, "tools"))
  for (const file of DEPLOY_TOOLS_FILES) fs.copyFileSync(path.join(ROOT, "deploy-tools", file), path.join(out, "tools", file))
}

if (require.main === module) {
  const at = process.argv.indexOf("--out")
  try {
    makeDeployFolder(at >= 0 ? { out: path.resolve(process.argv[at + 1]) } : {})
    console.log(`${DEPLOY_FOLDER}/: public/ and the deploy tools' lock file`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
