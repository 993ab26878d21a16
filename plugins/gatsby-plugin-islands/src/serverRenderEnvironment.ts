import { DefinePlugin, type Configuration } from "webpack"
import { GATSBY_INTERNALS } from "./gatsbyInternals"

/** Gatsby's own variables, defined in every compilation (gatsby/dist/utils/webpack.config.js, processEnv). */
const GATSBY_OWN = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"])

/** Whether a variable of the build's environment stays defined in the server render: a GATSBY_ one, as in the browser code, or one of Gatsby's own. */
const keptInServerRender = (name: string): boolean => name.startsWith("GATSBY_") || GATSBY_OWN.has(name)

/**
 * Leaves the server render (stages build-html and develop-html) the environment the browser code
 * has. Gatsby defines every variable of the build's environment there, and webpack keys each
 * module's cache on the set of names defined: a build whose environment had one name more or less
 * than the last (another CI runner, a test) compiled the server render anew and rendered every
 * page. Code in the server render that read another variable would now read undefined, as in
 * the browser; the site's reads only NODE_ENV and the plugin's own.
 */
export function keepGatsbyVariablesInServerRender(config: Configuration, environment: NodeJS.ProcessEnv = process.env): void {
  const define = config.plugins?.find((plugin): plugin is DefinePlugin => plugin instanceof DefinePlugin && "process.env" in plugin.definitions)
  const { serverRenderEnvironment } = GATSBY_INTERNALS
  if (!define) throw new Error(`Gatsby's server render defines no process.env: ${serverRenderEnvironment.description}. Gatsby has changed.`)
  for (const name of Object.keys(environment)) if (!keptInServerRender(name)) delete define.definitions[`process.env.${name}`]
}
