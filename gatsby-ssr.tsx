import type { GatsbySSR } from "gatsby"
import { COLORS, themeStylesheet } from "./src/theme"
import { PAGES } from "./src/routes"
import { APPLE_TOUCH_ICON_SIZE, FAVICON_PNG, iconFile, iconSizes, MANIFEST_PATH } from "./src/seo/webAppManifest"
import { inlineJson } from "./src/text/inlineJson"
// Fetch a page of the site when the visitor shows intent (a hover, a press), where the
// browser supports speculation rules; never a download, a link that opens a new tab, or the
// A to Z: the header's Search links to it, but with JavaScript opens the search in place, and a
// browser keys its prefetches by address, so any link to the A to Z (the footer's) left in the
// rules would have Search prefetch it.
const speculationRules = {
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { selector_matches: `[download], [target=_blank], [href="${PAGES.aToZ.path}"]` } }],
      },
      eagerness: "moderate",
    },
  ],
}

/** What every page's head holds before its own Head: the theme, the web app's links, what shows without JavaScript, the prefetch rules. */
// The page's language is its Head's (Seo.tsx), from the checked settings, as every page's Head renders Seo.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // The theme's colours as CSS custom properties, which every stylesheet reads.
    <style key="theme-colours" dangerouslySetInnerHTML={{ __html: themeStylesheet }} />,
    // The manifest and its icons (src/seo/webAppManifest.ts). Marked 32x32, the PNG favicon is
    // left to browsers that cannot draw the SVG one (Seo.tsx); Chrome fetches both otherwise.
    <meta key="theme-color" name="theme-color" content={COLORS.night} />,
    <link key="favicon-png" rel="icon" href={FAVICON_PNG.path} type="image/png" sizes={iconSizes(FAVICON_PNG.size)} />,
    <link key="manifest" rel="manifest" href={MANIFEST_PATH} crossOrigin="anonymous" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" sizes={iconSizes(APPLE_TOUCH_ICON_SIZE)} href={`/${iconFile(APPLE_TOUCH_ICON_SIZE)}`} />,
    // No render hold (<link rel="expect" blocking="render">): the first paint needs only the first
    // flight of HTML, as on a page without JavaScript. The page script (src/browser/sharedPageScript.ts,
    // which gatsby-plugin-islands puts last in the head) listens on the window, and the cookie notice comes first in the body (Layout.tsx), so Accept answers
    // as soon as it is painted, whatever of the page is still on its way; Menu is the browser's own.
    //
    // Without JavaScript: hide the buttons that need it, and show what stands in for them
    // (hidden by their own CSS). The menu needs none: it is the browser's popover (Header.tsx).
    <noscript key="without-javascript">
      <style>{"[data-needs-javascript]{display:none!important}[data-without-javascript]{display:block!important}"}</style>
    </noscript>,
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: inlineJson(speculationRules) }} />,
  ])
}
