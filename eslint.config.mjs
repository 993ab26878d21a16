// ESLint for the whole code base: the TypeScript rules, the rules of hooks and the
// accessibility rules for JSX (eslint-plugin-jsx-a11y-x, the same rules as jsx-a11y's, which
// does not run on ESLint 10). Formatting is Prettier's job (`.prettierrc.json`), so
// eslint-config-prettier comes last and turns off every rule that would argue with it. The import
// graph's rules (no circle, the local plugins' front doors) are dependency-cruiser's
// (.dependency-cruiser.cjs).
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig([
  globalIgnores(["public/", "deploy/", ".cache/", "test-results/", ".stryker-tmp/", "src/gatsby-types.d.ts"]),
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
