import fs from "node:fs"
import nodePath from "node:path"
import type { GraphQLFieldResolver } from "gatsby/graphql"
import { parseChapter, type Chapter } from "../text/chapter"
import { readText } from "../text/textFiles"

interface BookSource {
  parent?: string | null
  firstChapter?: { file?: string } | null
}

interface ResolverContext {
  nodeModel: {
    getNodeById(args: { id: string }): { absolutePath?: string } | null
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  }
}

/** Reads and checks a chapter file; throws a ChapterProblem saying what to change, or UnreadableText when it is not saved as UTF-8. */
export function readChapter(file: string): Chapter {
  return parseChapter(readText(file))
}

/**
 * `Book.firstChapterText`: the book's first chapter (chapter.ts), read from the
 * Markdown file its firstChapter names, beside the book's JSON. Looking the file's node up
 * ties the pages that show the chapter to the file, so that Gatsby rebuilds them when only
 * the chapter changes. The build has already checked the file (validate.ts).
 */
export function chapterResolvers() {
  const resolve: GraphQLFieldResolver<BookSource, ResolverContext> = async (source, _args, context) => {
    const name = source.firstChapter?.file
    const json = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null
    if (!name || !json?.absolutePath) return null
    const file = nodePath.join(nodePath.dirname(json.absolutePath), name)
    await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: file } } } })
    if (!fs.existsSync(file)) throw new Error(`The first chapter ${file} is missing`)
    return readChapter(file)
  }
  return { Book: { firstChapterText: { type: "JSON", resolve } } }
}
