import { useSyncExternalStore } from "react"
import { CONSENT_CHANGE_EVENT, hasConsent } from "./consent"

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
}

/**
 * Whether the visitor has consented, for islands. The server render and hydration both say
 * "no", so the markup always matches; the real answer follows straight after hydration, and
 * again whenever the visitor accepts.
 */
export function useConsent(cookieName: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasConsent(cookieName),
    () => false,
  )
}
