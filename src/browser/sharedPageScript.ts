/**
 * The one script every page shares, inline in <head> (compiled by src/build/clientScripts.ts).
 * It listens on the document, so the Menu button, the cookie notice's buttons and the sticky
 * header work from the first paint, before anything else has loaded:
 * - hides the cookie notice before that paint from a visitor who has already answered;
 * - Menu opens and closes the phone menu (aria-expanded; CSS shows the panel), Escape closes
 *   it and puts focus back on the button;
 * - Accept sets the consent cookie, No thanks remembers the answer for the tab; both hide the notice;
 * - the header turns sticky once the page is scrolled past the offset in the site settings.
 * Keep it small: every page carries it in its HTML.
 */
import { DISMISSED_KEY, giveConsent, hasConsent, NOTICE_ANSWERED_ATTRIBUTE } from "../consent/consent"
import { PAGE_HOOKS, PAGE_SETTINGS_ID, type PageSettings } from "./pageHooks"

const settings: PageSettings = JSON.parse(document.getElementById(PAGE_SETTINGS_ID)?.textContent ?? "null")
const root = document.documentElement
const selector = (name: keyof typeof PAGE_HOOKS) => `[${PAGE_HOOKS[name]}]`
const answerNotice = () => root.setAttribute(NOTICE_ANSWERED_ATTRIBUTE, "")

try {
  if (hasConsent(settings.consentCookieName) || sessionStorage.getItem(DISMISSED_KEY) === "yes") answerNotice()
} catch {
  // Storage can be switched off; the notice then simply shows.
}

function accept() {
  giveConsent(settings.consentCookieName, settings.consentCookieDays)
  answerNotice()
}

const setMenu = (button: Element, open: boolean) => button.setAttribute("aria-expanded", String(open))

document.addEventListener("click", event => {
  const target = event.target instanceof Element ? event.target : null
  const menuButton = target?.closest(selector("menuButton"))
  if (menuButton) setMenu(menuButton, menuButton.getAttribute("aria-expanded") !== "true")
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

document.addEventListener("keydown", event => {
  if (event.key !== "Escape") return
  const openMenu = document.querySelector<HTMLElement>(`${selector("menuButton")}[aria-expanded="true"]`)
  if (!openMenu) return
  setMenu(openMenu, false)
  openMenu.focus()
})

function onScroll() {
  const header = document.querySelector(selector("sticky"))
  const sticky = window.scrollY >= settings.stickyHeaderOffset ? "on" : "off"
  if (header && header.getAttribute(PAGE_HOOKS.sticky) !== sticky) header.setAttribute(PAGE_HOOKS.sticky, sticky)
  // Accepting by scrolling exists in the settings but is switched off (acceptOnScroll: false).
  if (settings.acceptOnScroll && !root.hasAttribute(NOTICE_ANSWERED_ATTRIBUTE)) {
    const scrollable = root.scrollHeight - window.innerHeight
    if (scrollable > 0 && (window.scrollY / scrollable) * 100 >= settings.acceptOnScrollPercent) accept()
  }
}
window.addEventListener("scroll", onScroll, { passive: true })
// A reload can restore a scrolled position before any scroll event.
document.addEventListener("DOMContentLoaded", onScroll)
