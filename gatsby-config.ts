import type { GatsbyConfig } from "gatsby"
import { CONTENT_SOURCE, contentDirectory } from "gatsby-source-chapterverse/node"
import { isOldAddress } from "./src/addresses/oldAddressPages"
import { pageScriptSettings } from "./src/gatsby-node/pageScriptSettings"

/** data/: the content plugin reads and checks its entries, gatsby-source-filesystem finds its pictures. */
const CONTENT_FOLDER = contentDirectory()

// No siteMetadata: the site's settings are data/site/site.json's, read and checked once by the
// content plugin; the pages and the build's steps query them (siteSettings).
const config: GatsbyConfig = {
  // Types for the page queries and, from the files named here, for the build steps' queries and the
  // sitemap's (each a `/* GraphQL */` template): Queries.<name>Query in src/gatsby-types.d.ts.
  graphqlTypegen: {
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./plugins/**/gatsby-node.ts", "./src/gatsby-node/*.ts", "./gatsby-config.ts"],
  },
  jsxRuntime: "automatic",
  trailingSlash: "never",
  plugins: [
    {
      // Pages as plain HTML, without Gatsby's client runtime; the islands hydrate in place
      // (plugins/gatsby-plugin-islands/README.md). The page script's settings come from the
      // checked settings' node, once the content is sourced.
      resolve: "gatsby-plugin-islands",
      options: { entries: "src/islands/entries", pageScript: "src/browser/sharedPageScript.ts", pageScriptSettings },
    },
    {
      // data/ read and checked once, a node of each entry as checked
      // (plugins/gatsby-source-chapterverse/README.md). Before the file system's source, so that
      // bad content stops the build before Gatsby reads a file.
      resolve: "gatsby-source-chapterverse",
      options: { path: CONTENT_FOLDER },
    },
    {
      // The pictures and other files beside the entries, as File nodes for gatsby-plugin-image;
      // the entries' own files are the content plugin's, read once.
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: CONTENT_FOLDER, ignore: ["**/*.json", "**/*.md"] },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF first, then WebP, then the original format for browsers that take neither. AVIF's
        // scale runs lower: at 50 its files are smaller than WebP's at 72 (docs/performance.md).
        defaults: { formats: ["auto", "avif", "webp"], quality: 72, avifOptions: { quality: 50 }, placeholder: "none" },
      },
    },
    // Each AVIF at sharp's effort 2, not its default 4: most of a cold build's time (docs/performance.md).
    { resolve: "gatsby-plugin-avif-effort", options: { effort: 2 } },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
        query: /* GraphQL */ `
          query SitemapPages {
            siteSettings {
              siteUrl
            }
            allSitePage {
              nodes {
                path
                component
              }
            }
          }
        `,
        resolveSiteUrl: ({ siteSettings }: Queries.SitemapPagesQuery) => {
          if (!siteSettings) throw new Error("No site settings to take the sitemap's address from: data/site/site.json was not loaded")
          return siteSettings.siteUrl
        },
        // Old addresses only send visitors on, or say what was there has gone: search engines list the pages alone.
        resolvePages: ({ allSitePage }: Queries.SitemapPagesQuery) => allSitePage.nodes.filter(page => !isOldAddress(page)),
      },
    },
  ],
}

export default config
