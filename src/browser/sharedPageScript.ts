/**
 * The one script every page shares, inline at the end of <body> as a module (compiled by
 * gatsby-plugin-islands, which adds its island loader to it on pages with islands): a module runs
 * once the HTML is parsed, and what it does waits until the page has painted its largest element,
 * so no script of ours is on the way to that paint (docs/performance.md). It listens on the window:
 * - shows the cookie notice to a visitor who has not answered it yet, once that paint is done
 *   (CSS keeps the notice hidden until then, so it never flashes up for one who has answered);
 * - Accept sets the consent cookie, No thanks remembers the answer for the tab; both hide the notice;
 * - the header turns sticky once the page is scrolled past the offset in the site settings.
 * The menu is the browser's popover (Header.tsx), which needs no script.
 * Keep it small: every page carries it in its HTML (docs/performance.md has its budget). No
 * `?.` or `??`: the build's oldest browsers need them spelt out at length.
 */
import { DISMISSED_KEY, giveConsent, hasConsent, NOTICE_OPEN_ATTRIBUTE } from "../consent/consent"
import { afterLargestPaint } from "gatsby-plugin-islands"
import { PAGE_HOOKS, type PageSettings } from "./pageHooks"

// The site's settings, compiled in by gatsby-plugin-islands (gatsby-config.ts): with accepting
// on scroll switched off, as the spec has it, its code is left out of every page.
declare const PAGE_SCRIPT_SETTINGS: PageSettings
const answerNotice = () => document.documentElement.removeAttribute(NOTICE_OPEN_ATTRIBUTE)

function accept() {
  giveConsent(PAGE_SCRIPT_SETTINGS.consentCookieName, PAGE_SCRIPT_SETTINGS.consentCookieDays)
  answerNotice()
}

addEventListener("click", ({ target }) => {
  if (!(target instanceof Element)) return
  if (target.closest(`[${PAGE_HOOKS.consentAccept}]`)) accept()
  if (target.closest(`[${PAGE_HOOKS.consentDecline}]`)) {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "yes")
    } catch {
      // Without storage the answer lasts for this page.
    }
    answerNotice()
  }
})

function onScroll() {
  const header = document.querySelector(`[${PAGE_HOOKS.sticky}]`)
  const sticky = scrollY >= PAGE_SCRIPT_SETTINGS.stickyHeaderOffset ? "on" : "off"
  if (header && header.getAttribute(PAGE_HOOKS.sticky) !== sticky) header.setAttribute(PAGE_HOOKS.sticky, sticky)
  // Accepting by scrolling exists in the settings but is switched off (acceptOnScroll: false).
  if (PAGE_SCRIPT_SETTINGS.acceptOnScroll && document.documentElement.hasAttribute(NOTICE_OPEN_ATTRIBUTE)) {
    const scrollable = document.documentElement.scrollHeight - innerHeight
    if (scrollable > 0 && (scrollY / scrollable) * 100 >= PAGE_SCRIPT_SETTINGS.acceptOnScrollPercent) accept()
  }
}
addEventListener("scroll", onScroll, { passive: true })
// After the largest paint: a reload or the back button can restore a scrolled position without a
// scroll event (reading scrollY earlier lays the page out on the spot), read first, and on each return
// from the back-forward cache (the load's own pageshow would come before that paint); then whether the
// visitor has answered: the cookie and storage reads are synchronous calls to the browser, several ms on a phone.
afterLargestPaint(() => {
  onScroll()
  addEventListener("pageshow", onScroll)
  try {
    if (hasConsent(PAGE_SCRIPT_SETTINGS.consentCookieName) || sessionStorage.getItem(DISMISSED_KEY) === "yes") return
  } catch {
    // Storage can be switched off; the notice then simply shows.
  }
  document.documentElement.setAttribute(NOTICE_OPEN_ATTRIBUTE, "")
})
