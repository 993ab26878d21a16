/**
 * The content lane's smoke pass (scripts/smoke.ts, `npm run smoke`) names each page that breaks one
 * of its rules, shown on a small site of its own made to break each. That it passes a good build,
 * with an author's usual changes, is __tests__/changed-content/smoke-pass.test.ts.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { builtRoutes, smokeTest } from "../../scripts/smoke"

jest.setTimeout(60_000)

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="viewport" content="width=device-width"></head><body><main>${body}</main></body></html>`

describe("the smoke pass", () => {
  describe("on a site made to break each rule", () => {
    let site: string
    let problems: string[]
    beforeAll(async () => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), "smoke-"))
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
        fs.writeFileSync(path.join(site, file), text)
      }
      write("_headers", "/*\n  Content-Security-Policy: script-src 'self'\n")
      write("index.html", page("Home", "<h1>Home</h1><p>All is well.</p>"))
      write("404.html", page("Not found", "<h1>Not found</h1>"))
      write("throws.js", 'throw new Error("the island broke")\n')
      write("script-error/index.html", page("A script error", '<h1>A script error</h1><script src="/throws.js"></script>'))
      write("third-party.html", page("Another host", '<h1>Another host</h1><img src="https://tracker.example.com/pixel.gif" alt="">'))
      write("inline-script/index.html", page("An inline script", "<h1>An inline script</h1><script>document.title = 'changed'</script>"))
      write("unlabelled.html", page("A field with no label", '<h1>A field with no label</h1><input type="text">'))
      write("no-heading.html", page("No heading", "<p>Nothing to say.</p>"))
      write("admin/index.html", page("The editor", "<script>throw new Error('not the site')</script>"))
      write("old-address.html", '<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/"><title>Moved</title></head></html>')
      write("lost-address.html", '<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/gone"><title>Moved</title></head></html>')
      problems = await smokeTest(site)
    })
    afterAll(() => fs.rmSync(site, { recursive: true, force: true }))
    const about = (route: string) => problems.filter(problem => problem.startsWith(`${route} `))

    it("checks every page but the editor, and passes a good one", () => {
      expect(builtRoutes(site)).toEqual([
        "/",
        "/404",
        "/inline-script",
        "/lost-address",
        "/no-heading",
        "/old-address",
        "/script-error",
        "/third-party",
        "/unlabelled",
      ])
      expect(about("/")).toEqual([])
      expect(about("/404")).toEqual([])
      // An old address is not opened (the hosts redirect it): it must lead to a page the build has.
      expect(about("/old-address")).toEqual([])
      expect(about("/lost-address")).toEqual(["/lost-address leads to /gone, which the build does not have"])
    })

    it("names a script error, a request to another host, the policy's report, axe's finding and a missing heading", () => {
      expect(about("/script-error")).toEqual([expect.stringContaining("error: the island broke")])
      expect(about("/third-party")).toContain("/third-party asked another host for https://tracker.example.com/pixel.gif")
      expect(about("/inline-script")).toContainEqual(expect.stringMatching(/^\/inline-script Content-Security-Policy: script-src(-elem)? blocked inline$/))
      expect(about("/unlabelled")).toEqual([expect.stringContaining("label")])
      expect(about("/no-heading")).toEqual(["/no-heading has no single h1"])
    })
  })
})
