/**
 * The island loader, inline at the end of every page that has islands (compiled by
 * clientScripts.ts). An island's files (the webpack runtime, React, its own code)
 * load when it is needed:
 * - at once when the visitor presses, taps or tabs into it;
 * - otherwise once the page has loaded and painted its first picture, for the islands on or
 *   near the screen, and when scrolled near for the others;
 * - but an island marked to load on press (the site's search) only when the visitor presses a
 *   link or button in it: the press waits (its link is not followed) and is replayed once the
 *   island has hydrated (hydrateIslands.tsx). Should its files fail to load, the link is followed.
 * Waiting for that paint keeps the scripts from competing with the page's largest picture on
 * a slow line. Until then, and without JavaScript, an island is the server's plain HTML.
 */
import {
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PRESSED_ATTRIBUTE,
  ISLAND_SCRIPTS_ID,
  LOAD_ON_PRESS,
} from "./islandMarkup"

const scripts: Record<string, string[]> = JSON.parse(document.getElementById(ISLAND_SCRIPTS_ID)?.textContent ?? "{}")
const requested = new Set<string>()
const added = new Set<string>()

function load(name: string) {
  if (requested.has(name)) return
  requested.add(name)
  // Added by script, they run as they arrive; webpack's runtime waits for all of an island's files.
  for (const src of scripts[name] ?? []) {
    if (added.has(src)) continue
    added.add(src)
    const script = document.createElement("script")
    script.src = src
    script.onerror = () => followPressedLinks(name)
    document.head.appendChild(script)
  }
}

const all = Array.from(document.querySelectorAll(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}]`))
const nameOf = (island: Element) => island.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? ""
const loadsOnPress = (island: Element) => island.getAttribute(ISLAND_LOAD_ATTRIBUTE) === LOAD_ON_PRESS
const islands = all.filter(island => !loadsOnPress(island))

for (const island of islands) {
  for (const type of ["pointerdown", "focusin", "keydown"]) island.addEventListener(type, () => load(nameOf(island)), { once: true, passive: true })
}

// A click is a press by mouse, touch or keyboard (Enter on a link, Enter or Space on a button).
for (const island of all.filter(loadsOnPress)) {
  island.addEventListener("click", event => {
    const control = event.target instanceof Element ? event.target.closest("a[href], button") : null
    if (!control || island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return
    event.preventDefault()
    control.setAttribute(ISLAND_PRESSED_ATTRIBUTE, "")
    load(nameOf(island))
  })
}

/** Without its code, a pressed link does what it does without JavaScript. */
function followPressedLinks(name: string) {
  for (const island of all.filter(island => nameOf(island) === name)) {
    const pressed = island.querySelector(`[${ISLAND_PRESSED_ATTRIBUTE}]`)
    if (pressed instanceof HTMLAnchorElement) window.location.assign(pressed.href)
  }
}

function loadNearScreen() {
  if (!("IntersectionObserver" in window)) return islands.forEach(island => load(nameOf(island)))
  const observer = new IntersectionObserver(
    entries => {
      for (const entry of entries.filter(entry => entry.isIntersecting)) {
        observer.unobserve(entry.target)
        load(nameOf(entry.target))
      }
    },
    { rootMargin: "300px 0px" },
  )
  islands.forEach(island => observer.observe(island))
}

// After the load event the first picture (the one with high priority, most often the largest
// paint) may still be decoding: wait for it, the frame that paints it, then an idle moment.
function afterFirstPicture() {
  const first = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")
  const decoded = first ? first.decode().catch(() => undefined) : Promise.resolve()
  decoded.then(() =>
    requestAnimationFrame(() =>
      window.requestIdleCallback ? window.requestIdleCallback(loadNearScreen, { timeout: 2000 }) : window.setTimeout(loadNearScreen, 0),
    ),
  )
}

if (document.readyState === "complete") afterFirstPicture()
else window.addEventListener("load", afterFirstPicture, { once: true })
