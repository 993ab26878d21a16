/**
 * What the page script (src/browser/sharedPageScript.ts) needs of the site's settings, read from
 * the settings' node once the content plugin has checked data/: gatsby-plugin-islands compiles it
 * into the script (its pageScriptSettings option, gatsby-config.ts).
 */
import type { ParentSpanPluginArgs } from "gatsby"
import { SiteSettings } from "gatsby-source-chapterverse"
import { contentDirectory, contentOfNodes } from "gatsby-source-chapterverse/node"
import type { PageSettings } from "../browser/pageHooks"

export function pageScriptSettings({ getNodesByType }: Pick<ParentSpanPluginArgs, "getNodesByType">): PageSettings {
  const { behaviour } = contentOfNodes(getNodesByType, contentDirectory()).single(SiteSettings).value
  return {
    consentCookieName: behaviour.consentCookieName,
    consentCookieDays: behaviour.consentCookieDays,
    stickyHeaderOffset: behaviour.stickyHeaderOffset,
    acceptOnScroll: behaviour.acceptOnScroll,
    acceptOnScrollPercent: behaviour.acceptOnScrollPercent,
  }
}
