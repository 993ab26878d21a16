/**
 * gatsby-source-chapterverse's front door for the site's pages, components and islands: the
 * content model (each collection's schema and type) and the helpers that read its values. Nothing
 * here touches the file system, so a browser bundle may import it. Build code: ./node.ts.
 */
export * from "./src/schema"
export * from "./src/fields"
export * from "./src/fieldPaths"
export * from "./src/isbn"
export * from "./src/samples"
export * from "./src/newsText"
export * from "./src/zonedTime"
export * from "./src/readingTime"
export * from "./src/frontMatter"
export type { Chapter, ChapterBlock, ChapterRun, ChapterSentence } from "./src/chapter"
