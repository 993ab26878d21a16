// The Gatsby recipe: compile tests and sources with Gatsby's own Babel preset.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  // marked, and jsdom's @exodus/bytes, ship only as ES modules with private class methods, which Jest's CommonJS needs compiled.
  overrides: [
    {
      test: /node_modules[\\/](marked|@exodus[\\/]bytes)[\\/]/,
      plugins: ["@babel/plugin-transform-private-methods", "@babel/plugin-transform-class-properties"],
    },
  ],
})
