import type { GatsbyConfig } from "gatsby"
import {
  type CheckedContent,
  CONTENT_SOURCE,
  contentDirectory,
  contentTypeName,
  readCheckedContent,
  readEarly,
} from "./plugins/gatsby-source-chapterverse/node"
import { Alias, SiteSettings, type SiteSettingsEntry } from "./plugins/gatsby-source-chapterverse"
import { COLORS } from "./src/theme"

const content = readEarly<CheckedContent | undefined>(() => readCheckedContent(contentDirectory()), undefined)
const site: Pick<SiteSettingsEntry, "seriesName" | "tagline" | "siteUrl" | "language"> = content?.single(SiteSettings).value ?? {
  // Not empty: gatsby-plugin-manifest refuses an empty name before the build can say what is wrong.
  seriesName: "Site",
  tagline: "content to check",
  siteUrl: "https://localhost",
  language: "en-GB",
}
const aliases = content?.entries(Alias).map(alias => alias.value) ?? []

const config: GatsbyConfig = {
  siteMetadata: {
    // gatsby-plugin-sitemap and Gatsby's own tooling read these two; the rest of the site
    // reads data/site/site.json itself (plugins/gatsby-source-chapterverse/src/siteSettings.ts, hooks/useSiteSettings.ts).
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
      options: { entries: "src/islands/entries", pageScript: "src/browser/sharedPageScript.ts" },
    },
    {
      // The only files Gatsby sources: its JSON files are the only JSON that reaches the transformer.
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: contentDirectory() },
    },
    {
      // A node of each entry of data/'s JSON files, typed by the file's collection (plugins/gatsby-source-chapterverse/src/contentSource.ts).
      resolve: "gatsby-transformer-json",
      options: { typeName: contentTypeName },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF first, then WebP, then the original format for browsers that take neither.
        defaults: { formats: ["auto", "avif", "webp"], quality: 72, placeholder: "none" },
      },
    },
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
      // Aliases only send visitors on; search engines should list the canonical page alone.
      options: { excludes: ["/404", "/404.html", "/dev-404-page", ...aliases.map(alias => alias.from)] },
    },
  ],
}

export default config
