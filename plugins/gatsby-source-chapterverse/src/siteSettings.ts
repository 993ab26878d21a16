import path from "node:path"

/** The content folder the build reads: data/ of the project it runs in. */
export const contentDirectory = (): string => path.resolve("data")
