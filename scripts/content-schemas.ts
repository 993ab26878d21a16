/**
 * `npm run schemas`: writes the JSON Schemas of data/, the editor settings that use them and the
 * content model's reference, docs/content-model.md (gatsby-source-chapterverse's jsonSchemas.ts, through its node.ts). Run it after changing the content model; a unit test fails
 * while the written files and the model disagree.
 */
import fs from "node:fs"
import path from "node:path"
import { generatedModelFiles, SCHEMAS_FOLDER } from "gatsby-source-chapterverse/node"

const root = path.resolve(__dirname, "..")
fs.rmSync(path.join(root, SCHEMAS_FOLDER), { recursive: true, force: true })
for (const [file, text] of generatedModelFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
  console.log(`wrote ${file}`)
}
