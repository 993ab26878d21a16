import type { Browser } from "playwright-core"
import { launchChromium } from "../../harness/browser"
import { PUBLIC_DIR } from "../../harness/built-site"
import { serveFolder, type ServeOptions, type StaticServer } from "../../harness/static-server"

/**
 * For a test file: serves a folder (the build, by default) on a plain local static host (with the
 * options of serveFolder: the build's own headers, say) and
 * starts Debian's Chromium before its tests, and stops both after them. Read `url` and
 * `browser` inside tests, once they have started.
 */
export function servedSite(root: string = PUBLIC_DIR, options: ServeOptions = {}) {
  let server: StaticServer | undefined
  let chromium: Browser | undefined
  beforeAll(async () => {
    server = await serveFolder(root, options)
    chromium = await launchChromium()
  })
  afterAll(async () => {
    await chromium?.close()
    await server?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The site is not served yet: use it inside a test")
    return value
  }
  return {
    get url() {
      return started(server).url
    },
    get browser() {
      return started(chromium)
    },
  }
}
