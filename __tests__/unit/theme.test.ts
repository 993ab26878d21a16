import fs from "node:fs"
import path from "node:path"
import { COLORS, colorProperty, themeStylesheet, type ColorName } from "../../src/theme"
import { PROJECT_ROOT } from "../../harness/content"

const SRC = path.join(PROJECT_ROOT, "src")
const filesIn = (folder: string, pattern: RegExp): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesIn(full, pattern) : pattern.test(entry.name) ? [full] : []
  })
const stylesheets = filesIn(SRC, /\.css$/).map(file => ({ file: path.relative(PROJECT_ROOT, file), css: fs.readFileSync(file, "utf8") }))
const names = Object.keys(COLORS) as ColorName[]

describe("the theme", () => {
  it("declares every colour on :root, with its red, green and blue channels for see-through shades", () => {
    for (const name of names) {
      const hex = COLORS[name]
      const channels = [1, 3, 5].map(start => parseInt(hex.slice(start, start + 2), 16)).join(" ")
      expect(themeStylesheet).toContain(`${colorProperty(name)}:${hex};`)
      expect(themeStylesheet).toContain(`${colorProperty(name)}-rgb:${channels}`)
    }
    expect(themeStylesheet.startsWith(":root{")).toBe(true)
  })

  it("names each property after its colour, in the way CSS writes names", () => {
    expect(colorProperty("night")).toBe("--color-night")
    expect(colorProperty("orangeBright")).toBe("--color-orange-bright")
  })

  it("has every colour a stylesheet reads, so a misspelt one cannot fall back to nothing unseen", () => {
    const declared = new Set(names.flatMap(name => [colorProperty(name), `${colorProperty(name)}-rgb`]))
    const unknown = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--color-[\w-]+)/g)]
        .map(match => match[1])
        .filter(name => !declared.has(name))
        .map(name => `${file}: ${name}`),
    )
    expect(unknown).toEqual([])
  })

  it("is the only place a colour is written: stylesheets and components read it (white and black aside)", () => {
    const components = filesIn(SRC, /\.tsx$/).map(file => ({ file: path.relative(PROJECT_ROOT, file), css: fs.readFileSync(file, "utf8") }))
    const literal = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b(?<!#fff|#000|#ffffff|#000000)/gi
    const written = [...stylesheets, ...components].flatMap(({ file, css }) => [...css.matchAll(literal)].map(match => `${file}: ${match[0]}`))
    expect(written).toEqual([])
  })
})
