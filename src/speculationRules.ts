import { PAGES } from "./routes"
import { inlineJson } from "./text/inlineJson"

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

/** The prefetch rules every page's head holds (gatsby-ssr.tsx), as written there: the policy allows them by this code's hash. */
export const SPECULATION_RULES_SCRIPT = inlineJson(speculationRules)
