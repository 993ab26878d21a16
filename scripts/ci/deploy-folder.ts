/**
 * The folder a deploy job uploads (docs/hosting.md, "Two lanes"), made by the build jobs after the
 * build and the smoke pass: `deploy/` with the built `public/`, each Pages Function of `functions/`
 * bundled with what it imports into one plain JavaScript file of its own, and in `tools/` the deploy
 * tools' package.json and lock file, nothing else. A deploy job treats it as data: its own script
 * (.github/workflows/deploy.yml) copies out these folders, the tools' files only if their SHA-256s
 * are the ones the workflow pins, and writes the host's settings itself; or it refuses the artifact.
 *
 *   npx tsx scripts/ci/deploy-folder.ts [--out deploy]
 */
import fs from "node:fs"
import path from "node:path"
import { build } from "esbuild"

const ROOT = path.resolve(__dirname, "..", "..")
export const DEPLOY_FOLDER = "deploy"
/** The deploy tools' files the deploy jobs install from (deploy-tools/), in the folder's tools/. */
export const DEPLOY_TOOLS_FILES = ["package.json", "package-lock.json"] as const

/** Every function's source file under functions/, relative to it. */
function functionFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter(file => /\.ts$/.test(file) && !file.endsWith(".d.ts"))
    .sort()
}

/** Makes the deploy folder `out` from the built `publicDir`; returns the functions' files in it. */
export async function makeDeployFolder({ publicDir = path.join(ROOT, "public"), out = path.join(ROOT, DEPLOY_FOLDER) } = {}): Promise<string[]> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir} holds no built site: run npm run build first`)
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  fs.cpSync(publicDir, path.join(out, "public"), { recursive: true })
  fs.mkdirSync(path.join(out, "tools"))
  for (const file of DEPLOY_TOOLS_FILES) fs.copyFileSync(path.join(ROOT, "deploy-tools", file), path.join(out, "tools", file))
  const sources = functionFiles(path.join(ROOT, "functions"))
  // As the Workers runtime takes them: ES modules, nothing of Node's, every import bundled in.
  await build({
    entryPoints: sources.map(file => path.join(ROOT, "functions", file)),
    outbase: path.join(ROOT, "functions"),
    outdir: path.join(out, "functions"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "warning",
  })
  return sources.map(file => path.join("functions", file.replace(/\.ts$/, ".js")))
}

if (require.main === module) {
  const at = process.argv.indexOf("--out")
  makeDeployFolder(at >= 0 ? { out: path.resolve(process.argv[at + 1]) } : {}).then(
    functions => console.log(`${DEPLOY_FOLDER}/: public/, the deploy tools' lock file and ${functions.length} functions (${functions.join(", ")})`),
    error => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
