/**
 * Bundles the editor's previews (previews.tsx) for the browser with esbuild, at build time: the
 * site's components with their React, their CSS modules as the site's build scopes them
 * (esbuild's local-css), "gatsby" answered by a stand-in (gatsby.tsx). The script and its styles
 * come back as text, for writeAdminApp to name by their content. Build-time code only.
 */
import path from "node:path"
import { buildSync } from "esbuild"

// From the project folder, as adminApp.ts finds the editor's other files.
const PREVIEW_FILES = path.resolve("src/admin/preview")

export function previewBundle(): { script: string; style: string } {
  const result = buildSync({
    entryPoints: [path.join(PREVIEW_FILES, "previews.tsx")],
    bundle: true,
    write: false,
    outdir: "editor-preview",
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    loader: { ".module.css": "local-css", ".css": "css" },
    alias: { gatsby: path.join(PREVIEW_FILES, "gatsby.tsx") },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  })
  const output = (extension: string) => {
    const file = result.outputFiles.find(candidate => candidate.path.endsWith(extension))
    if (!file) throw new Error(`The editor's preview bundle has no ${extension} file`)
    return file.text
  }
  return { script: output(".js"), style: output(".css") }
}
