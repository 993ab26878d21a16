/**
 * gatsby-source-chapterverse's front door for build code, scripts and tests (Node.js only): data/
 * read and checked once (the loader), the launch check, the news posts held until their day,
 * the JSON Schemas of data/, the first chapters and the stand-in pictures as files, the nodes of the
 * checked content (entryNodeMaker), and that content itself, handed over once a build to the site's
 * build code that makes more of it (checkedContentOfThisBuild). The content model itself: ./index.ts.
 */
export { contentDirectory } from "./src/text/contentFiles"
export { ContentProblems, loadContent, type CheckedContent, type CheckedEntry, type ContentEntries } from "./src/checks/checkedContent"
export { checkedContentOfThisBuild, onContentCheckedAgain } from "./src/checks/contentOfThisBuild"
export { checkContent, validateContent } from "./src/checks/validate"
export { formatProblem, formatProblems, formatUnusedPictures, formatWarnings, type ContentProblem, type Outcome } from "./src/checks/problems"
export { pictureMisses } from "./src/checks/pictureSizes"
export {
  formatSampleCount,
  formatSampleValue,
  formatSampleValues,
  LAUNCH_CHECK_VARIABLE,
  launchCheckRequested,
  sampleValues,
  type SampleKind,
  type SampleValue,
} from "./src/checks/launchCheck"
export {
  buildDay,
  formatScheduledPosts,
  publishedContent,
  scheduledPosts,
  SHOW_SCHEDULED_VARIABLE,
  showScheduledRequested,
  type ScheduledPost,
} from "./src/checks/scheduledPosts"
export { readJsonFile } from "./src/text/json"
export { CONTENT_SOURCE } from "./src/nodes/entryNodes"
export { ChapterProblem, chapterParagraphs, parseChapter, readingMinutes, READING_WORDS_PER_MINUTE, type Chapter } from "./src/text/chapter"
export { readChapter } from "./src/text/textFiles"
export { isStandInPicture } from "./src/resolvers/standIn"
export { picturesStillStandIns, sha256Of, STAND_IN_PICTURES, type StandInRecord } from "./src/resolvers/standInPictures"
export { generatedModelFiles, jsonSchemaOf, SCHEMAS_FOLDER, schemaFileOf } from "./src/model/jsonSchemas"
export { contentTypeDefinitions } from "./src/nodes/graphql"
export { entryNodeMaker } from "./src/nodes/entryNodes"
