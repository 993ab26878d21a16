/**
 * The token jobs' gate (docs/hosting.md, "Jobs, and what each may touch"): the artifact a build job
 * uploaded is data a branch may have written, so nothing of it is run or read as settings. This
 * copies into a fresh folder only what the host serves, `public/` and the bundled Pages Functions
 * (`functions/**.js`), adds the host's settings from the trusted checkout (`wrangler.toml`), and
 * refuses the whole artifact, deploying nothing, if it holds anything else: a hidden file (`.env`,
 * `.npmrc`), a link, `node_modules`, a config file, a function that still imports a module.
 *
 * Node.js alone, no install (Node strips the types):
 *   node deploy-tools/admit-artifact.ts <artifact> <site> <wrangler.toml>
 */
import fs from "node:fs"
import path from "node:path"

/** The folders of a deploy artifact (scripts/ci/deploy-folder.ts makes them) and what each may hold. */
const ADMITTED: Record<string, (file: string) => string | undefined> = {
  public: file => (/^_worker\.js(\/|$)|^_routes\.json$/.test(file) ? "the host would run or route it as server code, which this site never ships" : undefined),
  functions: file => (file.endsWith(".js") ? undefined : "a function is one bundled .js file"),
}

// deploy-folder.ts bundles each function with everything it imports: a module left to resolve would
// be looked up on the deploying machine.
const IMPORTS_A_MODULE = /(?:^|[;\s])import\s*(?:[\w*{][^;]*?\sfrom\s*)?["']|\bimport\s*\(|\brequire\s*\(/m

export interface Admission {
  admitted: string[]
  refused: Array<{ file: string; why: string }>
}

/** What of `artifact` may be deployed and what may not, every file named, relative to it. */
export function judgeArtifact(artifact: string): Admission {
  const admitted: string[] = []
  const refused: Admission["refused"] = []
  const walk = (relative: string): void => {
    const full = path.join(artifact, relative)
    const stat = fs.lstatSync(full)
    const [top, ...rest] = relative.split("/")
    const inside = rest.join("/")
    if (relative && path.basename(relative).startsWith(".")) return void refused.push({ file: relative, why: "a hidden file or folder" })
    if (stat.isSymbolicLink()) return void refused.push({ file: relative, why: "a link, which may point out of the artifact" })
    if (relative.split("/").includes("node_modules")) return void refused.push({ file: relative, why: "installed packages" })
    if (relative && !(top in ADMITTED))
      return void refused.push({ file: relative, why: "not public/ or functions/ (the host's settings come from the workflow)" })
    if (stat.isDirectory())
      return void fs
        .readdirSync(full)
        .sort()
        .forEach(name => walk(relative ? `${relative}/${name}` : name))
    if (!stat.isFile() || !inside) return void refused.push({ file: relative, why: "not a plain file of public/ or functions/" })
    const why =
      ADMITTED[top](inside) ??
      (top === "functions" && IMPORTS_A_MODULE.test(fs.readFileSync(full, "utf8")) ? "it imports a module instead of bundling it" : undefined)
    if (why) refused.push({ file: relative, why })
    else admitted.push(relative)
  }
  walk("")
  if (!admitted.some(file => file === "public/index.html")) refused.push({ file: "public/index.html", why: "missing: the artifact holds no built site" })
  return { admitted, refused }
}

/** Copies what `judgeArtifact` admits into `site` (which must not exist yet) with the trusted `wrangler.toml`; throws on any refusal. */
export function admitArtifact(artifact: string, site: string, settings: string): string[] {
  const { admitted, refused } = judgeArtifact(artifact)
  if (refused.length > 0) {
    throw new Error(
      `The artifact ${artifact} holds what a deploy never uploads, so nothing was deployed:\n` +
        refused.map(({ file, why }) => `  ${file}: ${why}`).join("\n") +
        `\nThe build jobs make it with scripts/ci/deploy-folder.ts: public/ and the bundled functions, nothing else.`,
    )
  }
  fs.mkdirSync(site)
  for (const file of admitted) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.copyFileSync(path.join(artifact, file), path.join(site, file))
  }
  fs.copyFileSync(settings, path.join(site, "wrangler.toml"))
  return admitted
}

if (import.meta.main) {
  const [artifact, site, settings] = process.argv.slice(2)
  if (!artifact || !site || !settings) throw new Error("Usage: node deploy-tools/admit-artifact.ts <artifact> <site> <wrangler.toml>")
  try {
    const admitted = admitArtifact(path.resolve(artifact), path.resolve(site), path.resolve(settings))
    const functions = admitted.filter(file => file.startsWith("functions/"))
    console.log(
      `Admitted ${admitted.length - functions.length} files of public/ and ${functions.length} functions (${functions.join(", ")}), with the trusted wrangler.toml, into ${site}`,
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
