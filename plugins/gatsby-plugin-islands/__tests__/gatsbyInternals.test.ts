/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { GatsbySSR } from "gatsby"
import { GATSBY_INTERNALS, type GatsbyInternal } from "../src/gatsbyInternals"
import { DefinePlugin, type Configuration } from "webpack"
import { nameCssModuleClasses } from "../src/cssModuleClassNames"
import { keepGatsbyVariablesInServerRender } from "../src/serverRenderEnvironment"
import { leaveSiteBuildCodeOutOfWebpackCache } from "../src/siteBuildCodeInWebpackCache"

/** What is wrong with an internal, read against a source text: nothing, or a message that names it. */
function contractProblem(name: string, internal: GatsbyInternal, source: string): string | null {
  if (source.includes(internal.sourceHolds)) return null
  return `${name} (${internal.description}) is no longer in ${internal.definedIn}: that file no longer holds ${JSON.stringify(internal.sourceHolds)}. Gatsby has changed; see plugins/gatsby-plugin-islands/README.md.`
}

const sourceOf = (internal: GatsbyInternal) => fs.readFileSync(require.resolve(internal.definedIn), "utf8")

// One test an internal: an upgrade of Gatsby or of one of its plugins that changes it fails here, by name.
describe("the Gatsby internals gatsby-plugin-islands relies on", () => {
  it.each(Object.entries(GATSBY_INTERNALS))("%s is where the plugin expects it", (name, internal) => {
    expect(contractProblem(name, internal, sourceOf(internal))).toBeNull()
  })

  it("names the internal when one is broken on purpose", () => {
    const { generatorKey } = GATSBY_INTERNALS
    const broken = sourceOf(generatorKey).replaceAll(generatorKey.sourceHolds, "key={`meta-generator-${gatsbyVersion}`}")
    expect(contractProblem("generatorKey", generatorKey, broken)).toMatch(/^generatorKey \(the key prefix of the <meta name=generator>.*static-entry\.js/)
  })

  it("gatsby-plugin-image still keys its head elements as the plugin expects", async () => {
    const { onRenderBody } = jest.requireActual<Required<Pick<GatsbySSR, "onRenderBody">>>("gatsby-plugin-image/gatsby-ssr")
    const setHeadComponents = jest.fn()
    onRenderBody({ setHeadComponents } as never, { plugins: [] })
    const keys = setHeadComponents.mock.calls.flat(2).map((component: { key: string }) => component.key)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter(key => !key.startsWith(GATSBY_INTERNALS.imageHelperKey.value))).toEqual([])
  })

  it("Gatsby's webpack rules still hold a css-loader with CSS modules for the plugin to name", async () => {
    const { createWebpackUtils } = await import("gatsby/dist/utils/webpack-utils")
    const { rules } = createWebpackUtils("build-javascript" as never, { directory: process.cwd(), browserslist: ["defaults"] } as never)
    expect(() => nameCssModuleClasses([rules.cssModules()] as never, "build-javascript")).not.toThrow()
  })
})

