/**
 * @jest-environment node
 */
/**
 * docs/architecture.md's "Book One's way to its page" is the real way: the files of our own that
 * hand a book's values from book.json to its page, found from the import graph as
 * dependency-cruiser resolves it. On the build's side, the file that declares each step (the
 * plugin's node API, the loader, the check, the JSON reader, the bytes reader, the Book
 * collection, the node maker, the GraphQL types, the site's node API, page creation, the address);
 * on the page's side, src/templates/book.tsx and every file of src/ that declares a GraphQL
 * fragment on a type of a book's values which its page query spreads, however deep (Gatsby finds
 * a fragment in any file of src/, imported or not).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { buildSchema, isObjectType, Kind, parse, type DefinitionNode, type GraphQLNamedType, type SelectionSetNode } from "gatsby/graphql"
import { contentTypeDefinitions } from "gatsby-source-chapterverse/node"
import { PROJECT_ROOT } from "../../harness/content"

const TEMPLATE = "src/templates/book.tsx"
const PLUGIN_NODE_APIS = "plugins/gatsby-source-chapterverse/gatsby-node.ts"
const SITE_NODE_APIS = "gatsby-node.ts"
const CONFIG = "gatsby-config.ts"

/** Each build step of the way, by the name its file declares, found in the import graph from `from`. */
const STEPS: Array<{ from: string; declares: string }> = [
  { from: PLUGIN_NODE_APIS, declares: "sourceNodes" },
  { from: PLUGIN_NODE_APIS, declares: "loadContent" },
  { from: PLUGIN_NODE_APIS, declares: "checkContent" },
  { from: PLUGIN_NODE_APIS, declares: "jsonFileEntries" },
  { from: PLUGIN_NODE_APIS, declares: "readText" },
  { from: PLUGIN_NODE_APIS, declares: "Book" },
  { from: PLUGIN_NODE_APIS, declares: "entryNodeMaker" },
  { from: PLUGIN_NODE_APIS, declares: "contentTypeDefinitions" },
  { from: SITE_NODE_APIS, declares: "createPages" },
  { from: SITE_NODE_APIS, declares: "createSitePages" },
  { from: SITE_NODE_APIS, declares: "bookPath" },
]

/** The files the doc lists, in order: each numbered item's first `path`. */
function documentedWay(): string[] {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, "docs/architecture.md"), "utf8")
  const section = doc.split(/^## /m).find(part => part.startsWith("Book One's way to its page"))
  if (!section) throw new Error('docs/architecture.md has no section "Book One\'s way to its page"')
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map(match => match[1])
}

/** Our modules each entry's imports reach, however far (the entry included), as dependency-cruiser resolves them. */
function importGraph(entries: string[]): (from: string) => Set<string> {
  const cruise = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/depcruise"), [...entries, "--output-type", "json"], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (cruise.status !== 0) throw new Error(`depcruise failed: ${cruise.stderr}`)
  const modules = (JSON.parse(cruise.stdout) as { modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }> }).modules
  const imports = new Map(modules.map(module => [module.source, module.dependencies.map(dependency => dependency.resolved)]))
  return from => {
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file) || file.startsWith("node_modules/") || !imports.has(file)) return
      reached.add(file)
      imports.get(file)?.forEach(visit)
    }
    visit(from)
    return reached
  }
}

const declares = (file: string, name: string) =>
  new RegExp(`^export (const|(async )?function|class|interface|type) ${name}\\b`, "m").test(fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8"))

/** The object types a book's values take (Book and the types of its fields, however deep), from the content model's GraphQL types. */
function typesOfABook(): Set<string> {
  const schema = buildSchema(
    `scalar JSON\ninterface Node { id: ID! }\ntype File implements Node { id: ID! }\n` +
      `directive @dontInfer on OBJECT\ndirective @nodeInterface on INTERFACE\ndirective @fileBesideEntry on FIELD_DEFINITION\n` +
      contentTypeDefinitions(),
  )
  const found = new Set<string>()
  const visit = (type: GraphQLNamedType) => {
    if (!isObjectType(type) || type.name === "File" || found.has(type.name)) return
    found.add(type.name)
    for (const field of Object.values(type.getFields())) {
      let fieldType = field.type
      while ("ofType" in fieldType) fieldType = fieldType.ofType
      visit(fieldType)
    }
  }
  visit(schema.getType("Book")!)
  return found
}

/** The GraphQL definitions in a file's graphql`…` templates. */
function graphqlDefinitions(file: string): DefinitionNode[] {
  const text = fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")
  return [...text.matchAll(/graphql`([^`]*)`/g)].flatMap(match => parse(match[1]).definitions)
}

const spreadsIn = (selections: SelectionSetNode | undefined): string[] =>
  (selections?.selections ?? []).flatMap(selection =>
    selection.kind === Kind.FRAGMENT_SPREAD ? [selection.name.value] : spreadsIn("selectionSet" in selection ? selection.selectionSet : undefined),
  )

describe("docs/architecture.md, Book One's way to its page", () => {
  const documented = documentedWay()
  const reach = importGraph([CONFIG, SITE_NODE_APIS, PLUGIN_NODE_APIS, TEMPLATE])

  it("lists files that exist, each once, at most about 15", () => {
    expect(documented.filter(file => !fs.existsSync(path.join(PROJECT_ROOT, file)))).toEqual([])
    expect(new Set(documented).size).toBe(documented.length)
    expect(documented.length).toBeLessThanOrEqual(16)
  })

  it("lists the file of each step of the build, as the import graph reaches it", () => {
    const steps = STEPS.map(step => {
      const files = [...reach(step.from)].filter(file => /\.tsx?$/.test(file) && declares(file, step.declares))
      expect({ step: step.declares, files: files.length }).toEqual({ step: step.declares, files: 1 })
      return files[0]
    })
    const buildSide = documented.filter(file => !file.startsWith("src/templates/") && !graphqlDefinitions(file).length)
    expect(new Set(buildSide)).toEqual(new Set([CONFIG, ...steps]))
  })

  it("lists the template and every file whose fragment of a book's values its page query spreads", () => {
    const bookTypes = typesOfABook()
    const fragments = new Map<string, { file: string; on: string; spreads: string[] }>()
    const sourceFiles = (fs.readdirSync(path.join(PROJECT_ROOT, "src"), { recursive: true, encoding: "utf8" }) as string[]).map(file => `src/${file}`)
    for (const file of sourceFiles) {
      if (!/\.tsx?$/.test(file) || file.endsWith(".d.ts")) continue
      for (const definition of graphqlDefinitions(file))
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments.set(definition.name.value, { file, on: definition.typeCondition.name.value, spreads: spreadsIn(definition.selectionSet) })
    }
    const query = graphqlDefinitions(TEMPLATE).find(definition => definition.kind === Kind.OPERATION_DEFINITION)
    expect(query).toBeDefined()
    const files = new Set([TEMPLATE])
    const seen = new Set<string>()
    const follow = (name: string) => {
      const fragment = fragments.get(name)
      if (!fragment || seen.has(name)) return
      seen.add(name)
      if (bookTypes.has(fragment.on)) files.add(fragment.file)
      fragment.spreads.forEach(follow)
    }
    spreadsIn(query && "selectionSet" in query ? query.selectionSet : undefined).forEach(follow)
    expect(files.size).toBeGreaterThan(1)
    expect(new Set(documented.filter(file => file === TEMPLATE || graphqlDefinitions(file).length > 0))).toEqual(files)
  })
})
