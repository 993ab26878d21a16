/**
 * The visitor's consent, kept in one first-party cookie that holds no identifier: its
 * name comes from data/site/site.json and its value is only "accepted". Until it exists,
 * the cookie notice shows and the embedded players stay behind their click-to-load panels.
 * No React here: the script every page shares (src/browser/sharedPageScript.ts) uses it.
 */

/** Sent on window when the visitor accepts, for islands already on the page (useConsent). */
export const CONSENT_CHANGE_EVENT = "chapterverse:consent"

/** "No thanks" lasts for the visit (the tab), and is kept without a cookie. */
export const DISMISSED_KEY = "chapterverse-cookie-notice-dismissed"

/**
 * Set on <html> by the shared page script while the visitor has not answered the notice: the
 * notice shows only then (CookieNotice.module.css), so without JavaScript it stays hidden.
 */
export const NOTICE_OPEN_ATTRIBUTE = "data-cookie-notice-open"

export function hasConsent(cookieName: string): boolean {
  return document.cookie.split("; ").some(pair => pair === `${cookieName}=accepted`)
}

/** Sets the consent cookie: first-party, Lax, Secure on https, for the given number of days. */
export function giveConsent(cookieName: string, days: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : ""
  document.cookie = `${cookieName}=accepted; Max-Age=${days * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`
  dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
}
