/**
 * A recipe in the docs as a test follows it: each step is a fenced code block under a comment
 * saying where it goes, `<!-- recipe: <file> new -->` (a new file), `… after: <text> -->` or
 * `… before: <text> -->` (lines of its own next to the one line holding the text), `… replace: <text> -->`
 * (the text, found once, replaced by the block's one line) or `… end -->` (added at the end).
 */
import fs from "node:fs"
import path from "node:path"

export interface RecipeStep {
  file: string
  how: "new" | "after" | "before" | "replace" | "end"
  /** The text that places the step (after, before, replace). */
  anchor?: string
  code: string
}

/** The steps of a recipe, a Markdown file of its own, in order. */
export function recipeSteps(markdownFile: string): RecipeStep[] {
  const recipe = fs.readFileSync(markdownFile, "utf8")
  return [...recipe.matchAll(/<!-- recipe: (\S+) (new|end|after: |before: |replace: )(.*?) ?-->\n```\w*\n([\s\S]*?)```/g)].map(
    ([, file, how, anchor, code]) => ({
      file,
      how: how.replace(": ", "") as RecipeStep["how"],
      anchor: anchor.trim() || undefined,
      code,
    }),
  )
}

/** `step` applied to the text of its file (undefined for a new file); throws, naming the step, where it does not fit. */
export function applyStep(step: RecipeStep, text: string | undefined): string {
  const where = `the recipe's step for ${step.file} (${step.how}${step.anchor ? `: ${step.anchor}` : ""})`
  if (step.how === "new") {
    if (text !== undefined) throw new Error(`${where}: the file is already there`)
    return step.code
  }
  if (text === undefined) throw new Error(`${where}: there is no such file`)
  if (step.how === "end") return `${text.replace(/\n*$/, "\n")}${step.code}`
  const anchor = step.anchor ?? ""
  const found = text.split(anchor).length - 1
  if (found !== 1) throw new Error(`${where}: the text is in the file ${found} times, not once`)
  if (step.how === "replace") return text.replace(anchor, step.code.replace(/\n$/, ""))
  const lines = text.split("\n")
  const at = lines.findIndex(line => line.includes(anchor))
  lines.splice(step.how === "after" ? at + 1 : at, 0, ...step.code.replace(/\n$/, "").split("\n"))
  return lines.join("\n")
}

/** Every step of `steps` for files under `root` that pass `include`, applied in place. */
export function applyRecipe(steps: readonly RecipeStep[], root: string, include: (file: string) => boolean = () => true): void {
  for (const step of steps.filter(candidate => include(candidate.file))) {
    const file = path.join(root, step.file)
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, applyStep(step, text))
  }
}
