import path from "node:path"

/**
 * How a CSS module's classes are named, in Gatsby's build and in the islands' (so an island's
 * classes are the server's): `.menuButton` in Header.module.css becomes `Header_menuButton`.
 * Gatsby's own names (`Header-module--menuButton--72b6a`) cost a book page about 0.7 KB brotli
 * of its HTML, for a hash whose only use is to keep apart two modules with the same file name:
 * this refuses those instead.
 */
export function cssModuleClassName(file: string, local: string): string {
  return `${moduleNameOf(file)}_${local}`
}

/** `Header` for src/components/Header/Header.module.css. */
const moduleNameOf = (file: string) => path.basename(file, ".module.css")

/** The module that owns each name so far in this process, to refuse a second of the same name. */
const fileOfName = new Map<string, string>()

/** css-loader's `modules.getLocalIdent`. */
export function cssModuleLocalIdent(context: { resourcePath: string }, _localIdentName: string, local: string): string {
  const file = context.resourcePath
  const name = moduleNameOf(file)
  const owner = fileOfName.get(name)
  if (owner && owner !== file) {
    throw new Error(`Two CSS modules are named ${name}.module.css (${owner} and ${file}). Class names are made from the file name, so rename one.`)
  }
  fileOfName.set(name, file)
  return cssModuleClassName(file, local)
}

interface WebpackRule {
  oneOf?: WebpackRule[]
  rules?: WebpackRule[]
  use?: unknown
}

interface CssLoader {
  loader: string
  options: { modules: { getLocalIdent?: typeof cssModuleLocalIdent } }
}

const isCssModulesLoader = (use: unknown): use is CssLoader => {
  const candidate = use as Partial<CssLoader> | null
  return typeof candidate?.loader === "string" && /[\\/]css-loader[\\/]/.test(candidate.loader) && typeof candidate.options?.modules === "object"
}

/**
 * Gives every css-loader with CSS modules in a webpack configuration (Gatsby's, whose naming
 * is fixed in gatsby/dist/utils/webpack-utils.js) the names above. Throws if there is none,
 * so a change in Gatsby's configuration stops the build instead of mixing two namings.
 */
export function nameCssModuleClasses(rules: readonly WebpackRule[], stage: string): void {
  let named = 0
  const visit = (rule: WebpackRule) => {
    for (const use of [rule.use].flat()) {
      if (isCssModulesLoader(use)) {
        use.options.modules.getLocalIdent = cssModuleLocalIdent
        named++
      }
    }
    for (const inner of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) visit(inner)
  }
  rules.forEach(visit)
  if (named === 0)
    throw new Error(
      `Gatsby's webpack configuration for "${stage}" has no css-loader with CSS modules for gatsby-plugin-islands (src/cssModuleClassNames.ts) to name: Gatsby's configuration has changed.`,
    )
}
