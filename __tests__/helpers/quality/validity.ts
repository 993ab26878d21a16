import { execFile, spawnSync } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
// The Nu Html Checker that the vnu-jar package installs.
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

export interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}

/**
 * The Nu HTML Checker (vnu-jar, run on Java 11 or later) over the given files in one run.
 * Returns one line per error: file, line and the checker's message.
 */
export async function htmlErrors(files: readonly string[], root: string): Promise<string[]> {
  if (spawnSync("java", ["-version"]).status !== 0)
    throw new Error('Java is needed for the HTML checker (vnu-jar): run "apt-get install -y default-jre-headless"')
  // vnu exits with 1 when it finds errors; its JSON report is on stderr either way.
  const output = await run("java", ["-Xss4m", "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string; message: string }) => {
      if (!error.stderr?.startsWith("{")) throw new Error(`The HTML checker did not run: ${error.message}`)
      return { stderr: error.stderr }
    },
  )
  const { messages } = JSON.parse(output.stderr) as { messages: VnuMessage[] }
  return messages
    .filter(message => message.type !== "info")
    .map(message => `${path.relative(root, decodeURIComponent(new URL(message.url).pathname))}:${message.lastLine ?? "?"}: ${message.message}`)
}
