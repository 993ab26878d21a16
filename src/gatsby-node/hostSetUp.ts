/**
 * onPostBootstrap: the launch check's second half. Once the content has passed (its sample
 * values are the source plugin's to list), a build with LAUNCH_CHECK=1 also stops on what the
 * host's set-up still lacks for the live editor (editorSetUpSteps), each with its step.
 */
import type { GatsbyNode } from "gatsby"
import { launchCheckRequested } from "gatsby-source-chapterverse/node"
import { editorSetUpSteps } from "../admin/adminApp"

export const checkHostSetUp: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const steps = editorSetUpSteps()
  if (steps.length === 0) return
  const list = steps.map(step => `- ${step}`).join("\n")
  if (launchCheckRequested())
    reporter.panic(`The launch check failed: the host's set-up has ${steps.length === 1 ? "a step" : `${steps.length} steps`} left.\n${list}`)
  else
    reporter.info(
      `Before launch: the host's set-up for the live editor has ${steps.length === 1 ? "a step" : `${steps.length} steps`} left; the launch check (LAUNCH_CHECK=1) lists them.`,
    )
}
