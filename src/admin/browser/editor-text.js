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
})((window.editorText = {}))
