import fs from "node:fs"
import puppeteer, { type KeyInput } from "puppeteer-core"
import type { Engine, EnginePage } from "./engine"

/** Debian's Firefox ESR (apt-get install firefox-esr), over WebDriver BiDi with puppeteer-core. */
export async function launchFirefox(proxyAddress: string): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
  if (!fs.existsSync(executablePath)) throw new Error(`Firefox ESR not found at ${executablePath}: run "apt-get install -y firefox-esr" (or set FIREFOX_PATH)`)
  const [proxyHost, proxyPort] = proxyAddress.split(":")
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    // Release builds take the settings server below only with this set.
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" },
    extraPrefsFirefox: {
      // Everything but this machine goes to the recording proxy (Firefox never proxies localhost).
      "network.proxy.type": 1,
      "network.proxy.http": proxyHost,
      "network.proxy.http_port": Number(proxyPort),
      "network.proxy.ssl": proxyHost,
      "network.proxy.ssl_port": Number(proxyPort),
      // Firefox's own settings service, which it asks at start and now and then (geckodriver's setting).
      "services.settings.server": "data:,#remote-settings-dummy/v1",
    },
  })
  return {
    name: "Firefox ESR",
    version: (await browser.version()).replace(/^firefox\//i, ""),
    close: () => browser.close(),
    async newPage(): Promise<EnginePage> {
      // A context of its own per page: no cookies or storage from the page before.
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      const errors: string[] = []
      page.on("pageerror", error => errors.push(String(error)))
      page.on("console", message => {
        if (message.type() === "error") errors.push(message.text())
      })
      return {
        errors: async () => errors,
        async open(url, size) {
          await page.setViewport(size)
          await page.goto(url, { waitUntil: "load" })
        },
        // puppeteer's types would have the arguments be element handles too; ours are plain data.
        evaluate: (fn, ...args) => page.evaluate(fn as (...params: unknown[]) => unknown, ...args) as never,
        async click(selector) {
          await page.click(selector)
        },
        press: key => page.keyboard.press(key as KeyInput),
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      }
    },
  }
}
