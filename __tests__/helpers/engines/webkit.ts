import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import { Builder, By, Key as SeleniumKey, type WebDriver } from "selenium-webdriver"
import { freePort, SCRIPT_ERRORS_FILE } from "../../../harness/static-server"
import type { Engine, EnginePage, Key } from "./engine"

const WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver"
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
const KEYS: Record<Key, string> = { Escape: SeleniumKey.ESCAPE, ArrowRight: SeleniumKey.ARROW_RIGHT, Tab: SeleniumKey.TAB }

/**
 * WebKitGTK, Safari's engine, from Debian's packages (apt-get install webkit2gtk-driver xvfb):
 * its MiniBrowser in a virtual X display, driven over classic WebDriver by WebKitWebDriver
 * with selenium-webdriver.
 */
export async function launchWebKit(proxyAddress: string): Promise<Engine> {
  for (const [file, fix] of [
    [WEBDRIVER, "apt-get install -y webkit2gtk-driver (or set WEBKIT_WEBDRIVER_PATH)"],
    [MINIBROWSER, "apt-get install -y webkit2gtk-driver (or set WEBKIT_MINIBROWSER_PATH)"],
  ]) {
    if (!fs.existsSync(file)) throw new Error(`${file} not found: run "${fix}"`)
  }
  const display = await startXvfb()
  const port = await freePort()
  // Everything but the local site goes to the recording proxy. Through the environment, which
  // WebKitGTK's network layer reads: WebKitWebDriver's proxy capability makes it speak TLS to
  // an https proxy, which would hide the host, and it never answers with two noProxy entries.
  const proxy = `http://${proxyAddress}`
  const env = { ...process.env, DISPLAY: display.name, http_proxy: proxy, https_proxy: proxy, no_proxy: "127.0.0.1,localhost" }
  const webDriver = spawn(WEBDRIVER, [`--port=${port}`, "--host=127.0.0.1"], { stdio: "ignore", env })
  const stopAll = () => {
    webDriver.kill()
    display.process.kill()
  }
  try {
    await waitForStatus(`http://127.0.0.1:${port}`)
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build()
    const version = String((await driver.getCapabilities()).get("browserVersion"))
    let opened = false
    return {
      name: "WebKitGTK",
      version,
      async close() {
        await driver.quit()
        stopAll()
      },
      async newPage(): Promise<EnginePage> {
        // One window for every page: the next page starts with no cookies or storage.
        if (opened) await forgetVisitor(driver)
        opened = true
        return webKitPage(driver)
      },
    }
  } catch (error) {
    stopAll()
    throw error
  }
}

function webKitPage(driver: WebDriver): EnginePage {
  return {
    async errors() {
      const recorded = await driver.executeScript<string[] | null>("return window.__scriptErrors || null")
      if (!recorded) throw new Error(`The page has no script-error recorder: serve it with serveFolder's recordScriptErrors (${SCRIPT_ERRORS_FILE})`)
      return recorded
    },
    async open(url, size) {
      await driver
        .manage()
        .window()
        .setRect({ ...size, x: 0, y: 0 })
      await driver.get(url)
    },
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never,
    async click(selector) {
      await driver.findElement(By.css(selector)).click()
    },
    press: key => driver.actions().sendKeys(KEYS[key]).perform(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
    close: () => forgetVisitor(driver),
  }
}

async function forgetVisitor(driver: WebDriver) {
  await driver.manage().deleteAllCookies()
  await driver.executeScript("localStorage.clear(); sessionStorage.clear()")
}

/** Xvfb on a display number it picks itself (-displayfd), so parallel runs do not collide. */
async function startXvfb(): Promise<{ name: string; process: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1400x1000x24"], { stdio: ["ignore", "pipe", "ignore"] })
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", () => reject(new Error('Xvfb not found: run "apt-get install -y xvfb"')))
    xvfb.stdout?.once("data", chunk => resolve(String(chunk).trim()))
    xvfb.once("exit", code => reject(new Error(`Xvfb stopped with code ${code} before it opened a display`)))
  })
  return { name: `:${number}`, process: xvfb }
}

async function waitForStatus(url: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeoutMs / 1000} s`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}
