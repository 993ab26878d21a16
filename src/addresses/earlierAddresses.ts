/**
 * Every address the content has had keeps answering. From the versions of data/ in git
 * (contentHistory.ts) and today's content: an entry renamed since (the same file, another slug)
 * leads from each earlier address to its address now, permanently; an entry taken away leaves a
 * page at its address that says it has gone and links its list. Pure, so a unit test gives it
 * versions as plain values.
 */
import type { AddressedEntry } from "./addressedEntries"

/** An earlier address that leads on to today's. */
export interface MovedAddress {
  from: string
  to: string
  /** What moved, for the check's message. */
  title: string
}

/** An earlier address of an entry no longer on the site. */
export interface GoneAddress {
  path: string
  title: string
  list: AddressedEntry["list"]
}

export interface EarlierAddresses {
  moved: MovedAddress[]
  gone: GoneAddress[]
}

/**
 * `versions`: the entries of each earlier version, oldest first; `today`: this build's entries;
 * `isPage`: whether this build has a page (or an alias) at an address, which then answers for
 * itself. An entry of today's content whose own page this build holds back (a post scheduled for
 * later) keeps its earlier addresses unanswered until it is published.
 */
export function earlierAddresses(
  versions: ReadonlyArray<readonly AddressedEntry[]>,
  today: readonly AddressedEntry[],
  isPage: (path: string) => boolean,
): EarlierAddresses {
  const now = new Map(today.map(entry => [entry.identity, entry]))
  const moved = new Map<string, MovedAddress>()
  const gone = new Map<string, GoneAddress>()
  // Newest first, so that a removed entry's page names it as it last was.
  for (const entry of [...versions].reverse().flat()) {
    const current = now.get(entry.identity)
    entry.paths.forEach((from, place) => {
      // The same address today (a guide the book has never had is no page, and moved nowhere).
      if (isPage(from) || moved.has(from) || gone.has(from) || current?.paths[place] === from) return
      if (current) {
        const to = [current.paths[place], current.paths[0]].find(path => path !== undefined && path !== from && isPage(path))
        if (to) moved.set(from, { from, to, title: current.title })
      } else if (place < entry.ownPages) gone.set(from, { path: from, title: entry.title, list: entry.list })
    })
  }
  // Oldest first: the order the news feed reads to find a post's first address.
  const oldestFirst = <T>(found: Map<string, T>) => [...found.values()].reverse()
  return { moved: oldestFirst(moved), gone: oldestFirst(gone) }
}
