/**
 * Writes the web editor into a folder: its page, its start-up scripts (src/admin/browser/),
 * the configuration written from the content model (config.json) and Decap CMS itself, served
 * from the site rather than a CDN, in a folder named by its version so that its files can be
 * cached for good. The build writes it to public/admin/; `npm run admin` serves it locally
 * against the working copy.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { themeStylesheet } from "../theme"
import { cmsConfig, type CmsBackend } from "./cmsConfig"
import { previewBundle } from "./preview/bundle"
import { SIGN_IN_PATH } from "./signIn/githubSignIn"

export const ADMIN_PATH = "/admin"

/** Where Decap CMS looks for its local proxy (decap-server) when the editor runs on the author's computer. */
export const LOCAL_PROXY_PORT = 8081

// From the project folder: Gatsby runs gatsby-node.ts compiled into .cache/.
const BROWSER_FILES = path.resolve("src/admin/browser")

/**
 * The git host the live site's editor saves to, from the host's environment (docs/hosting.md).
 * It signs in through the site's own functions (SIGN_IN_PATH), except on Netlify, whose own
 * sign-in Decap uses when no `auth_endpoint` is given.
 */
export function liveBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend["backend"] {
  return {
    name: env.CMS_BACKEND ?? "github",
    repo: env.CMS_REPO ?? "your-account/your-repository",
    branch: env.CMS_BRANCH ?? "main",
    ...(env.NETLIFY === "true" ? {} : { auth_endpoint: SIGN_IN_PATH.slice(1) }),
  }
}

/**
 * The host's settings the live editor needs: where it saves, and the GitHub OAuth app it signs in
 * with (Netlify signs in by itself). Set-up steps, not sample values: the launch check stops a
 * build on a missing one (src/gatsby-node/hostSetUp.ts); docs/hosting.md gives each step.
 */
const SET_UP = [
  {
    variable: "CMS_REPO",
    neededOn: () => true,
    why: (env: NodeJS.ProcessEnv) =>
      `so the editor would save to "${liveBackend(env).repo}": set it to the site's GitHub repository (owner/name) in the host's build settings (docs/hosting.md, "Signing in to the web editor").`,
  },
  {
    variable: "CMS_GITHUB_CLIENT_ID",
    neededOn: (env: NodeJS.ProcessEnv) => env.NETLIFY !== "true",
    why: () =>
      `so nobody can sign in to the editor on the live site: create the GitHub OAuth app and add its client id and secret (docs/hosting.md, "Signing in to the web editor", steps 1 to 4).`,
  },
] as const

/** The names of those settings, for the launch check's own words. */
export const SET_UP_VARIABLES = SET_UP.map(setting => setting.variable)

/** What the host's build environment still lacks for the live editor, a step each. */
export function editorSetUpSteps(env: NodeJS.ProcessEnv = process.env): string[] {
  return SET_UP.filter(setting => setting.neededOn(env) && !env[setting.variable]).map(setting => `${setting.variable} is not set, ${setting.why(env)}`)
}

/** Decap CMS's browser files (the main script and the parts it loads when needed), and the folder they go in. */
function decapFiles(): { folder: string; files: string[] } {
  // Resolved from the project: Gatsby's compiled gatsby-node has no require.resolve of its own.
  const main = createRequire(path.resolve("package.json")).resolve("decap-cms/dist/decap-cms.js")
  const { version } = JSON.parse(fs.readFileSync(path.resolve(path.dirname(main), "../package.json"), "utf8")) as { version: string }
  const dist = path.dirname(main)
  const files = fs
    .readdirSync(dist)
    .filter(name => /^(\d+\.)?decap-cms\.js$/.test(name))
    .map(name => path.join(dist, name))
  return { folder: `decap-cms-${version}`, files }
}

/**
 * The YAML library the site reads a news post's fields with (the `yaml` package, a dependency),
 * in its build for browsers: ES modules that import only each other, in a folder named by its
 * version. The editor writes a post back with it (editor-text.js's frontMatterFormat).
 */
