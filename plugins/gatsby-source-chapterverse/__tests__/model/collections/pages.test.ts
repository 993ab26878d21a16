/**
 * @jest-environment node
 */
import { formatProblems, validateContent } from "../../../node"
import { POLICY_TOKENS } from "../../../src/model/collections/pages"
import { copyOfContent, editJson } from "../../../../../harness/content"

/** That validateContent finds one problem in the copy of data/, with these fields among its own. */
const expectOnlyProblem = (data: string, problem: Record<string, unknown>) => expect(validateContent(data)).toEqual([expect.objectContaining(problem)])

describe("validateContent", () => {
  it("reports a privacy policy's first-published date not written as YYYY-MM-DD, naming the file and the field", () => {
    const data = copyOfContent()
    editJson(data, "pages/privacy-policy.json", policy => (policy.firstPublished = "14 November 2023"))
    const problems = validateContent(data)
    expect(problems).toEqual([expect.objectContaining({ file: "data/pages/privacy-policy.json", field: "firstPublished" })])
    expect(problems[0].problem).toContain('must be a date written as YYYY-MM-DD, not "14 November 2023"')
    expect(formatProblems(problems)).toContain('data/pages/privacy-policy.json, field "firstPublished": must be a date written as YYYY-MM-DD')
  })

  it("reports a privacy policy without its first-published date, and one last updated before it was first published", () => {
    const missing = copyOfContent()
    editJson(missing, "pages/privacy-policy.json", policy => delete policy.firstPublished)
    expectOnlyProblem(missing, { file: "data/pages/privacy-policy.json", field: "firstPublished", problem: "the field is missing" })
    const backwards = copyOfContent()
    editJson(backwards, "pages/privacy-policy.json", policy => {
      policy.firstPublished = "2024-01-10"
      policy.lastUpdated = "2023-12-01"
    })
    expectOnlyProblem(backwards, {
      file: "data/pages/privacy-policy.json",
      field: "lastUpdated",
      problem: "the page cannot be last updated (2023-12-01) before it was first published (2024-01-10)",
      fix: "write the day its text last changed in lastUpdated, and leave firstPublished as the day it first appeared",
    })
  })

  it("takes a page last updated on the day it was first published", () => {
    const data = copyOfContent()
    editJson(data, "pages/privacy-policy.json", policy => (policy.lastUpdated = policy.firstPublished))
    expect(validateContent(data)).toEqual([])
  })

  it("checks the accessibility statement's dates and names in braces as it checks the privacy policy's", () => {
    const data = copyOfContent()
    editJson(data, "pages/accessibility.json", statement => {
      statement.firstPublished = "2026-11-25"
      statement.lastUpdated = "2026-11-24"
      statement.summary[0] += " Ask {helpDesk}."
    })
    expect(validateContent(data)).toEqual([
      expect.objectContaining({ file: "data/pages/accessibility.json", field: "sections", problem: expect.stringContaining("{helpDesk}") }),
      expect.objectContaining({
        file: "data/pages/accessibility.json",
        field: "lastUpdated",
        problem: "the page cannot be last updated (2026-11-24) before it was first published (2026-11-25)",
      }),
    ])
  })

  it("reports a name in braces in the privacy policy that the site cannot fill in", () => {
    const data = copyOfContent()
    editJson(data, "pages/privacy-policy.json", policy => (policy.sections[0].paragraphs[0] += " Ask {contactName}."))
    expectOnlyProblem(data, {
      file: "data/pages/privacy-policy.json",
      field: "sections",
      problem: "the text names {contactName}, which the site does not know, so it would show as written",
      fix: `use one of ${POLICY_TOKENS.map(name => `{${name}}`).join(", ")}, or write the value itself`,
    })
  })
})
