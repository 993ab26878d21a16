/**
 * The one script every page shares, inline in <head> (compiled by gatsby-plugin-islands).
 * It listens on the window, so the cookie notice's buttons and the sticky header work from the
 * first paint, before anything else has loaded (the menu is the browser's popover: Header.tsx):
 * - shows the cookie notice to a visitor who has not answered it yet;
 * - Accept sets the consent cookie, No thanks remembers the answer for the tab; both hide the notice;
 * - the header turns sticky once the page is scrolled past the offset in the site settings.
 * While the HTML is being parsed it only adds listeners to the window and sets a timer: the
 * first touch of the document, of its cookie or of storage costs a phone several
 * milliseconds, which would lengthen the task that comes before the first paint.
 * Keep it small: every page carries it in its HTML.
 */
import { DISMISSED_KEY, giveConsent, hasConsent, NOTICE_OPEN_ATTRIBUTE } from "../consent/consent"
import { PAGE_HOOKS, PAGE_SETTINGS_ID, type PageSettings } from "./pageHooks"

let pageSettings: PageSettings | undefined
const settings = (): PageSettings => (pageSettings ??= JSON.parse(document.getElementById(PAGE_SETTINGS_ID)?.textContent ?? "null") as PageSettings)
const selector = (name: keyof typeof PAGE_HOOKS) => `[${PAGE_HOOKS[name]}]`
const answerNotice = () => document.documentElement.removeAttribute(NOTICE_OPEN_ATTRIBUTE)

// Whether the visitor has answered is read in a task of its own, at the parser's next pause.
// The notice is hidden until then (CSS), so it never flashes up for a visitor who has answered.
setTimeout(() => {
  try {
    if (hasConsent(settings().consentCookieName) || sessionStorage.getItem(DISMISSED_KEY) === "yes") return
  } catch {
    // Storage can be switched off; the notice then simply shows.
  }
  document.documentElement.setAttribute(NOTICE_OPEN_ATTRIBUTE, "")
}, 0)

function accept() {
  giveConsent(settings().consentCookieName, settings().consentCookieDays)
  answerNotice()
}

addEventListener("click", event => {
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest(selector("consentAccept"))) accept()
  if (target?.closest(selector("consentDecline"))) {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "yes")
    } catch {
      // Without storage the answer lasts for this page.
    }
    answerNotice()
  }
})

function onScroll() {
  const { stickyHeaderOffset, acceptOnScroll, acceptOnScrollPercent } = settings()
  const header = document.querySelector(selector("sticky"))
  const sticky = window.scrollY >= stickyHeaderOffset ? "on" : "off"
  if (header && header.getAttribute(PAGE_HOOKS.sticky) !== sticky) header.setAttribute(PAGE_HOOKS.sticky, sticky)
  // Accepting by scrolling exists in the settings but is switched off (acceptOnScroll: false).
  const root = document.documentElement
  if (acceptOnScroll && root.hasAttribute(NOTICE_OPEN_ATTRIBUTE)) {
    const scrollable = root.scrollHeight - window.innerHeight
    if (scrollable > 0 && (window.scrollY / scrollable) * 100 >= acceptOnScrollPercent) accept()
  }
}
addEventListener("scroll", onScroll, { passive: true })
// A reload or the back button can restore a scrolled position without a scroll event. Read
// it in the frame after the page has shown: reading scrollY any earlier (at DOMContentLoaded,
// say) makes the browser lay the page out on the spot, a long task right before the first
// paint that delays it and any tap made then.
addEventListener("pageshow", () => requestAnimationFrame(onScroll))
