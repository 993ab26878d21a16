import type { GatsbyNode, PluginOptions } from "gatsby"
import { setAvifEffort } from "./src/avifEffort"

/** The plugin's one option; docs/performance.md has what each effort costs in seconds and bytes. */
interface AvifEffortOptions extends PluginOptions {
  effort: number
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    effort: Joi.number()
      .integer()
      .min(0)
      .max(9)
      .default(2)
      .description("sharp's AVIF effort, from 0 (fastest, largest files) to 9 (slowest); sharp's own default is 4."),
  })

/** Before any query asks for an image, so that every AVIF of the build is made at this effort. */
export const onPreInit: GatsbyNode["onPreInit"] = (_, options) => {
  setAvifEffort((options as AvifEffortOptions).effort)
}
