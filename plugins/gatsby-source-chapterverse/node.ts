/**
 * gatsby-source-chapterverse's front door for build code, scripts and tests (Node.js only): data/
 * read and checked, the launch check, the JSON Schemas the editor and the author's editor read,
 * the stand-in pictures. The content model itself: ./index.ts.
 */
export * from "./src/checkedContent"
export * from "./src/validate"
export * from "./src/problems"
export * from "./src/launchCheck"
export * from "./src/json"
export * from "./src/chapter"
export * from "./src/standInPictures"
export * from "./src/standInField"
export * from "./src/jsonSchemas"
export * from "./src/graphql"
export { CONTENT_SOURCE } from "./src/entryNodes"
export * from "./src/chapterField"
export * from "./src/pixelSizeField"
export * from "./src/siteSettings"
export * from "./src/generatedFiles"
