// The Gatsby recipe: compile tests and sources with Gatsby's own Babel preset.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
})
