import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"
import { CHROMIUM_PATH } from "./lighthouse-runner"
import { benchToolVersion } from "./tools"

export interface Environment {
  date: string
  cpu: string
  cores: number
  ramGiB: number
  os: string
  versions: Record<string, string>
}

/** How busy the machine was: the 1-minute load average, read every `everyS` seconds. */
export interface MachineLoad {
  everyS: number
  median: number
  min: number
  max: number
}

/**
 * Reads the 1-minute load average every `everyS` seconds until `stop()`, which summarises it:
 * on this machine other sessions' builds share the cores, and the report says how busy it was.
 */
export function watchLoad(everyS = 15): { stop: () => MachineLoad } {
  const samples = [os.loadavg()[0]]
  const timer = setInterval(() => samples.push(os.loadavg()[0]), everyS * 1000)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
      samples.push(os.loadavg()[0])
      const sorted = [...samples].sort((a, b) => a - b)
      return { everyS, median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] }
    },
  }
}

/** The machine and the versions that produced the numbers, for the report. */
export function describeEnvironment(): Environment {
  return {
    date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${osName()} (Linux ${os.release()})`,
    versions: {
      node: process.version,
      gatsby: installedVersion("gatsby"),
      react: installedVersion("react"),
      lighthouse: benchToolVersion("lighthouse"),
      chromium: chromiumVersion(),
    },
  }
}

function osName(): string {
  const release = fs.existsSync("/etc/os-release") ? fs.readFileSync("/etc/os-release", "utf8") : ""
  return /^PRETTY_NAME="?([^"\n]*)/m.exec(release)?.[1] ?? os.type()
}

const installedVersion = (name: string): string => JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "node_modules", name, "package.json"), "utf8")).version

/** `chromium --version` prints "Chromium 156.0.8078.79 built on Debian …" (the user agent hides the minor numbers). */
const chromiumVersion = (): string =>
  /\d+\.\d+\.\d+\.\d+/.exec(execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }))?.[0] ?? "unknown"
