import fs from "node:fs"
import { chromium, type Browser } from "playwright-core"

/** Debian's Chromium (installed by .ci/run), driven by playwright-core: nothing is downloaded. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: run "apt-get install -y chromium" (or set CHROMIUM_PATH)`)
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })
}

export const VIEWPORTS = [
  { name: "phone", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 900 },
] as const
