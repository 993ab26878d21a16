/**
 * @jest-environment node
 */
/**
 * The content this build checked, handed over by the plugin's sourceNodes to the site's build code
 * (and again after each edit in `gatsby develop`): refused before it is checked, with where to read it.
 */
import { checkedContentOfThisBuild, onContentCheckedAgain, type CheckedContent } from "../../node"
import { handOver } from "../../src/checks/contentOfThisBuild"

/** A stand-in for the checked content: the hand-over passes it on and reads nothing of it. */
const content = (name: string) => ({ name }) as unknown as CheckedContent

describe("the content this build checked", () => {
  it("is refused before the plugin's sourceNodes has checked data/, with the node APIs that may read it", () => {
    expect(() => checkedContentOfThisBuild()).toThrow(
      /^gatsby-source-chapterverse has not checked data\/ yet: read the checked content in a node API that runs after the plugin's sourceNodes/,
    )
  })

  it("is the content handed over last, given to each listener until it stops listening", () => {
    const heard: CheckedContent[] = []
    const stop = onContentCheckedAgain(checked => heard.push(checked))
    const [first, second] = [content("first"), content("second")]
    handOver(first)
    expect(checkedContentOfThisBuild()).toBe(first)
    expect(heard).toEqual([first])
    stop()
    handOver(second)
    expect(checkedContentOfThisBuild()).toBe(second)
    expect(heard).toEqual([first])
  })
})
