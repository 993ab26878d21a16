// The manifest file and its icons, made at build time (see index.js).
module.exports = require("gatsby-plugin-manifest/gatsby-node")
