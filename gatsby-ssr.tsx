import type { GatsbySSR } from "gatsby"
import { COLORS, themeStylesheet } from "./src/theme"
import { APPLE_TOUCH_ICON_SIZE, FAVICON_PNG, iconFile, iconSizes, MANIFEST_PATH } from "./src/seo/webAppManifest"
import { SPECULATION_RULES_SCRIPT } from "./src/speculationRules"

/**
 * What every page's head holds before its own Head: the theme, the web app's links, what shows
 * without JavaScript; and, after the page's content, the prefetch rules, which the first paint does not need.
 */
// The page's language is its Head's (Seo.tsx), from the checked settings, as every page's Head renders Seo.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
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
    // which gatsby-plugin-islands puts last in the body) is a module, which runs once the HTML is parsed
    // and then shows the cookie notice (first in the body, Layout.tsx); Menu is the browser's own.
    //
    // Without JavaScript: hide the buttons that need it, and show what stands in for them
    // (hidden by their own CSS). The menu needs none: it is the browser's popover (Header.tsx).
    <noscript key="without-javascript">
      <style>{"[data-needs-javascript]{display:none!important}[data-without-javascript]{display:block!important}"}</style>
    </noscript>,
  ])
  setPostBodyComponents([<script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_SCRIPT }} />])
}
