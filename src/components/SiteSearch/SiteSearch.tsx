import { useEffect, useRef, useState } from "react"
import { loadPagefind, RESULTS_AT_ONCE, type Pagefind, type SearchResultData } from "../../search/pagefind"
import { Dialog } from "../Dialog/Dialog"
import * as styles from "./SiteSearch.module.css"

export interface SiteSearchProps {
  /** The A to Z of every page: the search's place without JavaScript, and its way on when nothing matches. */
  aToZ: string
}

type Found = { term: string; total: number; shown: SearchResultData[] }
type State =
  | { kind: "loading" }
  | { kind: "ready"; pagefind: Pagefind }
  | { kind: "unavailable"; reason: "development" | "failed" }
  | { kind: "found"; pagefind: Pagefind; found: Found }

const pages = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`

/**
 * The search, in every page's header. Without JavaScript it is a link to the A to Z of every
 * page. As an island that loads on press (nothing of it loads before), it opens a dialog with a
 * search box; only then is Pagefind imported, from this site, with the index the build made of
 * every page's text (src/gatsby-node/searchIndex.ts). Each result shows its page's title, the
 * matching words and its picture; a status line says how many pages match.
 */
export function SiteSearch({ aToZ }: SiteSearchProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <a
        ref={opener}
        href={aToZ}
        className={styles.opener}
        onClick={event => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.openerLabel}>Search</span>
      </a>
      {open && (
        <Dialog label="Search the site" onClose={() => setOpen(false)} returnFocusTo={opener.current} initialFocus="#site-search-box">
          <SearchPanel aToZ={aToZ} />
        </Dialog>
      )}
    </>
  )
}

function SearchPanel({ aToZ }: SiteSearchProps) {
  const [term, setTerm] = useState("")
  const [state, setState] = useState<State>(process.env.NODE_ENV === "development" ? { kind: "unavailable", reason: "development" } : { kind: "loading" })
  const latest = useRef("")

  useEffect(() => {
    if (state.kind !== "loading") return
    loadPagefind().then(
      pagefind => setState({ kind: "ready", pagefind }),
      () => setState({ kind: "unavailable", reason: "failed" }),
    )
  }, [state.kind])

  const pagefind = state.kind === "ready" || state.kind === "found" ? state.pagefind : null

  useEffect(() => {
    const wanted = term.trim()
    latest.current = wanted
    if (!pagefind) return
    if (wanted === "") {
      setState({ kind: "ready", pagefind })
      return
    }
    pagefind.preload(wanted)
    // Each key press waits for the next: the search runs once the visitor pauses.
    const pause = window.setTimeout(async () => {
      const search = await pagefind.search(wanted)
      const shown = await Promise.all(search.results.slice(0, RESULTS_AT_ONCE).map(result => result.data()))
      if (latest.current === wanted) setState({ kind: "found", pagefind, found: { term: wanted, total: search.results.length, shown } })
    }, 150)
    return () => window.clearTimeout(pause)
  }, [term, pagefind])

  async function showMore(found: Found) {
    if (!pagefind) return
    const search = await pagefind.search(found.term)
    const more = await Promise.all(search.results.slice(found.shown.length, found.shown.length + RESULTS_AT_ONCE).map(result => result.data()))
    if (latest.current === found.term) setState({ kind: "found", pagefind, found: { ...found, shown: [...found.shown, ...more] } })
  }

  const found = state.kind === "found" ? state.found : null
  return (
    <div className={styles.panel}>
      <form role="search" action={aToZ} onSubmit={event => event.preventDefault()} className={styles.form}>
        <label htmlFor="site-search-box" className={styles.label}>
          Search the site
        </label>
        <input
          id="site-search-box"
          className={styles.box}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          value={term}
          onChange={event => setTerm(event.target.value)}
          aria-describedby="site-search-status"
        />
      </form>
      <p id="site-search-status" role="status" className={styles.status}>
        {state.kind === "loading" && "Getting the search ready…"}
        {state.kind === "ready" && "Type a name, a book or something to do, like colouring."}
        {found && found.total > 0 && `${pages(found.total)} ${found.total === 1 ? "matches" : "match"} “${found.term}”.`}
        {found && found.total === 0 && (
          <>
            No pages match “{found.term}”. Try another word, or look through <a href={aToZ}>every page from A to Z</a>.
          </>
        )}
        {state.kind === "unavailable" && (
          <>
            {state.reason === "development"
              ? "Search works on the built site (npm run build, then npm run serve): there is no index in development. "
              : "The search could not load just now. "}
            Every page is listed in <a href={aToZ}>the A to Z</a>.
          </>
        )}
      </p>
      {found && found.shown.length > 0 && (
        <>
          <ol className={styles.results} aria-label={`Pages that match “${found.term}”`}>
            {found.shown.map(result => (
              <li key={result.url} className={styles.result}>
                <div className={styles.resultText}>
                  <a href={result.url} className={styles.resultTitle}>
                    {result.meta.title ?? result.url}
                  </a>
                  {/* Pagefind escapes the page's text and marks the matched words: safe as HTML. */}
                  <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
                </div>
                {result.meta.image && (
                  <img className={styles.picture} src={result.meta.image} alt={result.meta.image_alt ?? ""} width="80" height="80" loading="lazy" />
                )}
              </li>
            ))}
          </ol>
          {found.shown.length < found.total && (
            <button type="button" className={styles.more} onClick={() => showMore(found)}>
              Show more pages
            </button>
          )}
        </>
      )}
    </div>
  )
}
