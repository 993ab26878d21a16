/**
 * The visitor's consent, kept in one first-party cookie that holds no identifier: its
 * name comes from data/site/site.json and its value is only "accepted". Until it exists,
 * the cookie notice shows and the embedded players stay behind their click-to-load panels.
 */
import { useSyncExternalStore } from "react"

const CHANGE_EVENT = "chapterverse:consent"

/** "No thanks" lasts for the visit (the tab), and is kept without a cookie. */
export const DISMISSED_KEY = "chapterverse-cookie-notice-dismissed"

/** Set on <html> before the first paint when the visitor has already answered the notice. */
export const NOTICE_ANSWERED_ATTRIBUTE = "data-cookie-notice-answered"

/**
 * A tiny script for <head>. The cookie notice is in the static HTML, so it paints with the
 * page and never pops in late; this hides it before that first paint from a visitor who
 * has accepted (cookie) or said no thanks in this tab (session storage).
 */
export function noticeAnsweredScript(cookieName: string): string {
  const accepted = JSON.stringify(`${cookieName}=accepted`)
  return (
    `try{if(document.cookie.split("; ").indexOf(${accepted})>-1||sessionStorage.getItem(${JSON.stringify(DISMISSED_KEY)})==="yes")` +
    `document.documentElement.setAttribute(${JSON.stringify(NOTICE_ANSWERED_ATTRIBUTE)},"")}catch(e){}`
  )
}

export function hasConsent(cookieName: string): boolean {
  return document.cookie.split("; ").some(pair => pair === `${cookieName}=accepted`)
}

/** Sets the consent cookie: first-party, Lax, Secure on https, for the given number of days. */
export function giveConsent(cookieName: string, days: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : ""
  document.cookie = `${cookieName}=accepted; Max-Age=${days * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}

/**
 * Whether the visitor has consented. The server render and hydration both say "no", so
 * the markup always matches; the real answer follows straight after hydration.
 */
export function useConsent(cookieName: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasConsent(cookieName),
    () => false,
  )
}
