/**
 * @jest-environment node
 */
import fs from "node:fs"
import type { GatsbySSR } from "gatsby"
import { GATSBY_INTERNALS, type GatsbyInternal } from "../src/gatsbyInternals"
import { nameCssModuleClasses } from "../src/cssModuleClassNames"

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
