/**
 * @jest-environment node
 */
import { Kind, parse, print, type InterfaceTypeDefinitionNode, type ObjectTypeDefinitionNode } from "graphql"
import { contentTypeDefinitions } from "../../node"
import { collectionFor, collections } from "../../index"

describe("the content model's GraphQL types", () => {
  const sdl = contentTypeDefinitions()

  it("is valid GraphQL", () => {
    expect(() => parse(sdl)).not.toThrow()
  })

  it("declares every content type as a node that Gatsby must not infer", () => {
    for (const collection of collections) {
      expect(sdl).toContain(`type ${collection.name} implements Node${collection.nodeInterface ? ` & ${collection.nodeInterface}` : ""} @dontInfer {`)
    }
  })

  it("declares a queryable interface for the collections that share one, with their fields", () => {
    const definitions = parse(sdl).definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode | InterfaceTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION,
    )
    const fieldsOf = (name: string) => definitions.find(definition => definition.name.value === name)?.fields?.map(field => print(field))
    const interfaces = [...new Set(collections.flatMap(collection => collection.nodeInterface ?? []))]
    expect(interfaces.length).toBeGreaterThan(0)
    for (const name of interfaces) {
      const definition = definitions.find(found => found.name.value === name)
      expect(definition?.kind).toBe(Kind.INTERFACE_TYPE_DEFINITION)
      expect(definition?.directives?.map(directive => directive.name.value)).toEqual(["nodeInterface"])
      for (const member of collections.filter(collection => collection.nodeInterface === name))
        expect(["id: ID!", ...(fieldsOf(member.name) ?? [])]).toEqual(fieldsOf(name))
    }
  })

  it("declares image fields as files found beside their entry's file, nested shapes as types, and the fields made from text", () => {
    expect(sdl).toMatch(/type Book implements Node @dontInfer \{[^}]*\n {2}cover: File! @fileBesideEntry\n/)
    expect(sdl).toMatch(/type BookEdition \{[^}]*\n {2}price: Float!\n/)
    expect(sdl).toMatch(/type BookCharacter \{[^}]*\n {2}image: File! @fileBesideEntry\n/)
    expect(sdl).toMatch(/type Book implements Node @dontInfer \{[^}]*\n {2}firstChapterText: JSON\n/)
    expect(sdl).toMatch(/type NewsPost implements Node @dontInfer \{[^}]*\n {2}body: JSON!\n/)
    expect(sdl).toMatch(/type Book implements Node @dontInfer \{[^}]*\n {2}releaseDate: String\n/)
    expect(sdl).toMatch(/type Book implements Node @dontInfer \{[^}]*\n {2}editions: \[BookEdition!\]!\n/)
  })
})

describe("collectionFor", () => {
  it("finds the content type of a JSON file by its path under data/", () => {
    expect(collectionFor("books/book-one-the-discovery/book.json")?.name).toBe("Book")
    expect(collectionFor("artwork/artwork.json")?.name).toBe("Artwork")
    expect(collectionFor("books/book.json")).toBeUndefined()
    expect(collectionFor("artwork/extra.json")).toBeUndefined()
  })
})
