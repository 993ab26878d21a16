/**
 * What counts as a sample value: a stand-in in data/ that the author must replace before
 * launch (see docs/content-guide.md, "Sample values to replace before launch"). The one
 * place these rules live: the launch check lists what they match (launchCheck.ts, sampleValues),
 * and whatever search engines or downloads carry leaves out what they match (`unlessSample`).
 * Shared with the pages, so nothing here may need Node.
 */

/** What marks a value in data/ as a stand-in: "SAMPLE-978-…", "group[SAMPLE-0001][1]", "…/album/SAMPLE-ALBUM-1". */
export const SAMPLE_PREFIX = "SAMPLE-"

/**
 * A host name on the reserved .example top-level domain (RFC 2606), which no one can reach:
 * "hello@chapterverse.example", "https://shop.chapterverse.example/…". Not "example.com", not
 * "for example.", not "chapterverse.examples".
 */
const EXAMPLE_ADDRESS = /(?:[a-z0-9-]+\.)+example(?![a-z0-9-]|\.[a-z0-9])/i

/** Why a value is a sample: it holds "SAMPLE-", or an address on the reserved .example domain. */
export type SampleMark = "sample-prefix" | "example-address"

/** The first sample in a text, with its mark and the part of the text that is the sample ("SAMPLE-0001", "shop.chapterverse.example"). */
export function sampleIn(text: string): { mark: SampleMark; token: string } | undefined {
  const prefixed = /SAMPLE-[^\s"'<>()[\]]*/.exec(text)
  if (prefixed) return { mark: "sample-prefix", token: prefixed[0] }
  const address = EXAMPLE_ADDRESS.exec(text)
  if (address) return { mark: "example-address", token: address[0] }
  return undefined
}

export const isSample = (value: string | null | undefined): boolean => typeof value === "string" && sampleIn(value) !== undefined

/**
 * The value, or nothing while it is a sample: what structured data, a PDF's metadata and a ZIP's
 * text files carry, so that no stand-in reaches a search engine or a journalist's files.
 */
export const unlessSample = <T extends string>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || isSample(value) ? undefined : value
