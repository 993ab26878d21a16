import { useEffect, useState } from "react"

/** False in the server render and during hydration, true straight after: for UI that must not be in the static HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
