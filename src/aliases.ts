/**
 * An alias (data/site/aliases.json) sends an old address on to a page: it must lead to a page of
 * the site, and must not take a page's own address. Only the site knows its pages (routes.ts), so
 * the site checks this, not the content plugin: `npm run check` and page creation both report it.
 */
import { Alias, collections, type AliasEntry } from "gatsby-source-chapterverse"
import type { ContentProblem } from "gatsby-source-chapterverse/node"
import { bookPath, characterPath, FIXED_PAGE_PATHS, firstChapterPath, newsPostPath } from "./routes"

/** The pages an alias may lead to are made from these. */
interface AliasTargetContent {
  books: ReadonlyArray<{ slug: string; firstChapter?: unknown; characters?: ReadonlyArray<{ slug: string } | null | undefined> | null }>
  newsPosts?: ReadonlyArray<{ slug: string }>
}

/** What an alias may lead to: the fixed pages, each book's, first chapter's, character's and news post's page. */
function aliasTargets({ books, newsPosts = [] }: AliasTargetContent): string[] {
  return [
    ...FIXED_PAGE_PATHS,
    ...books.map(book => bookPath(book.slug)),
    ...books.filter(book => book.firstChapter).map(book => firstChapterPath(book.slug)),
    ...books.flatMap(book => (book.characters ?? []).flatMap(character => (character ? [characterPath(character.slug)] : []))),
    ...newsPosts.map(post => newsPostPath(post.slug)),
  ]
}

/** Each alias that leads nowhere or hides a page, named as the content check names a problem. */
export function aliasProblems(aliases: readonly AliasEntry[], content: AliasTargetContent): ContentProblem[] {
  const file = `data/${collections.find(collection => collection.type === Alias)?.file}`
  const targets = new Set(aliasTargets(content))
  return aliases.flatMap(({ from, to }, index) => {
    const entry = `${index + 1} ("${from}")`
    const problems: ContentProblem[] = []
    if (!targets.has(to)) problems.push({ file, entry, field: "to", problem: `there is no page at ${to}`, fix: `use one of ${[...targets].join(", ")}` })
    if (targets.has(from))
      problems.push({ file, entry, field: "from", problem: `${from} is a page of its own, so it cannot lead elsewhere`, fix: "remove this alias or the page" })
    return problems
  })
}
