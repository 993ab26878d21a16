// The manifest, favicon and touch-icon links in each page's <head> (see index.js). Gatsby
// finds a plugin's server-rendering APIs by reading the names this file exports, so each is
// exported by name.
exports.onRenderBody = require("gatsby-plugin-manifest/gatsby-ssr").onRenderBody
