// ESLint for the whole code base: the TypeScript rules, the rules of hooks and the
// accessibility rules for JSX (eslint-plugin-jsx-a11y-x, the same rules as jsx-a11y's, which
// does not run on ESLint 10). Formatting is Prettier's job (`.prettierrc.json`), so
// eslint-config-prettier comes last and turns off every rule that would argue with it.
import path from "node:path"
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const PLUGINS_DIR = path.resolve(import.meta.dirname, "plugins")

/**
 * Each local plugin (plugins/<name>/) is used through its entries (its package.json's main, and
 * any other file beside it, such as gatsby-plugin-islands' node.ts), never through its src/: that
 * is its own business, free to change. Any file outside the plugin, the site's or another plugin's,
 * that imports from plugins/<name>/src/ is refused, whatever the plugin.
 */
const localPlugins = {
  rules: {
    "no-plugin-internals": {
      meta: {
        type: "problem",
        schema: [],
        messages: { internal: '"{{source}}" is inside {{plugin}}\'s src/: import what plugins/{{plugin}} exports from its entries (see its README).' },
      },
      create(context) {
        const [ownPlugin] = path.relative(PLUGINS_DIR, context.filename).split(path.sep)
        const check = source => {
          if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return
          const [plugin, folder] = path.relative(PLUGINS_DIR, path.resolve(path.dirname(context.filename), source.value)).split(path.sep)
          if (plugin.startsWith("..") || folder !== "src" || plugin === ownPlugin) return
          context.report({ node: source, messageId: "internal", data: { source: source.value, plugin } })
        }
        const isModuleCall = callee =>
          (callee.type === "Identifier" && callee.name === "require") || (callee.type === "MemberExpression" && callee.object.name === "jest")
        return {
          ImportDeclaration: node => check(node.source),
          ExportNamedDeclaration: node => check(node.source),
          ExportAllDeclaration: node => check(node.source),
          ImportExpression: node => check(node.source),
          CallExpression: node => isModuleCall(node.callee) && check(node.arguments[0]),
        }
      },
    },
  },
}

export default defineConfig([
  globalIgnores(["public/", "deploy/", ".cache/", "test-results/", "src/gatsby-types.d.ts"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.configs.recommended,
  {
    // Only the two classic rules: react-hooks 7's recommended set adds the React Compiler's
    // rules, and this site does not use the compiler.
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    plugins: { "local-plugins": localPlugins },
    rules: { "local-plugins/no-plugin-internals": "error" },
  },
  {
    // `const { ref, ...rest } = props` is how a prop is kept from the DOM.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    // Jest's configuration and mocks are CommonJS modules.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "plugins/*/__tests__/**", "plugins/gatsby-plugin-islands/gatsbyLoaderShim.js"],
    languageOptions: { globals: globals.jest },
  },
  prettier,
])
