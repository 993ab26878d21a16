/**
 * @jest-environment node
 */
import { componentsReducer } from "gatsby/dist/redux/reducers/components"
import { pagesReducer } from "gatsby/dist/redux/reducers/pages"
import { dropStaleTemplateClaims, type TemplateClaims } from "../src/templateClaims"

/** Gatsby's own reducers of the pages and the templates' claims, fed the actions a warm build dispatches. */
function gatsbyState() {
  let components = new Map()
  let pages = new Map()
  const dispatch = (action: object) => {
    components = componentsReducer(components, action as never) as typeof components
    pages = pagesReducer(pages, action as never) as typeof pages
  }
  const page = (path: string, componentPath: string) => ({ path, component: componentPath, componentPath, componentChunkName: componentPath, mode: "SSG" })
  return {
    create: (path: string, template: string) => dispatch({ type: "CREATE_PAGE", plugin: { name: "default-site-plugin" }, payload: page(path, template) }),
    remove: (path: string, template: string) => dispatch({ type: "DELETE_PAGE", payload: page(path, template) }),
    state: (): TemplateClaims => ({ components, pages }),
  }
}

describe("the templates' claims on addresses", () => {
  // A news post renamed: its address's page now leads on (another template); then the address goes.
  it("Gatsby leaves an address with its first template when a later build gives it another, and the plugin drops that claim", () => {
    const gatsby = gatsbyState()
    gatsby.create("/news/a-post", "/site/src/templates/news-post.tsx")
    gatsby.create("/news/a-post", "/site/src/templates/alias.tsx")
    gatsby.remove("/news/a-post", "/site/src/templates/alias.tsx")
    const claimsOf = (template: string) => [...(gatsby.state().components.get(template)?.pages ?? [])]
    // Gatsby's own state: the page is gone, the post's template still claims it (what the page tree fails on).
    expect(gatsby.state().pages.has("/news/a-post")).toBe(false)
    expect(claimsOf("/site/src/templates/news-post.tsx")).toEqual(["/news/a-post"])
    expect(dropStaleTemplateClaims(gatsby.state())).toEqual(["/news/a-post (/site/src/templates/news-post.tsx)"])
    expect(claimsOf("/site/src/templates/news-post.tsx")).toEqual([])
  })

  it("keeps every claim of a page that is there with its template, and a slice's names", () => {
    const gatsby = gatsbyState()
    gatsby.create("/news/a-post", "/site/src/templates/news-post.tsx")
    gatsby.create("/news/another", "/site/src/templates/news-post.tsx")
    gatsby.create("/news/another", "/site/src/templates/gone.tsx")
    const state = gatsby.state()
    const slice = { componentPath: "/site/src/slices/footer.tsx", isSlice: true, pages: new Set(["footer"]) }
    const withSlice = { ...state, components: new Map([...state.components, [slice.componentPath, slice]]) }
    expect(dropStaleTemplateClaims(withSlice)).toEqual(["/news/another (/site/src/templates/news-post.tsx)"])
    expect([...state.components.get("/site/src/templates/news-post.tsx")!.pages]).toEqual(["/news/a-post"])
    expect([...state.components.get("/site/src/templates/gone.tsx")!.pages]).toEqual(["/news/another"])
    expect([...slice.pages]).toEqual(["footer"])
  })
})
