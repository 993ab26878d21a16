import type { GatsbySSR } from "gatsby"
import { themeStylesheet } from "./src/theme"
import { PAGES } from "./src/routes"
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

/** What every page's head holds before its own Head: the theme, what shows without JavaScript, the prefetch rules. */
// The page's language is its Head's (Seo.tsx), from the checked settings, as every page's Head renders Seo.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // The theme's colours as CSS custom properties, which every stylesheet reads.
    <style key="theme-colours" dangerouslySetInnerHTML={{ __html: themeStylesheet }} />,
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
