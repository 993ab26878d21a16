/**
 * `npm run check`: the build's check of data/ alone, in a second or two instead of a whole
 * build, with the same messages (gatsby-source-chapterverse's loadContent, and the site's own
 * check of the aliases, src/aliases.ts). Exits with 1 when there is a problem.
 *
 * `npm run check -- --launch` (or LAUNCH_CHECK=1 in the environment) is the launch check: it
 * also exits with 1 while any sample value is left (gatsby-source-chapterverse's samples.ts), listing each by
 * its file, entry and field; without it, one line says how many are left and how to list them.
 * A picture that misses the size or shape its page needs (the content model's image fields) is a
 * warning: it stops nothing, and it is not a sample value. Its block has its own heading and marks
 * each picture `Picture 1:`, never the `- ` of the lists of problems and of sample values, and a
 * blank line parts it from what follows, so that the author (and a test) can tell the two apart.
 * A news post dated after today is named as scheduled, with the day it goes live: a notice, as the
 * build gives it (gatsby-source-chapterverse's scheduledPosts.ts). An address the change moves or
 * takes away, compared with the site as published, is named with what the site will answer there
 * (src/addresses/addressChanges.ts).
 */
import { Alias, Book, NewsPost } from "gatsby-source-chapterverse"
import {
  contentDirectory,
  ContentProblems,
  formatProblems,
  formatSampleCount,
  formatSampleValues,
  formatScheduledPosts,
  publishedContent,
  formatUnusedPictures,
  formatWarnings,
  launchCheckRequested,
  loadContent,
  scheduledPosts,
  showScheduledRequested,
  type CheckedContent,
} from "gatsby-source-chapterverse/node"
import { SET_UP_VARIABLES } from "../src/admin/adminApp"
import { aliasProblems } from "../src/aliases"
import { addressChanges } from "../src/addresses/addressChanges"
import { todaysEntries } from "../src/addresses/addressedEntries"
import { FIXED_PAGE_PATHS } from "../src/routes"

const launch = process.argv.includes("--launch") || launchCheckRequested()
/** What the check says after the count of problems: "fix it" for one, "fix them" for more. */
const fixAndCheckAgain = (them: "it" | "them") => `fix ${them} and run npm run check again`
const stop = (message: string): never => {
  console.error(message)
  process.exit(1)
}

function loadOrStop(): CheckedContent {
  try {
    return loadContent(contentDirectory())
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error
    return stop(formatProblems(error.problems, fixAndCheckAgain))
  }
}

async function main(): Promise<void> {
  const content = loadOrStop()
  // Warnings, which stop nothing: a picture of another size or shape still shows.
  const pictures = await content.pictureWarnings()
  if (pictures.length > 0) console.warn(`${formatWarnings(pictures)}\n`)
  if (content.unusedPictures.length > 0) console.warn(`${formatUnusedPictures(content.unusedPictures)}\n`)
  const aliases = aliasProblems(
    content.entries(Alias).map(alias => alias.value),
    // The scheduled posts are no pages yet: an alias to one waits for its day.
    {
      books: content.entries(Book).map(book => book.value),
      newsPosts: publishedContent(content, { show: showScheduledRequested() })
        .entries(NewsPost)
        .map(post => post.value),
    },
  )
  if (aliases.length > 0) stop(formatProblems(aliases, fixAndCheckAgain))
  const { samples } = content
  if (samples.length > 0 && launch) stop(formatSampleValues(samples, { launch }))
  if (samples.length > 0) console.warn(formatSampleCount(samples))
  // Which addresses this change moves or takes away: what the site will answer there instead.
  const today = todaysEntries(content, contentDirectory())
  const pages = new Set([
    ...FIXED_PAGE_PATHS,
    ...content.entries(Alias).map(alias => alias.value.from),
    ...today.flatMap(entry => entry.paths.slice(0, entry.ownPages)),
  ])
  const changes = addressChanges(contentDirectory(), today, address => pages.has(address))
  if (changes.length > 0) console.log(`${changes.join("\n")}\n`)
  const scheduled = scheduledPosts(content)
  if (scheduled.length > 0) console.log(formatScheduledPosts(scheduled, contentDirectory(), { shown: showScheduledRequested() }))
  console.log(
    launch ? "The content in data/ is ready to launch: no problems and no sample values found." : "The content in data/ is ready to build: no problems found.",
  )
  // The host's settings live on the host, not here: its own build checks them (src/gatsby-node/hostSetUp.ts).
  if (launch) console.log(`The host's set-up for the live editor (${SET_UP_VARIABLES.join(", ")}) is checked when the host builds with LAUNCH_CHECK=1.`)
}

void main()
