import {
  fillTokens,
  formatClockTime,
  formatDayAndDate,
  formatFileSize,
  formatLongDate,
  formatMonth,
  formatPrice,
  formatShortDate,
  spokenDuration,
} from "../../src/text/format"

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

  it("writes dates as en-GB readers do: day, month, year, no commas", () => {
    expect(formatLongDate("2023-11-14")).toBe("14 November 2023")
    expect(formatLongDate("2025-05-03")).toBe("3 May 2025")
    expect(formatShortDate("2023-11-14")).toBe("14 Nov 2023")
    expect(formatShortDate("2024-09-21")).toBe("21 Sep 2024")
    expect(formatMonth("2025-05-03")).toBe("May 2025")
  })

  it("writes every day of the year as Intl's en-GB long date would, and the short form as its first three letters of the month", () => {
    const long = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10)
      const written = long.format(day)
      expect(formatLongDate(iso)).toBe(written)
      const [date, month, year] = written.split(" ")
      expect(formatShortDate(iso)).toBe(`${date} ${month.slice(0, 3)} ${year}`)
      expect(formatMonth(iso)).toBe(`${month} ${year}`)
    }
  })

  it("writes file sizes and spoken durations", () => {
    expect(formatFileSize(512)).toBe("512 bytes")
    expect(formatFileSize(84_000)).toBe("84 KB")
    expect(formatFileSize(1_540_000)).toBe("1.5 MB")
    expect(spokenDuration("01:45")).toBe("1 minute 45 seconds")
    expect(spokenDuration("00:16")).toBe("16 seconds")
  })

  it("writes clock times and days as en-GB readers do, for events", () => {
    expect(["11:00", "12:30", "12:00", "00:00", "18:45", "09:05"].map(formatClockTime)).toEqual(["11am", "12.30pm", "12 noon", "midnight", "6.45pm", "9.05am"])
    expect(formatDayAndDate("2027-01-16")).toBe("Saturday 16 January 2027")
    expect(formatDayAndDate("2024-02-29")).toBe("Thursday 29 February 2024")
  })

  it("fills named values into text, leaving names it does not know", () => {
    expect(fillTokens("under {minimumAge}, write to {email}", { minimumAge: 13 })).toBe("under 13, write to {email}")
  })
})
