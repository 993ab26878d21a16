/**
 * The visitor's consent, kept in one first-party cookie that holds no identifier: its
 * name comes from data/site/site.json and its value is only "accepted". Until it exists,
 * the cookie notice shows and the embedded players stay behind their click-to-load panels.
 */
import { useSyncExternalStore } from "react"

const CHANGE_EVENT = "chapterverse:consent"

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
