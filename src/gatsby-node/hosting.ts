/**
 * onPostBuild: the files static hosts and crawlers read, from what the build knows (the pages and
 * the islands each page's HTML holds, the inline scripts the site means to ship, the aliases, the players):
 * - `_redirects` (Netlify, Cloudflare Pages): the aliases, in the form of the host the build runs on (src/hosting/redirects.ts);
 * - `_headers` and `staticwebapp.config.json`: the security and caching headers (src/hosting/headers.ts);
 * - `robots.txt`, pointing to the sitemap at the site's own address;
 * - the web editor, configured from the content model, saving to the git host the host's environment names.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readRenderedPages, unexpectedInlineScripts, unexpectedInlineScriptsMessage } from "gatsby-plugin-islands/node"
import { ADMIN_PATH, liveBackend, writeAdminApp } from "../admin/adminApp"
import { headerRules, netlifyHeadersFile, scriptHash, staticWebAppConfig } from "../hosting/headers"
import { INLINE_SCRIPTS_FILE, siteInlineScripts } from "../hosting/inlineScripts"
import { redirectsDialect, redirectsFile } from "../hosting/redirects"
import { redirectsOf } from "../addresses/oldAddressPages"
import { PLAYER_ISLANDS } from "../islands/registry"
import { NEWS_FEED_PATH } from "../routes"
import { YOUTUBE_EMBED_ORIGIN } from "../videos/youtube"
import { queryOrStop, settingsOrStop } from "./queryOrStop"

const HOST_FILES_QUERY = /* GraphQL */ `
  query HostFiles {
    allSitePage {
      nodes {
        path
        component
        pageContext
      }
    }
    allMusicAlbum {
      nodes {
        embedUrl
      }
    }
    siteSettings {
      siteUrl
      newsletter {
        formAction
      }
    }
  }
`

export const writeHostFiles: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const data = await queryOrStop<Queries.HostFilesQuery>(
    { graphql, reporter },
    HOST_FILES_QUERY,
    "the pages, aliases and albums to write the host files in public/",
  )
  if (!data) return
  const site = settingsOrStop(data, reporter, "the host files")
  if (!site) return
  const publicFile = (name: string) => path.resolve("public", name)

  const pages = readRenderedPages(process.cwd(), data.allSitePage.nodes.map(page => page.path).sort())
  // The policy names the scripts the site means to ship; a page holding any other stops the build, before a host file is written.
  const inlineScripts = siteInlineScripts(process.cwd())
  const unexpected = unexpectedInlineScripts(pages, inlineScripts)
  if (unexpected.length > 0) {
    reporter.panicOnBuild(unexpectedInlineScriptsMessage(unexpected, INLINE_SCRIPTS_FILE))
    return
  }
  const redirects = redirectsOf(data.allSitePage.nodes)
  fs.writeFileSync(publicFile("_redirects"), redirectsFile(redirects, redirectsDialect()))

  const rules = headerRules({
    scriptHashes: inlineScripts.map(scriptHash),
    frameOrigins: [...new Set([YOUTUBE_EMBED_ORIGIN, ...data.allMusicAlbum.nodes.map(album => new URL(album.embedUrl).origin)])],
    formOrigins: [new URL(site.newsletter.formAction).origin],
    pages: pages.map(page => ({
      path: page.path,
      framesPlayers: page.islands.some(name => (PLAYER_ISLANDS as readonly string[]).includes(name)),
    })),
  })
  fs.writeFileSync(publicFile("_headers"), netlifyHeadersFile(rules))
  fs.writeFileSync(publicFile("staticwebapp.config.json"), staticWebAppConfig(rules, redirects))

  const sitemap = new URL("/sitemap-index.xml", site.siteUrl).href
  // The news feed is a sitemap of its own too: search engines read an Atom feed as one, and learn of a new post from it first.
  const feed = new URL(NEWS_FEED_PATH, site.siteUrl).href
  fs.writeFileSync(publicFile("robots.txt"), `User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}/\n\nSitemap: ${sitemap}\nSitemap: ${feed}\n`)

  writeAdminApp(publicFile(ADMIN_PATH.slice(1)), { backend: liveBackend() })
}
