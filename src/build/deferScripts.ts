/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the page's
 * code. They download beside the first picture and run before the page has painted it, so a
 * phone on a slow line sees the page later than it would without them. After the build we
 * swap them for a list and a small loader that fetches them once the page has loaded and
 * painted. The page is whole without JavaScript, so nothing is missing meanwhile; React then
 * hydrates it as before.
 */

/** The id of the JSON list of the page's scripts, which the loader reads. */
export const DEFERRED_SCRIPTS_ID = "deferred-scripts"

// The same on every page, so the Content-Security-Policy needs one hash for it.
export const SCRIPT_LOADER = [
  "(function(){",
  `var list=JSON.parse(document.getElementById("${DEFERRED_SCRIPTS_ID}").textContent);`,
  // Fetch them all at once, but run them one by one in the page's order, each in a task of
  // its own. Added together, they ran as they arrived, and the last one's run took in the
  // start of the whole app: a 60 to 120 ms task on a throttled phone, most of its blocking time.
  "function preload(src){var l=document.createElement(\"link\");l.rel=\"preload\";l.as=\"script\";l.href=src;document.head.appendChild(l)}",
  "function run(i){if(i<list.length){var s=document.createElement(\"script\");s.src=list[i];s.onload=function(){setTimeout(function(){run(i+1)},0)};document.body.appendChild(s)}}",
  "function add(){list.forEach(preload);run(0)}",
  // After the load event, the page's first picture (the one with high priority, most often
  // its largest paint) may still be decoding: wait for it, then for the frame that paints it,
  // then for the browser to be idle. Without requestIdleCallback (Safari), a timeout.
  "function idle(){window.requestIdleCallback?requestIdleCallback(add,{timeout:2000}):setTimeout(add,0)}",
  "function afterPaint(){var first=document.querySelector(\"img[fetchpriority=high]\");",
  "(first&&first.decode?first.decode().catch(function(){}):Promise.resolve()).then(function(){requestAnimationFrame(idle)})}",
  "document.readyState===\"complete\"?afterPaint():addEventListener(\"load\",afterPaint,{once:true})",
  "})()",
].join("")

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g
const GATSBY_APP = /^\/app-[^/]*\.js$/

/** The name of the webpack entry that runs React DOM's set-up (src/build/reactDomEntry.ts). */
export const REACT_DOM_ENTRY = "react-dom-entry"

/**
 * The page's HTML with its async script tags replaced by the list and the loader (unchanged
 * if it has none). `beforeApp`, the React DOM entry's script, goes into the list just before
 * Gatsby's app, after the framework chunk it needs.
 */
export function deferScripts(html: string, beforeApp: string[] = []): string {
  const tags = [...html.matchAll(ASYNC_SCRIPT)].map(match => match[1])
  if (tags.length === 0) return html
  const app = tags.findIndex(src => GATSBY_APP.test(src))
  if (app < 0 && beforeApp.length > 0) throw new Error(`No Gatsby app script (/app-….js) among ${tags.join(", ")} to run ${beforeApp.join(", ")} before.`)
  const sources = app < 0 ? tags : [...tags.slice(0, app), ...beforeApp, ...tags.slice(app)]
  let replaced = false
  return html.replace(ASYNC_SCRIPT, () => {
    if (replaced) return ""
    replaced = true
    const list = JSON.stringify(sources).replace(/</g, "\\u003c")
    return `<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">${list}</script><script>${SCRIPT_LOADER}</script>`
  })
}

/** The scripts a page loads: its deferred list, or its script tags if it was not rewritten. */
export function pageScripts(document: Document): string[] {
  const list = document.getElementById(DEFERRED_SCRIPTS_ID)?.textContent
  const deferred: string[] = list ? JSON.parse(list) : []
  const tags = Array.from(document.querySelectorAll("script[src]")).map(script => script.getAttribute("src") ?? "")
  return [...deferred, ...tags]
}
