import type { Page, Request } from "playwright-core"

/** Signs up for the news with the footer's form, as a parent does, and gives back the POST the page sends. */
export async function signUpForNews(page: Page): Promise<Request> {
  const form = page.getByRole("form", { name: "Parents, sign up for news" })
  await form.getByLabel("Your e-mail address").fill("parent@example.com")
  const [request] = await Promise.all([
    page.context().waitForEvent("request", r => r.method() === "POST"),
    form.getByRole("button", { name: /Sign up/ }).click(),
  ])
  return request
}
