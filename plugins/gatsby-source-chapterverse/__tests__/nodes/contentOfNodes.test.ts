/**
 * @jest-environment node
 */
/**
 * contentOfNodes gives the site's makers of downloads what the loader gave them: every
 * collection's entries, values and files, in the loader's order, from the nodes the plugin made,
 * whatever order the node store keeps them in.
 */
import type { Node, NodeInput } from "gatsby"
import { collections, SiteSettings } from "../../index"
import { contentOfNodes, loadContent } from "../../node"
import { entryNodeMaker } from "../../src/nodes/entryNodes"
import { DATA_DIR } from "../../../../harness/content"

describe("contentOfNodes", () => {
  const content = loadContent(DATA_DIR)
  const nodes: NodeInput[] = []
  entryNodeMaker({
    actions: { createNode: (node: NodeInput) => void nodes.push(node), deleteNode: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
  })(content, DATA_DIR)
  // As a store might keep them: not in the order they were made.
  const getNodesByType = (type: string) => nodes.filter(node => node.internal.type === type).reverse() as unknown as Node[]
  const fromNodes = contentOfNodes(getNodesByType, DATA_DIR)

  it.each(collections.map(collection => [collection.name, collection] as const))("gives the entries of %s as the loader does", (_name, collection) => {
    expect(fromNodes.entries(collection.type)).toEqual(content.entries(collection.type))
  })

  it("gives the one entry of a collection of one", () => {
    expect(fromNodes.single(SiteSettings)).toEqual(content.single(SiteSettings))
  })
})
