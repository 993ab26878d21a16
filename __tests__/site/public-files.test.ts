/**
 * public/ is what the host serves: it holds only what a visitor, a host, a crawler or the author
 * in the web editor can reach. The walk (__tests__/helpers/publicFiles.ts) starts from what hosts
 * and crawlers read by convention and from the editor's address, follows every reference of each
 * file it reaches, and names every file it never reaches: a file no page, header, redirect,
 * manifest, sitemap or the editor refers to (Gatsby's runtime, before gatsby-plugin-islands
 * took it out of public/).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { readClientScriptsManifest } from "gatsby-plugin-islands/node"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { SITE_ROOT } from "../../harness/content"
import { PUBLIC_DIR, site } from "../../harness/built-site"
import { filesIn, unreferencedFiles } from "../helpers/publicFiles"

/** What hosts and crawlers ask for by convention, whether or not anything links to it: the only names written here. */
const HOST_READ = ["/", "/_headers", "/_redirects", "/staticwebapp.config.json", "/robots.txt", "/404.html", "/sitemap-index.xml", "/manifest.webmanifest"]

/** The walk's starting points in a build: the host's files, the favicons browsers ask for, and the web editor. */
const rootsOf = (publicDir: string) => [
  ...HOST_READ,
  ...fs
    .readdirSync(publicDir)
    .filter(name => name.startsWith("favicon"))
    .map(name => `/${name}`),
  `${ADMIN_PATH}/`,
]

/** Each island's own file, and what its code loads later (the islands' manifest lists those: no page names them). */
function islandsLoadLater(): Map<string, readonly string[]> {
  const { islands, lazy } = readClientScriptsManifest(SITE_ROOT)
  return new Map(Object.entries(islands).map(([name, files]) => [files[files.length - 1], lazy[name] ?? []]))
}

it("holds no file that nothing refers to", () => {
  const unreferenced = unreferencedFiles(PUBLIC_DIR, { siteUrl: site.siteUrl, roots: rootsOf(PUBLIC_DIR), loadsLater: islandsLoadLater() })
  expect(unreferenced).toEqual([])
})

it("the walk names a file nothing refers to, and follows each kind of reference to the others", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"))
  const files: Record<string, string | Buffer> = {
    "index.html": `<link rel="manifest" href="/manifest.webmanifest"><img srcset="/static/a.avif 1x, /static/b.avif 2x"><style>@font-face{src:url(/static/f.woff2)}</style>
      <site-island data-props='{"full":"/static/full.jpg"}'></site-island><script type="application/json">{"Gallery":["/islands/Gallery-1.js"]}</script>
      <meta property="og:image" content="${new URL("/static/preview.jpg", site.siteUrl)}"><a href="/downloads/kit.zip">Kit</a>
      <link rel="alternate" type="application/atom+xml" href="/news/feed.xml">`,
    "news/feed.xml": `<feed><entry><content type="html"><![CDATA[<p><img src="${new URL("/static/post.jpg", site.siteUrl)}" alt=""></p>]]></content></entry></feed>`,
    "static/post.jpg": "",
    "manifest.webmanifest": JSON.stringify({ icons: [{ src: "icons/icon-48x48.png?v=1" }] }),
    "robots.txt": `Sitemap: ${new URL("/sitemap-index.xml", site.siteUrl)}\n`,
    "sitemap-index.xml": `<sitemapindex><sitemap><loc>${new URL("/sitemap-0.xml", site.siteUrl)}</loc></sitemap></sitemapindex>`,
    "sitemap-0.xml": `<urlset><url><loc>${new URL("/shop", site.siteUrl)}</loc></url></urlset>`,
    "shop/index.html": "<p>Shop</p>",
    _redirects: "/store /old-shop 301!\n",
    "old-shop/index.html": "<p>Old</p>",
    _headers: "/*.js\n  Cache-Control: immutable\n/404\n  X-Frame-Options: DENY\n",
    "404/index.html": "<p>Not found</p>",
    "admin/index.html": '<script src="main.js"></script><script type="module" src="yaml.js"></script><script defer src="start.js"></script>',
    "admin/yaml.js": 'import { parseDocument } from "./yaml-2/index.js"\nwindow.yaml = { parseDocument }',
    "admin/yaml-2/index.js": 'export { Document } from "./doc/Document.js";\nexport * from "./nodes.js";',
    "admin/yaml-2/doc/Document.js": "import { Node } from '../nodes.js';\nexport class Document {}",
    "admin/yaml-2/nodes.js": "",
    "admin/main.js": '__webpack_require__.u=e=>e+".main.js";__webpack_require__.e(7).then(()=>{})',
    "admin/7.main.js": "n.e(8)",
    "admin/8.main.js": "",
    "admin/start.js": 'fetch("config.json")',
    "admin/config.json": "{}",
    "islands/Gallery-1.js": '/*! For license information please see Gallery-1.js.LICENSE.txt */import(/* webpackIgnore: true */"/pagefind/pagefind.js")',
    // The search's index: its script fetches the entry file, which names the metadata, which names the index and fragments by hash.
    "pagefind/pagefind.js": "let entryUrl=`${this.basePath}pagefind-entry.json`;const workerUrl=`${basePath}pagefind-worker.js`",
    "pagefind/pagefind-worker.js": "",
    "pagefind/pagefind-entry.json": JSON.stringify({ version: "1", languages: { en: { hash: "en_0123abcdef", wasm: "en", page_count: 1 } } }),
    "pagefind/pagefind.en_0123abcdef.pf_meta": zlib.gzipSync(Buffer.from("pagefind_dcd\u00a5jen_30fdeda\u0005`jen_6425226etitle", "latin1")),
    "pagefind/wasm.en.pagefind": "",
    "pagefind/index/en_6425226.pf_index": "",
    "pagefind/fragment/en_30fdeda.pf_fragment": "",
    "islands/Gallery-1.js.LICENSE.txt": "MIT",
    "islands/swiper-1.js": "",
    "static/a.avif": "",
    "static/b.avif": "",
    "static/f.woff2": "",
    "static/full.jpg": "",
    "static/preview.jpg": "",
    "icons/icon-48x48.png": "",
    "downloads/kit.zip": "",
    // Nothing refers to these.
    "app-1.js": "",
    "page-data/shop/page-data.json": "{}",
    "static/unused.jpg": "",
    "pagefind/index/en_9999999.pf_index": "",
    "pagefind/wasm.unknown.pagefind": "",
  }
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, name), content)
    }
    expect(filesIn(publicDir)).toHaveLength(Object.keys(files).length)
    const loadsLater = new Map([["/islands/Gallery-1.js", ["/islands/swiper-1.js"]]])
    expect(unreferencedFiles(publicDir, { siteUrl: site.siteUrl, roots: rootsOf(publicDir), loadsLater })).toEqual([
      "app-1.js",
      "page-data/shop/page-data.json",
      "pagefind/index/en_9999999.pf_index",
      "pagefind/wasm.unknown.pagefind",
      "static/unused.jpg",
    ])
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
