/**
 * @jest-environment node
 */
import fs from "node:fs"
import type { GatsbySSR } from "gatsby"
import { GATSBY_INTERNALS, type GatsbyInternal } from "../src/gatsbyInternals"
import { DefinePlugin } from "webpack"
import { nameCssModuleClasses } from "../src/cssModuleClassNames"
import { keepGatsbyVariablesInServerRender } from "../src/serverRenderEnvironment"

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
