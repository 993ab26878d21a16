/**
 * The web app manifest and the home-screen icons, drawn from src/images/icon.png: what a phone
 * shows when a visitor adds the site to the home screen. The build writes them
 * (src/gatsby-node/webAppManifestFiles.ts) from the checked settings; every page links them
 * (gatsby-ssr.tsx). The SVG favicon is static/favicon.svg (Seo.tsx).
 */
import type { SiteSettingsEntry } from "gatsby-source-chapterverse"
import { COLORS } from "../theme"
import { siteTitle } from "./siteTitle"

export const MANIFEST_PATH = "/manifest.webmanifest"

/** The square picture every icon is drawn from, from the site's root. */
export const ICON_SOURCE = "src/images/icon.png"

/** The manifest's icons, the sizes launchers and stores ask for, in public/icons/. */
export const ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512] as const

/** The icon at `size` px, as the manifest names it (relative to itself) and as a page links it. */
export const iconFile = (size: (typeof ICON_SIZES)[number]): string => `icons/icon-${size}x${size}.png`

/** iOS takes the home-screen icon nearest its 180 px and scales it: one is enough. */
export const APPLE_TOUCH_ICON_SIZE = 192

/** The series' logo in structured data: the largest icon. */
export const LOGO_PATH = `/${iconFile(512)}`

/** An icon's `sizes`, as the manifest and a page's links say it: "192x192". */
export const iconSizes = (size: number): string => `${size}x${size}`

/** The PNG favicon for browsers that cannot draw the SVG one. */
export const FAVICON_PNG = { path: "/favicon-32x32.png", size: 32 } as const

/** The manifest of the site named by its checked settings. */
export function webAppManifest(site: Pick<SiteSettingsEntry, "seriesName" | "tagline" | "language">) {
  return {
    name: siteTitle(site),
    short_name: site.seriesName,
    lang: site.language,
    start_url: "/",
    // A website, not an app: a home-screen icon opens it in the browser. With an app display
    // mode Chrome also checks, as each page loads, whether the site can be installed, fetching
    // the manifest and then its 144 px icon, which a slow line pays in its largest paint.
    display: "browser",
    background_color: COLORS.night,
    theme_color: COLORS.night,
    icons: ICON_SIZES.map(size => ({ src: iconFile(size), sizes: iconSizes(size), type: "image/png" })),
  }
}