describe("the server render's environment", () => {
  // As Gatsby defines it for the server render: every variable of the build's environment.
  const gatsbyDefinitions = (environment: Record<string, string>) =>
    new DefinePlugin({
      "process.env": "({})",
      ...Object.fromEntries(Object.entries(environment).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
      "process.env.PUBLIC_DIR": JSON.stringify("/site/public"),
      "process.env.BUILD_STAGE": JSON.stringify("build-html"),
    })

  it("keeps the GATSBY_ variables and Gatsby's own, and the same names whatever else the environment holds", () => {
    const kept = (environment: Record<string, string>) => {
      const define = gatsbyDefinitions(environment)
      keepGatsbyVariablesInServerRender({ plugins: [define] }, environment)
      return Object.keys(define.definitions).sort()
    }
    const runner = { NODE_ENV: "production", GATSBY_CPU_COUNT: "3", PATH: "/usr/bin", HOME: "/home/runner" }
    expect(kept(runner)).toEqual(["process.env", "process.env.BUILD_STAGE", "process.env.GATSBY_CPU_COUNT", "process.env.NODE_ENV", "process.env.PUBLIC_DIR"])
    expect(kept({ ...runner, GITHUB_RUN_ID: "7", JEST_WORKER_ID: "2" })).toEqual(kept(runner))
  })

  it("says Gatsby has changed when its server render defines no process.env", () => {
    expect(() => keepGatsbyVariablesInServerRender({ plugins: [new DefinePlugin({ "process.env.NODE_ENV": '"production"' })] }, {})).toThrow(
      /^Gatsby's server render defines no process\.env: Gatsby defines every variable/,
    )
  })
})

describe("webpack's cache and the site's build code", () => {
  /** Webpack's own check of a build dependency snapshot, with the immutable paths the plugin gives it. */
  const stillValid = async (immutablePaths: Array<string | RegExp>, files: string[], change: string): Promise<boolean> => {
    const FileSystemInfo = jest.requireActual<new (fileSystem: typeof fs, options: object) => WebpackFileSystemInfo>("webpack/lib/FileSystemInfo")
    const info = new FileSystemInfo(fs, { immutablePaths, hashFunction: "sha256" })
    const snapshot = await new Promise<unknown>((resolve, reject) =>
      info.createSnapshot(Date.now(), files, [], [], { hash: true }, (error, made) => (error ? reject(error) : resolve(made))),
    )
    fs.appendFileSync(change, "\n// changed\n")
    // A new FileSystemInfo, as the next build's: nothing of the first one's reads is cached.
    const next = new FileSystemInfo(fs, { immutablePaths, hashFunction: "sha256" })
    return new Promise((resolve, reject) => next.checkSnapshotValid(snapshot, (error, valid) => (error ? reject(error) : resolve(valid))))
  }
  interface WebpackFileSystemInfo {
    createSnapshot(
      start: number,
      files: string[],
      directories: string[],
      missing: string[],
      options: object,
      done: (error: Error | null, snapshot: unknown) => void,
    ): void
    checkSnapshotValid(snapshot: unknown, done: (error: Error | null, valid: boolean) => void): void
  }

  let site: string
  let compiled: (file: string) => string
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "islands-cache-"))
    compiled = file => path.join(site, GATSBY_INTERNALS.compiledGatsbyFiles.value, file)
    for (const file of ["gatsby-config.js", "gatsby-node.js", "plugins/gatsby-plugin-islands/gatsby-node.js"]) {
      fs.mkdirSync(path.dirname(compiled(file)), { recursive: true })
      fs.writeFileSync(compiled(file), "module.exports = {}\n")
    }
  })
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

  /** Gatsby's cache options: the gatsby-node files of the plugins that configure webpack. */
  const gatsbyCache = (configuresWebpack: string[]): Configuration => ({
    cache: { type: "filesystem", buildDependencies: { config: [require.resolve("gatsby/dist/utils/webpack.config.js"), ...configuresWebpack] } },
  })

  it("keeps a build's cache when a module only the site's gatsby-config or gatsby-node imports changes, not when a plugin that configures webpack does", async () => {
    const config = gatsbyCache([compiled("plugins/gatsby-plugin-islands/gatsby-node.js")])
    leaveSiteBuildCodeOutOfWebpackCache(config, site)
    const immutable = config.snapshot?.immutablePaths ?? []
    const tracked = ["gatsby-config.js", "gatsby-node.js", "plugins/gatsby-plugin-islands/gatsby-node.js"].map(compiled)
    expect(await stillValid(immutable, tracked, compiled("gatsby-node.js"))).toBe(true)
    expect(await stillValid(immutable, tracked, compiled("gatsby-config.js"))).toBe(true)
    expect(await stillValid(immutable, tracked, compiled("plugins/gatsby-plugin-islands/gatsby-node.js"))).toBe(false)
    // Without the plugin, webpack throws the cache away for the site's build code too.
    expect(await stillValid([], tracked, compiled("gatsby-node.js"))).toBe(false)
  })

  it("leaves a site gatsby-node that configures webpack in the cache's key", async () => {
    const config = gatsbyCache([compiled("gatsby-node.js")])
    leaveSiteBuildCodeOutOfWebpackCache(config, site)
    expect(await stillValid(config.snapshot?.immutablePaths ?? [], [compiled("gatsby-node.js")], compiled("gatsby-node.js"))).toBe(false)
  })
})
