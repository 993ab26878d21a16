import fs from "node:fs"

/**
 * JSON as the author's editor shows it. Notepad and some Windows editors save a byte-order
 * mark before the first brace, which JSON.parse rejects as an error at line 1; Windows line
 * endings are whitespace to JSON and need nothing.
 */
export const parseJsonText = (text: string): unknown => JSON.parse(withoutByteOrderMark(text))

export const withoutByteOrderMark = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

export const readJsonFile = (file: string): unknown => parseJsonText(fs.readFileSync(file, "utf8"))

/** U+FEFF as a file saved in UTF-8 starts with it. */
const UTF8_BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf])

/**
 * Removes a leading byte-order mark from each of these files, in place, leaving every other byte
 * as it is: gatsby-transformer-json reads a file with JSON.parse, which refuses the mark.
 * Returns the files it changed.
 */
export function stripByteOrderMarks(files: readonly string[]): string[] {
  return files.filter(file => {
    const bytes = fs.readFileSync(file)
    if (!bytes.subarray(0, UTF8_BYTE_ORDER_MARK.length).equals(UTF8_BYTE_ORDER_MARK)) return false
    fs.writeFileSync(file, bytes.subarray(UTF8_BYTE_ORDER_MARK.length))
    return true
  })
}
