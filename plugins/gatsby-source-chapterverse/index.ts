/**
 * gatsby-source-chapterverse's front door for the site's pages, components and islands: the
 * content model (each collection's schema and type) and the helpers that read its values. Nothing
 * here touches the file system, so a browser bundle may import it. Build code: ./node.ts.
 */
export * from "./src/model/schema"
export * from "./src/model/fields"
export * from "./src/model/fieldPaths"
export * from "./src/model/isbn"
export * from "./src/model/samples"
export * from "./src/text/newsText"
export * from "./src/model/zonedTime"
export * from "./src/text/readingTime"
export * from "./src/text/frontMatter"
export type { Chapter, ChapterBlock, ChapterRun, ChapterSentence } from "./src/text/chapter"
