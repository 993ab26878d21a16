import { scoreQuiz } from "../../src/components/CharacterQuiz/scoreQuiz"

describe("scoreQuiz", () => {
  it("gives the character most answers point to", () => {
    expect(scoreQuiz(["rexi", "zib", "rexi", "nova", "rexi", "zib", "ava"])).toBe("rexi")
  })

  it("breaks a tie with the tied character chosen last", () => {
    // zib and nova have two answers each; nova was chosen after zib's last.
    expect(scoreQuiz(["zib", "nova", "zib", "leo", "nova", "ava"])).toBe("nova")
    expect(scoreQuiz(["nova", "zib", "nova", "zib"])).toBe("zib")
  })

  it("ignores an untied character chosen later than the tied ones", () => {
    expect(scoreQuiz(["ava", "leo", "ava", "leo", "rexi"])).toBe("leo")
  })

  it("gives the last answer when every answer points to someone different", () => {
    expect(scoreQuiz(["leo", "ava", "rexi", "zib"])).toBe("zib")
  })

  it("has no result before any answer", () => {
    expect(scoreQuiz([])).toBeUndefined()
  })
})
