/**
 * What the page script (src/browser/sharedPageScript.ts) needs of the site's settings, as the
 * content plugin checked them this build: gatsby-plugin-islands compiles it into the script (its
 * pageScriptSettings option, gatsby-config.ts), after sourcing.
 */
import { SiteSettings } from "gatsby-source-chapterverse"
import { checkedContentOfThisBuild } from "gatsby-source-chapterverse/node"
import type { PageSettings } from "../browser/pageHooks"

export function pageScriptSettings(): PageSettings {
  const { behaviour } = checkedContentOfThisBuild().single(SiteSettings).value
  return {
    consentCookieName: behaviour.consentCookieName,
    consentCookieDays: behaviour.consentCookieDays,
    stickyHeaderOffset: behaviour.stickyHeaderOffset,
    acceptOnScroll: behaviour.acceptOnScroll,
    acceptOnScrollPercent: behaviour.acceptOnScrollPercent,
  }
}
