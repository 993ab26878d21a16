/**
 * The island loader, compiled into the inline script at the end of the body of every page that
 * has islands (clientScripts.ts), after the page's list of each island's files (gatsby-ssr.tsx).
 * It listens on the window once the HTML is parsed (the script is a module). An island's files (the
 * webpack runtime, React, its own code) load when it is needed:
 * - at once when the visitor presses, taps or tabs into it;
 * - otherwise once the page has painted its largest element (afterLargestPaint.ts), for the islands on or
 *   near the screen, and when scrolled near for the others;
 * - but an island marked to load on press (the site's search) only when the visitor presses a
 *   link or button in it: the press waits (its link is not followed) and is replayed once the
 *   island has hydrated (hydrateIslands.tsx). Should its files fail to load, the link is followed.
 * Waiting for that paint keeps the scripts from competing with the page's largest picture on
 * a slow line. Until then, and without JavaScript, an island is the server's plain HTML.
 * Like the page script, it touches nothing of the document before that paint, and it
 * has no `?.` or `??`, which the build's oldest browsers need spelt out at length.
 */
import {
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PRESSED_ATTRIBUTE,
  ISLAND_SCRIPTS_ID,
  LOAD_ON_PRESS,
  NEAR_SCREEN_PX,
} from "./islandMarkup"
import { afterLargestPaint } from "./afterLargestPaint"

const ISLAND = `${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}]`
const added: Record<string, boolean> = {}

/** Adds the island's files to the page, each file once. */
function load(island: Element) {
  // Its code hydrates every island of its name: the loader, a module, runs once they have all arrived.
  const files: Record<string, string[]> = JSON.parse((document.getElementById(ISLAND_SCRIPTS_ID) as Element).textContent as string)
  for (const src of files[island.getAttribute(ISLAND_NAME_ATTRIBUTE) as string]) {
    if (added[src]) continue
    added[src] = true
    // Added by script, they run as they arrive; webpack's runtime waits for all of an island's files.
    const script = document.createElement("script")
    script.src = src
    script.onerror = followPressedLink
    document.head.appendChild(script)
  }
}

/** Without its code, a pressed link does what it does without JavaScript. */
function followPressedLink() {
  const pressed = document.querySelector(`a[${ISLAND_PRESSED_ATTRIBUTE}]`) as HTMLAnchorElement | null
  if (pressed) location.assign(pressed.href)
}

/** The island the event happened in, while it has not hydrated. */
function waitingIsland({ target }: Event): Element | null {
  const island = target instanceof Element ? target.closest(ISLAND) : null
  return island && !island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? island : null
}
const loadsOnPress = (island: Element) => island.getAttribute(ISLAND_LOAD_ATTRIBUTE) === LOAD_ON_PRESS

// No fallback: every browser the build targets (Gatsby's browserslist) has IntersectionObserver.
function loadNearScreen() {
  const islands = document.querySelectorAll(`${ISLAND}:not([${ISLAND_LOAD_ATTRIBUTE}="${LOAD_ON_PRESS}"])`)
  const observer = new IntersectionObserver(
    entries => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        load(entry.target)
      }
    },
    { rootMargin: `${NEAR_SCREEN_PX}px 0px` },
  )
  islands.forEach(island => observer.observe(island))
}

/**
 * Starts the loader: its listeners on the window, and the islands near the screen once the page has
 * painted. Called by the inline script's entry after the page script (clientScripts.ts), which it
 * imports rather than runs as a second entry, so that what the two share costs no module runtime.
 */
export function startIslandLoader(): void {
  for (const type of ["pointerdown", "focusin", "keydown"]) {
    addEventListener(
      type,
      event => {
        const island = waitingIsland(event)
        if (island && !loadsOnPress(island)) load(island)
      },
      { passive: true },
    )
  }

  // A click is a press by mouse, touch or keyboard (Enter on a link, Enter or Space on a button).
  addEventListener("click", event => {
    const island = waitingIsland(event)
    const control = island && loadsOnPress(island) ? (event.target as Element).closest("a[href], button") : null
    if (!island || !control) return
    event.preventDefault()
    control.setAttribute(ISLAND_PRESSED_ATTRIBUTE, "")
    load(island)
  })

  // Once the page has painted its largest element (most often its first picture): the islands'
  // scripts would otherwise compete with it on a slow line, and their loading with its frame.
  afterLargestPaint(loadNearScreen)
}