function yamlFiles(): { folder: string; dist: string; modules: string[] } {
  const root = path.dirname(createRequire(path.resolve("package.json")).resolve("yaml/package.json"))
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }
  const dist = path.join(root, "browser", "dist")
  return { folder: `yaml-${version}`, dist, modules: moduleGraph(dist, "index.js") }
}

/** The modules `entry` imports, and those they import, as paths from `folder`: what the page loads, and nothing else. */
function moduleGraph(folder: string, entry: string, found = new Set<string>()): string[] {
  found.add(entry)
  const code = fs.readFileSync(path.join(folder, entry), "utf8")
  for (const [, , from] of code.matchAll(/^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*(["'])(\.{1,2}\/[^"']+)\1/gm)) {
    const module = path.posix.join(path.posix.dirname(entry), from)
    if (!found.has(module)) moduleGraph(folder, module, found)
  }
  return [...found]
}

/** A script of the page: a classic one runs at once, a module and a deferred one after the page is read, in their order. */
interface PageScript {
  src: string
  as?: "module" | "defer"
  /** Its data-* attributes: a file it loads, which the page names for it. */
  data?: Record<string, string>
}

const page = (scripts: readonly PageScript[]): string => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>The content editor needs JavaScript. The site itself does not.</noscript>
${scripts
  .map(
    ({ src, as, data = {} }) =>
      `    <script${as === "module" ? ' type="module"' : as === "defer" ? " defer" : ""} src="${src}"${Object.entries(data)
        .map(([name, value]) => ` data-${name}="${value}"`)
        .join("")}></script>`,
  )
  .join("\n")}
  </body>
</html>
`

export function writeAdminApp(outDir: string, backend: CmsBackend): void {
  const decap = decapFiles()
  // A fresh folder each build: Gatsby keeps public/ between builds, and a start-up script of an
  // earlier build, named by its old content, would stay behind.
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(path.join(outDir, decap.folder), { recursive: true })
  for (const file of decap.files) fs.copyFileSync(file, path.join(outDir, decap.folder, path.basename(file)))
  const yaml = yamlFiles()
  for (const module of yaml.modules) {
    fs.mkdirSync(path.dirname(path.join(outDir, yaml.folder, module)), { recursive: true })
    fs.copyFileSync(path.join(yaml.dist, module), path.join(outDir, yaml.folder, module))
  }
  // The start-up scripts are named by their content, like every other script the site serves.
  const written = (name: string, text: string | Buffer) => {
    const hashed = name.replace(/\.(js|css)$/, `-${crypto.createHash("sha256").update(text).digest("hex").slice(0, 12)}.$1`)
    fs.writeFileSync(path.join(outDir, hashed), text)
    return hashed
  }
  const [manualInit, editorText, start] = ["manual-init.js", "editor-text.js", "admin.js"].map(name =>
    written(name, fs.readFileSync(path.join(BROWSER_FILES, name))),
  )
  // The YAML library, for admin.js, which is deferred so that it runs after this module.
  const editorYaml = written(
    "editor-yaml.js",
    `import { parseDocument, stringify } from "./${yaml.folder}/index.js"\nwindow.editorYaml = { parseDocument, stringify }\n`,
  )
  // The preview pane's script and styles (src/admin/preview/): the site's components and CSS, the
  // theme's colours first as every page's head has them. The script registers both before admin.js
  // starts Decap, the stylesheet by the name the page gives it.
  const preview = previewBundle()
  const previewStyle = written("editor-preview.css", `${themeStylesheet}\n${preview.style}`)
  const previewScript = written("editor-preview.js", preview.script)
  fs.writeFileSync(
    path.join(outDir, "index.html"),
    page([
      { src: manualInit },
      { src: `${decap.folder}/decap-cms.js` },
      { src: editorText },
      { src: editorYaml, as: "module" },
      { src: previewScript, as: "defer", data: { "preview-style": `./${previewStyle}` } },
      { src: start, as: "defer" },
    ]),
  )
  fs.writeFileSync(path.join(outDir, "config.json"), `${JSON.stringify(cmsConfig(backend), null, 2)}\n`)
}
