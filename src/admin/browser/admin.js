/* global CMS, createClass, h */
// Starts the web editor (Decap CMS) with the configuration the build writes from the content
// model (src/admin/cmsConfig.ts), after teaching it to read and write data/'s JSON as the site
// does: files saved by other editors (with a byte-order mark) read fine, every file is written
// with two-space indents and a final line break, an optional field left empty is left out
// rather than written as "", a file that is a bare list is edited as a list of entries, a first
// chapter's Markdown file is edited as its text alone, and a news post's fields keep their lines
// unless the author changed them.
;(async () => {
  const LIST_FIELD = "entries"
  // Loaded before this script: the editor's own functions (editor-text.js) and the YAML library (editor-yaml.js).
  const { editorText, editorYaml } = window
  const parse = text => JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  const withoutEmpty = value => {
    if (Array.isArray(value)) return value.map(withoutEmpty)
    if (value === null || typeof value !== "object") return value
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== "" && field !== null && field !== undefined)
        .map(([name, field]) => [name, withoutEmpty(field)]),
    )
  }
  const write = value => `${JSON.stringify(withoutEmpty(value), null, 2)}\n`

  CMS.registerCustomFormat("json", "json", { fromFile: parse, toFile: write })
  CMS.registerCustomFormat("json-list", "json", {
    fromFile: text => ({ [LIST_FIELD]: parse(text) }),
    toFile: value => write(value[LIST_FIELD] ?? []),
  })
  // A news post: its fields as YAML front matter, each field she did not change written back in its own lines.
  CMS.registerCustomFormat("post-markdown", "md", editorText.frontMatterFormat(editorYaml))
  // A first chapter is Markdown and nothing else: the whole file is its text, written back as it is.
  CMS.registerCustomFormat("markdown-body", "md", {
    fromFile: text => ({ body: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }),
    toFile: value => value.body ?? "",
  })
  // A date typed as the site stores it and as its hint says (YYYY-MM-DD), with the date as the site
  // writes it below: Decap's own date box shows the browser's format ("09/01/2025"), which is neither.
  // A button opens the browser's calendar, for those who would rather pick the day. A day and a time
  // (an event's start) the same way, said in the site's words by the preview bundle (editorSiteText).
  const { writtenDate } = editorText
  const siteDateWidget = ({ written, format, example, calendar }) => {
    const Control = createClass({
      render() {
        const { forID, value, field, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
        const shown = written(value, field)
        return h(
          "div",
          {},
          h("input", {
            id: forID,
            type: "text",
            inputMode: "numeric",
            autoComplete: "off",
            placeholder: format,
            value: typeof value === "string" ? value : "",
            className: classNameWrapper,
            "aria-describedby": `${forID}-written`,
            onChange: event => onChange(event.target.value.trim()),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          }),
          h(
            "p",
            { id: `${forID}-written`, style: { margin: "8px 0 0", display: "flex", gap: "12px", alignItems: "center", fontSize: "14px" } },
            shown ? `On the site: ${shown}` : `Write it as ${format}, for example ${example}.`,
            h("button", { type: "button", onClick: () => this.calendar?.showPicker() }, "Choose on a calendar"),
            h("input", {
              type: calendar,
              tabIndex: -1,
              "aria-hidden": "true",
              ref: element => (this.calendar = element),
              value: shown ? value : "",
              onChange: event => onChange(event.target.value),
              style: { width: "1px", height: "1px", opacity: 0, border: 0, padding: 0 },
            }),
          ),
        )
      },
    })
    const Preview = createClass({
      render() {
        return h("p", {}, written(this.props.value, this.props.field))
      },
    })
    return [Control, Preview]
  }
  CMS.registerWidget(
    "site-date",
    ...siteDateWidget({
      written: (value, field) => writtenDate(value, field.get("site_date").toJS()),
      format: "YYYY-MM-DD",
      example: "2025-09-01",
      calendar: "date",
    }),
  )
  CMS.registerWidget(
    "site-datetime",
    ...siteDateWidget({
      written: value => window.editorSiteText?.writtenDateTime(value) ?? "",
      format: "YYYY-MM-DDTHH:MM",
      example: "2026-03-14T10:30",
      calendar: "datetime-local",
    }),
  )

  // An image field's box shows its picture. Decap's box asks for the picture once, when it first
  // shows (decap-cms 3.13's "don't call getAsset inside render"), and Decap loads a picture from the
  // repository or the local proxy only when first asked: the first answer is its empty placeholder
  // (a 46-byte empty.svg), and the box kept it. Here the box is handed a new getAsset while the
  // answer is still the placeholder, so that it asks again until the picture has loaded (30 s at most).
  const imageWidget = CMS.getWidget("image")
  const ImageControl = createClass({
    getInitialState() {
      return { getAsset: this.askingAgain(0) }
    },
    componentWillUnmount() {
      clearTimeout(this.askAgain)
    },
    askingAgain(tries) {
      return (path, field) => {
        const asset = this.props.getAsset(path, field)
        // Decap answers an empty path with the placeholder itself.
        if (path && asset === this.props.getAsset("") && tries < 120) {
          clearTimeout(this.askAgain)
          this.askAgain = setTimeout(() => this.setState({ getAsset: this.askingAgain(tries + 1) }), 250)
        }
        return asset
      }
    },
    // Decap's Widget asks the control whether to update (a picture chosen in the media library
    // reaches the box this way): Decap's box answers, as it would unwrapped.
    shouldComponentUpdate(nextProps, nextState) {
      if (nextState && nextState !== this.state) return true
      return this.control?.shouldComponentUpdate?.({ ...nextProps, getAsset: this.state.getAsset }) ?? true
    },
    getValidateValue() {
      return this.control?.getValidateValue?.()
    },
    render() {
      return h(imageWidget.control, { ...this.props, getAsset: this.state.getAsset, ref: control => (this.control = control) })
    },
  })
  CMS.registerWidget("image", ImageControl, imageWidget.preview, imageWidget.schema)

  // A list entry's ✕ says what it removes ("Remove Portal Over the Park") and asks before it does:
  // Decap's has no label and removes at once. Decap draws its lists anew as the author types, so
  // the labels are written again after each change to the page; the question is asked as the click
  // reaches the document, before React's handler at its root inside it, which a "Cancel" stops.
  // Decap's parts are found by the component names emotion writes into their classes.
  const REMOVE_BUTTON = '[class*="StyledListItemTopBar"] > button:last-child'
  // The entry's summary (its title, or a tag's slug) is the line below its bar.
  const summaryOf = button => button.parentElement.nextElementSibling?.textContent.trim() ?? ""
  const labelRemoveButtons = () => {
    for (const button of document.querySelectorAll(REMOVE_BUTTON)) {
      const label = editorText.removeLabel(summaryOf(button))
      if (button.getAttribute("aria-label") !== label) {
        button.setAttribute("aria-label", label)
        button.setAttribute("title", label)
      }
    }
  }
  let labelling = 0
  new MutationObserver(() => {
    cancelAnimationFrame(labelling)
    labelling = requestAnimationFrame(labelRemoveButtons)
  }).observe(document.body, { childList: true, subtree: true, characterData: true })
  document.addEventListener(
    "click",
    event => {
      const button = event.target instanceof Element && event.target.closest(REMOVE_BUTTON)
      if (button && !window.confirm(editorText.removeQuestion(summaryOf(button)))) {
        event.stopPropagation()
        event.preventDefault()
      }
    },
    { capture: true },
  )

  const config = await (await fetch("config.json")).json()
  // The site signs in through its own functions (functions/api/auth/), at whatever address the
  // editor is opened: the live domain or a preview's.
  if (config.backend.auth_endpoint && !config.backend.base_url) config.backend.base_url = location.origin
  CMS.init({ config: { load_config_file: false, ...config } })
})()
