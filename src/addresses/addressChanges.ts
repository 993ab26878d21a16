/**
 * What `npm run check` says of the addresses a change of data/ moves or takes away, compared with
 * the site as last published (the commit PUBLISHED_COMMIT names, or the last commit): in the
 * author's words, what would stop answering and what the site does about it. Nothing here stops
 * a build: the site keeps every such address answering by itself (earlierAddresses.ts).
 */
import type { AddressedEntry } from "./addressedEntries"
import { entriesAt } from "./contentHistory"
import { earlierAddresses } from "./earlierAddresses"

/** The commit to compare with: the deploy workflow's preview build names the draft's base; else the last commit. */
export const publishedCommit = (env: NodeJS.ProcessEnv = process.env): string => env.PUBLISHED_COMMIT || "HEAD"

/**
 * The lines to print, or none when no address changes. `today`: today's entries with addresses
 * (todaysEntries); `isPage`: whether today's content has a page at an address (its entries' own
 * pages, the fixed pages, the aliases).
 */
export function addressChanges(dataDir: string, today: readonly AddressedEntry[], isPage: (address: string) => boolean, since = publishedCommit()): string[] {
  const before = entriesAt(dataDir, since)
  if (!before) return []
  const { moved, gone } = earlierAddresses([before], today, isPage)
  if (moved.length === 0 && gone.length === 0) return []
  return [
    `Addresses that change, compared with the site as published (${since === "HEAD" ? "the last commit" : `commit ${since.slice(0, 7)}`}). Nothing to do: the site sees to each.`,
    ...moved.map(({ from, to, title }) => `  ${from} will lead on to ${to}, the new address of "${title}".`),
    ...gone.map(({ path, title, list }) => `  ${path} will show a page saying "${title}" has gone, with a link to ${list.title} (${list.path}).`),
  ]
}
