import { cssModuleClassName, cssModuleLocalIdent, nameCssModuleClasses } from "../src/cssModuleClassNames"

// The site's CSS-module class names (src/cssModuleClassNames.ts), used by Gatsby's
// build and the islands' alike.
describe("a CSS module's class names", () => {
  it("are the module's file name and the class, with no hash", () => {
    expect(cssModuleClassName("/site/src/components/Header/Header.module.css", "menuButton")).toBe("Header_menuButton")
    expect(cssModuleLocalIdent({ resourcePath: "/site/src/components/Footer/Footer.module.css" }, "", "links")).toBe("Footer_links")
  })

  it("refuse a second module of the same file name, naming both, since their classes would clash", () => {
    cssModuleLocalIdent({ resourcePath: "/site/src/components/Card/Card.module.css" }, "", "card")
    expect(() => cssModuleLocalIdent({ resourcePath: "/site/src/pages/Card.module.css" }, "", "card")).toThrow(
      /Two CSS modules are named Card\.module\.css \(\/site\/src\/components\/Card\/Card\.module\.css and \/site\/src\/pages\/Card\.module\.css\)/,
    )
  })
})

describe("naming the classes in Gatsby's webpack configuration", () => {
  const cssLoader = (modules: object | false) => ({ loader: "/site/node_modules/css-loader/dist/cjs.js", options: { modules } })

  it("names the classes of every css-loader with CSS modules, however deep, and leaves plain CSS alone", () => {
    const moduleLoader = cssLoader({ namedExport: true })
    const plainLoader = cssLoader(false)
    nameCssModuleClasses(
      [{ oneOf: [{ use: ["/site/node_modules/mini-css-extract-plugin/loader.js", moduleLoader] }, { use: [plainLoader] }] }],
      "build-javascript",
    )
    expect(moduleLoader.options.modules).toEqual({ namedExport: true, getLocalIdent: cssModuleLocalIdent })
    expect(plainLoader.options.modules).toBe(false)
  })

  it("stops the build, naming the stage, if Gatsby's configuration has no such loader", () => {
    expect(() => nameCssModuleClasses([{ use: [cssLoader(false)] }], "build-html")).toThrow(/"build-html" has no css-loader with CSS modules/)
  })
})
