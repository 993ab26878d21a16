import type { GatsbyConfig } from "gatsby"
import { CONTENT_SOURCE, contentDirectory, readSiteSettings } from "gatsby-source-chapterverse/node"
import type { PageSettings } from "./src/browser/pageHooks"
import { COLORS } from "./src/theme"

/** data/: the content plugin reads and checks its entries, gatsby-source-filesystem finds its pictures. */
const CONTENT_FOLDER = contentDirectory()

// The config reads data/site/site.json alone; the content plugin reads and checks all of data/.
// While site.json is not right, stand-ins let the build start and stop on the check's message.
const site = readSiteSettings(CONTENT_FOLDER) ?? {
  // Not empty: gatsby-plugin-manifest refuses an empty name before the build can say what is wrong.
  seriesName: "Site",
  tagline: "content to check",
  siteUrl: "https://localhost",
  language: "en-GB",
}

/** What the page script needs of the settings (src/browser/sharedPageScript.ts): compiled into it, not read by every page. */
const pageScriptSettings: PageSettings | Record<string, never> =
  "behaviour" in site
    ? {
        consentCookieName: site.behaviour.consentCookieName,
        consentCookieDays: site.behaviour.consentCookieDays,
        stickyHeaderOffset: site.behaviour.stickyHeaderOffset,
        acceptOnScroll: site.behaviour.acceptOnScroll,
        acceptOnScrollPercent: site.behaviour.acceptOnScrollPercent,
      }
    : {}

/** gatsby-plugin-sitemap's data: an alias only sends visitors on, so only the page it leads to is listed. */
interface SitemapData {
  allSitePage: { nodes: Array<{ path: string }> }
  allAlias: { nodes: Array<{ from: string }> }
}

const config: GatsbyConfig = {
  siteMetadata: {
    // gatsby-plugin-sitemap and Gatsby's own tooling read these two; the pages read the
    // settings through GraphQL (hooks/useSiteSettings.ts).
    title: site.seriesName,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  trailingSlash: "never",
  plugins: [
    {
      // Pages as plain HTML, without Gatsby's client runtime; the islands hydrate in place
      // (plugins/gatsby-plugin-islands/README.md).
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
      // The web app manifest, home-screen icons and favicons, drawn from src/images/icon.png.
      // Its browser file never reaches a page: no Gatsby runtime does (gatsby-plugin-islands).
      resolve: "gatsby-plugin-manifest",
      options: {
        name: `${site.seriesName}: ${site.tagline}`,
        short_name: site.seriesName,
        lang: site.language,
        start_url: "/",
        // A website, not an app: a home-screen icon opens it in the browser. With an app
        // display mode Chrome also checks, as each page loads, whether the site can be
        // installed, fetching the manifest and then its 144 px icon; Lighthouse counted that
        // chain in the largest paint of about a third of its runs (0.4 s on a slow line).
        display: "browser",
        background_color: COLORS.night,
        theme_color: COLORS.night,
        icon: "src/images/icon.png",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path } } allAlias { nodes { from } } }",
        // Aliases only send visitors on; search engines should list the canonical page alone.
        resolvePages: ({ allSitePage, allAlias }: SitemapData) => {
          const aliases = new Set(allAlias.nodes.map(alias => alias.from))
          return allSitePage.nodes.filter(page => !aliases.has(page.path))
        },
      },
    },
  ],
}

export default config
