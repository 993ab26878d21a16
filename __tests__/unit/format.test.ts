import { fillTokens, formatFileSize, formatLongDate, formatMonth, formatPrice, formatShortDate, spokenDuration } from "../../src/utils/format"

describe("format", () => {
  it("writes prices in pounds with pence", () => {
    expect(formatPrice(39)).toBe("£39.00")
    expect(formatPrice(14.99)).toBe("£14.99")
  })

  it("writes every price as Intl's en-GB pound format would", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" })
    const prices = [0, 0.5, 1, 7.99, 9.9, 12, 99.99, 100, 999.99, 1000, 1250.5, 12345.67, 1234567.89, -4.5]
    for (const price of prices) expect(formatPrice(price)).toBe(intl.format(price))
  })

  it("writes dates the way the spec shows them", () => {
    expect(formatLongDate("2023-11-14")).toBe("November 14, 2023")
    expect(formatShortDate("2024-09-21")).toBe("Sep 21 2024")
    expect(formatMonth("2025-05-03")).toBe("May 2025")
  })

  it("writes file sizes and spoken durations", () => {
    expect(formatFileSize(512)).toBe("512 bytes")
    expect(formatFileSize(84_000)).toBe("84 KB")
    expect(formatFileSize(1_540_000)).toBe("1.5 MB")
    expect(spokenDuration("01:45")).toBe("1 minute 45 seconds")
    expect(spokenDuration("00:16")).toBe("16 seconds")
  })

  it("fills named values into text, leaving names it does not know", () => {
    expect(fillTokens("under {minimumAge}, write to {email}", { minimumAge: 13 })).toBe("under 13, write to {email}")
  })
})
