/**
 * gatsby-source-chapterverse's front door for build code, scripts and tests (Node.js only): data/
 * read and checked once (the loader), the launch check, the site's settings for gatsby-config,
 * the JSON Schemas of data/, the first chapters and the stand-in pictures as files, and what a
 * maker of downloads is given and returns. The content model itself: ./index.ts.
 */
export { contentDirectory, readSiteSettings } from "./src/siteSettings"
export { ContentProblems, loadContent, type CheckedContent, type CheckedEntry } from "./src/checkedContent"
export { checkContent, validateContent } from "./src/validate"
export { formatProblems, formatWarnings, type ContentProblem, type Outcome } from "./src/problems"
export { pictureMisses } from "./src/pictureSizes"
export {
  formatSampleCount,
  formatSampleValue,
  formatSampleValues,
  LAUNCH_CHECK_VARIABLE,
  launchCheckRequested,
  sampleValues,
  type SampleKind,
  type SampleValue,
} from "./src/launchCheck"
export { readJsonFile } from "./src/json"
export { CONTENT_SOURCE } from "./src/entryNodes"
export { ChapterProblem, chapterParagraphs, parseChapter, readingMinutes, READING_WORDS_PER_MINUTE, type Chapter } from "./src/chapter"
export { readChapter } from "./src/chapterField"
export { isStandInPicture } from "./src/standInField"
export { picturesStillStandIns, sha256Of, STAND_IN_PICTURES, type StandInRecord } from "./src/standInPictures"
export { generatedSchemaFiles, jsonSchemaOf, SCHEMAS_FOLDER, schemaFileOf } from "./src/jsonSchemas"
export { contentTypeDefinitions } from "./src/graphql"
export {
  DOWNLOADS_PATH,
  FILE_DATE,
  generatedFile,
  GENERATED_FILES_MANIFEST,
  writeGeneratedFiles,
  type FileGenerator,
  type GeneratedFile,
  type GeneratorContext,
} from "./src/generatedFiles"
