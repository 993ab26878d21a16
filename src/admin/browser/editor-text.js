// How the web editor shows and writes the site's text, apart from Decap: plain functions, which the
// editor's page loads as a script before admin.js (it finds them in window.editorText), and which a
// unit test runs on their own (__tests__/unit/cms-config.test.ts).
;(editorText => {
  /**
   * A stored date ("2025-09-01") as the site writes it ("1 September 2025"), from the way the site
   * writes dates that the configuration gives the field (src/text/format.ts's LONG_DATE); "" for
   * anything that is not a day of the calendar.
   */
  editorText.writtenDate = (value, { months, written }) => {
    const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof value === "string" ? value : "") ?? []
    if (!year) return ""
    const parts = { year: Number(year), month: months[Number(month) - 1], day: Number(day) }
    if (new Date(Date.UTC(parts.year, Number(month) - 1, parts.day)).getUTCDate() !== parts.day || !parts.month) return ""
    return written.replace(/\{(\w+)\}/g, (token, name) => (name in parts ? String(parts[name]) : token))
  }

  /** What a list entry's remove button says, by the entry's summary (its title, or a tag's slug). */
  editorText.removeLabel = summary => (summary ? `Remove ${summary}` : "Remove this entry")

  /** What the editor asks before it removes a list entry. */
  editorText.removeQuestion = summary => `${summary ? `Remove “${summary}”` : "Remove this entry"}? It leaves the site when you publish.`

  /**
   * A news post's file: its fields as YAML between two lines of ---, then its Markdown. Read as the
   * site reads it (the plugin's frontMatter.ts: YAML's core schema, so a date stays the text
   * "2025-04-20"), and written back with every field the author did not change in its own lines,
   * byte for byte (its quotes, its line breaks, a comment under it); a changed or new field on one
   * line, in the quotes its old line had, else plain where YAML allows it. `yaml` is the YAML
   * library the site reads with (the `yaml` package).
   */
  editorText.frontMatterFormat = yaml => {
    const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/
    const readYaml = text => {
      const document = yaml.parseDocument(text, { schema: "core", uniqueKeys: true })
      if (document.errors.length > 0) throw new Error(`The post's fields are not readable YAML: ${document.errors[0].message}`)
      return document.toJS() ?? {}
    }
    // A field's lines: the line that starts with its name, then those under it (indented, blank or comments).
    const blocksOf = frontMatter =>
      frontMatter.split("\n").reduce((blocks, line) => {
        const name = /^([A-Za-z_][\w-]*):(?:[ \t]|$)/.exec(line)?.[1]
        if (name !== undefined || blocks.length === 0) blocks.push({ name, lines: [line] })
        else blocks.at(-1).lines.push(line)
        return blocks
      }, [])
    // The files as read, by their slug (a post's folder's name): toFile is given only the values.
    const read = new Map()
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)
    const given = value => value !== undefined && value !== null && value !== ""
    const lineOf = (name, value, oldLine = "") => {
      const quote = /^[^:]+:[ \t]*(["'])/.exec(oldLine)?.[1]
      const defaultStringType = quote === '"' ? "QUOTE_DOUBLE" : quote === "'" ? "QUOTE_SINGLE" : "PLAIN"
      return yaml.stringify({ [name]: value }, { lineWidth: 0, defaultStringType, defaultKeyType: "PLAIN" }).replace(/\n$/, "")
    }
    return {
      fromFile(text) {
        const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")
        const match = FRONT_MATTER.exec(source)
        if (!match) return { body: source }
        const fields = readYaml(match[1])
        const blocks = blocksOf(match[1]).map(block => ({
          ...block,
          value: block.name === undefined ? undefined : readYaml(block.lines.join("\n"))[block.name],
        }))
        if (typeof fields.slug === "string") read.set(fields.slug, blocks)
        return { ...fields, body: match[2] }
      },
      toFile(value, fieldsOrder) {
        const { body = "", ...fields } = value
        const lines = []
        const written = new Set()
        for (const block of read.get(fields.slug) ?? []) {
          if (block.name === undefined) lines.push(...block.lines)
          else if (given(fields[block.name]) && !written.has(block.name)) {
            written.add(block.name)
            lines.push(...(same(block.value, fields[block.name]) ? block.lines : [lineOf(block.name, fields[block.name], block.lines[0])]))
          }
        }
        // A field the file did not have, in the form's order.
        const names = Array.from(fieldsOrder ?? [])
        const order = name => (names.includes(name) ? names.indexOf(name) : names.length)
        const added = Object.keys(fields).filter(name => !written.has(name) && given(fields[name]))
        for (const name of added.sort((a, b) => order(a) - order(b))) lines.push(lineOf(name, fields[name]))
        return `---\n${lines.join("\n")}\n---\n${body}`
      },
    }
  }
})((window.editorText = {}))
