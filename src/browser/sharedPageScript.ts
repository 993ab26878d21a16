/**
 * The one script every page shares, inline in <head> (compiled by gatsby-plugin-islands, which
 * adds its island loader to it on pages with islands). It listens on the window, so the cookie
 * notice's buttons and the sticky header work from the first paint, before anything else has
 * loaded (the menu is the browser's popover: Header.tsx):
 * - shows the cookie notice to a visitor who has not answered it yet;
 * - Accept sets the consent cookie, No thanks remembers the answer for the tab; both hide the notice;
 * - the header turns sticky once the page is scrolled past the offset in the site settings.
 * While the HTML is being parsed it only adds listeners to the window and sets a timer: the
 * first touch of the document, of its cookie or of storage costs a phone several
 * milliseconds, which would lengthen the task that comes before the first paint.
 * Keep it small: every page carries it in its HTML (docs/performance.md has its budget). No
 * `?.` or `??`: the build's oldest browsers need them spelt out at length.
 */
import { DISMISSED_KEY, giveConsent, hasConsent, NOTICE_OPEN_ATTRIBUTE } from "../consent/consent"
import { PAGE_HOOKS, type PageSettings } from "./pageHooks"

// The site's settings, compiled in by gatsby-plugin-islands (gatsby-config.ts): with accepting
// on scroll switched off, as the spec has it, its code is left out of every page.
declare const PAGE_SCRIPT_SETTINGS: PageSettings
const answerNotice = () => document.documentElement.removeAttribute(NOTICE_OPEN_ATTRIBUTE)

// Whether the visitor has answered is read in a task of its own, at the parser's next pause.
// The notice is hidden until then (CSS), so it never flashes up for a visitor who has answered.
setTimeout(() => {
  try {
    if (hasConsent(PAGE_SCRIPT_SETTINGS.consentCookieName) || sessionStorage.getItem(DISMISSED_KEY) === "yes") return
  } catch {
    // Storage can be switched off; the notice then simply shows.
  }
  document.documentElement.setAttribute(NOTICE_OPEN_ATTRIBUTE, "")
})

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
// A reload or the back button can restore a scrolled position without a scroll event. Read
// it in the frame after the page has shown: reading scrollY any earlier (at DOMContentLoaded,
// say) makes the browser lay the page out on the spot, a long task right before the first
// paint that delays it and any tap made then.
addEventListener("pageshow", () => requestAnimationFrame(onScroll))
