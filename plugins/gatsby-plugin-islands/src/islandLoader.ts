/**
 * The island loader, inline at the end of every page that has islands (compiled by
 * clientScripts.ts). An island's files (the webpack runtime, React, its own code)
 * load when it is needed:
 * - at once when the visitor presses, taps or tabs into it;
 * - otherwise once the page has loaded and painted its first picture, for the islands on or
 *   near the screen, and when scrolled near for the others.
 * Waiting for that paint keeps the scripts from competing with the page's largest picture on
 * a slow line. Until then, and without JavaScript, an island is the server's plain HTML.
 */
import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE, ISLAND_SCRIPTS_ID } from "./islandMarkup"

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
    document.head.appendChild(script)
  }
}

const islands = Array.from(document.querySelectorAll(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}]`))
const nameOf = (island: Element) => island.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? ""

for (const island of islands) {
  for (const type of ["pointerdown", "focusin", "keydown"]) island.addEventListener(type, () => load(nameOf(island)), { once: true, passive: true })
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
