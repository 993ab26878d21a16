/**
 * The editor's preview pane, as the reader will see the page: the browser script the build bundles
 * (bundle.ts) and the editor's page loads after Decap CMS, before admin.js starts it. It registers
 * a preview for each collection the site shows (adapters.tsx) and the site's styles.
 *
 * Decap draws the pane with its own React; the previews are drawn by the site's (React 18, in this
 * bundle), into a <div> of Decap's template, so that the two copies never meet in one tree.
 */
import "../../styles/global.css"
import { Component, type ComponentType, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import { ArtworkPreview, BookPreview, EventPreview, NewsPostPreview, type PreviewProps, type SeriesBooks } from "./adapters"
import type { PictureOf } from "./picture"
import { writtenDateTime } from "./siteText"

/** What Decap hands a preview template, as far as the previews use it (Immutable.js values). */
interface ImmutableValue {
  get(key: string): unknown
  toJS(): unknown
}
interface ImmutableList<T> {
  find(test: (item: T) => boolean): T | undefined
  map<U>(change: (item: T) => U): { toArray(): U[] }
}
type FieldConfig = ImmutableValue
interface DecapPreviewProps {
  entry: ImmutableValue
  fields: ImmutableList<FieldConfig>
  getAsset: (path: string, field?: FieldConfig) => { toString(): string; fileObj?: File }
  getCollection?: (name: string) => Promise<ImmutableValue[] | ImmutableList<ImmutableValue>>
}
interface DecapTemplate {
  props: DecapPreviewProps
  root?: Root
  element?: HTMLElement | null
  books?: SeriesBooks["books"]
  draw(): void
}
interface Decap {
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(url: string): void
}
declare global {
  interface Window {
    CMS: Decap
    createClass: (spec: ThisType<DecapTemplate> & Record<string, unknown>) => unknown
    h: (type: string, props: Record<string, unknown>) => unknown
    editorSiteText: { writtenDateTime: typeof writtenDateTime }
  }
}
/** The site's styles, its CSS modules' among them: the page names their file (adminApp.ts), by its content. */
const previewStyle = (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle

/** A value as plain data, whether Decap hands it over as an Immutable.js value or as it is. */
const plain = (value: unknown): unknown => (typeof (value as Partial<ImmutableValue> | null)?.toJS === "function" ? (value as ImmutableValue).toJS() : value)

/** A field's configuration, by its names from the entry down ("entries", "image"): an image field's says where its pictures are. */
function fieldAt(fields: ImmutableList<FieldConfig>, path: readonly string[]): FieldConfig | undefined {
  const [name, ...rest] = path
  const field = fields.find(candidate => candidate.get("name") === name)
  if (!field || rest.length === 0) return field
  const inner = field.get("fields") as ImmutableList<FieldConfig> | undefined
  return inner && fieldAt(inner, rest)
}

/** The entry's pictures as Decap has them; its first answer for a picture not yet loaded is an empty stand-in, and it draws the pane again once loaded. */
const pictureOf =
  ({ getAsset, fields }: DecapPreviewProps): PictureOf =>
  (value, fieldPath) => {
    if (typeof value !== "string" || value === "") return undefined
    const asset = getAsset(value, fieldAt(fields, fieldPath))
    return { url: asset.toString(), bytes: asset.fileObj?.size }
  }

/** A preview that fails on what the author is half-way through typing says so, and shows again once the entry changes. */
class PreviewBoundary extends Component<{ data: unknown; children: ReactNode }, { failed?: string; data?: unknown }> {
  state: { failed?: string; data?: unknown } = {}

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) }
  }

  static getDerivedStateFromProps(props: { data: unknown }, state: { failed?: string; data?: unknown }) {
    return props.data === state.data ? null : { data: props.data, failed: undefined }
  }

  render() {
    if (this.state.failed === undefined) return this.props.children
    return (
      <p role="status" style={{ padding: "1rem" }}>
        The preview shows again once the entry is complete. ({this.state.failed})
      </p>
    )
  }
}

function register<P extends object>(collection: string, Preview: ComponentType<PreviewProps<P> & SeriesBooks>, { series = false } = {}) {
  const { CMS, createClass, h } = window
  const template = createClass({
    componentDidMount() {
      this.root = createRoot(this.element!)
      this.draw()
      if (series)
        this.props.getCollection?.(collection).then(entries => {
          const list = Array.isArray(entries) ? entries : entries.map(entry => entry).toArray()
          const saved = this.props.entry.get("slug")
          this.books = list
            .map(entry => plain(entry.get("data")) as { slug?: unknown; number?: unknown })
            .map(data => ({ slug: String(data.slug), number: Number(data.number) }))
            .filter(book => book.slug !== saved)
          this.draw()
        })
    },
    componentDidUpdate() {
      this.draw()
    },
    componentWillUnmount() {
      const root = this.root
      // After Decap's own unmounting, not inside it.
      setTimeout(() => root?.unmount())
    },
    draw() {
      const data = (this.props.entry.get("data") as ImmutableValue).toJS() as PreviewProps<P>["data"]
      this.root?.render(
        <PreviewBoundary data={data}>
          <Preview data={data} picture={pictureOf(this.props)} books={this.books} />
        </PreviewBoundary>,
      )
    },
    render() {
      return h("div", { ref: (element: HTMLElement | null) => (this.element = element) })
    },
  })
  CMS.registerPreviewTemplate(collection, template)
}

// The form's date-and-time fields say the day and time in the site's words (admin.js).
window.editorSiteText = { writtenDateTime }

register("Artwork", ArtworkPreview)
register("NewsPost", NewsPostPreview)
register("Event", EventPreview)
register("Book", BookPreview, { series: true })
// Decap's preview frame has no address of its own: the stylesheet's is absolute.
if (previewStyle) window.CMS.registerPreviewStyle(new URL(previewStyle, document.baseURI).href)
