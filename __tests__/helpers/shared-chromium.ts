/**
 * Jest's global set-up and tear-down for the projects that drive Chromium (jest.config.js): one
 * Chromium for the whole run, started before the first test file, whose address the workers
 * read from CHROMIUM_ENDPOINT and connect to (launchChromium in harness/browser.ts). Each test
 * still works in fresh browser contexts of its own; only the browser's start is shared.
 */
import { chromium, type BrowserServer } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_ENDPOINT_ENV, chromiumPath } from "../../harness/browser"

const shared = globalThis as typeof globalThis & { sharedChromium?: BrowserServer }

export default async function startSharedChromium(): Promise<void> {
  // Once for a run of several projects (site and quality), each of which names this set-up.
  if (shared.sharedChromium) return
  shared.sharedChromium = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  process.env[CHROMIUM_ENDPOINT_ENV] = shared.sharedChromium.wsEndpoint()
}

export async function stopSharedChromium(): Promise<void> {
  await shared.sharedChromium?.close()
  shared.sharedChromium = undefined
}
