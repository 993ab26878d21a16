import type { BuildArgs } from "gatsby"

/**
 * What a build step's query reads, or undefined once the build has been stopped saying what could
 * not be read: each step (the pages, the host files, the news feed, the search index) then returns.
 */
export async function queryOrStop<Data>(
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
  query: string,
  whatFor: string,
): Promise<Data | undefined> {
  const result = await graphql<Data>(query)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read ${whatFor}.`, result.errors)
    return undefined
  }
  return result.data
}

/**
 * The site's settings a query read, or undefined once the build has been stopped saying so: the
 * settings are data/site/site.json's, which the content check requires, so only a broken source stops here.
 */
export function settingsOrStop<Settings>(
  data: { siteSettings: Settings | null },
  reporter: Pick<BuildArgs["reporter"], "panicOnBuild">,
  whatFor: string,
): Settings | undefined {
  if (data.siteSettings) return data.siteSettings
  reporter.panicOnBuild(`Could not read the site's settings for ${whatFor}: data/site/site.json was not loaded.`)
  return undefined
}
