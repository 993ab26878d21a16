// gatsby-plugin-manifest, minus its gatsby-browser.js.
//
// That file only points the manifest link at a per-language manifest, which this site does
// not have, so the plugin compiles it to an empty onRouteUpdate. Gatsby still ships every
// plugin's browser file, with the plugin's options, in the app chunk that every page loads,
// and runs its imports when the app starts: 2.2 KB gzipped, and start-up work on a phone,
// for nothing. The manifest, its icons and the <head> links are made exactly as before.
