/**
 * The text of a file of data/, from its bytes: UTF-8, the encoding the site, the web editor and
 * git all read. A file saved in another encoding (Notepad's "Unicode", which is UTF-16, or
 * "ANSI", which is Windows-1252) is refused with what to do, never decoded into replacement
 * characters (�) that would reach a page. A byte-order mark before UTF-8 is no mistake: the
 * text is read without it, and the mark stays in the file (nothing writes into data/).
 */
import { isUtf8 } from "node:buffer"
import fs from "node:fs"
import nodePath from "node:path"
import { TextDecoder } from "node:util"
import type { Advice } from "../model/fields"
import { parseChapter, type Chapter } from "./chapter"
import { UnreadableText } from "./unreadableText"

const SAVE_AS_UTF8 =
  'open it in your editor and save it again as UTF-8 (in Notepad: File, Save as, then "UTF-8" under Encoding; in TextEdit: Format, Make Plain Text, then Save with "Unicode (UTF-8)"), then check that its accented letters read as they should'

/** A file's text; throws UnreadableText, naming the file as `shown` (data/…), when its bytes are not UTF-8 text. */
export function readText(file: string, shown = nodePath.relative(process.cwd(), file).split(nodePath.sep).join("/")): string {
  const bytes = fs.readFileSync(file)
  const problem = encodingProblem(bytes)
  if (problem) throw new UnreadableText(shown, problem)
  // The decoder leaves out a UTF-8 byte-order mark.
  return new TextDecoder("utf-8").decode(bytes)
}

/** Reads and checks a chapter file (chapter.ts); throws a ChapterProblem saying what to change, or UnreadableText when it is not saved as UTF-8. */
export function readChapter(file: string): Chapter {
  return parseChapter(readText(file))
}

/** What is wrong with a file's bytes as UTF-8 text, if anything. */
export function encodingProblem(bytes: Uint8Array): Advice | undefined {
  const utf16 = { problem: 'the file is saved as UTF-16 (Notepad calls it "Unicode"), and the site reads UTF-8', fix: SAVE_AS_UTF8 }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return utf16
  // No text saved as UTF-8 holds a zero byte; UTF-16 without its mark holds one in every other byte of plain letters.
  let zeros = 0
  let oddZeros = 0
  for (let index = bytes.indexOf(0); index >= 0; index = bytes.indexOf(0, index + 1)) {
    zeros++
    oddZeros += index % 2
  }
  if (zeros > 0) {
    if (zeros * 4 >= bytes.length && (oddZeros === zeros || oddZeros === 0)) return utf16
    return { problem: "the file holds zero bytes, so it is not text saved as UTF-8 (it may be another kind of file under this name)", fix: SAVE_AS_UTF8 }
  }
  if (!isUtf8(bytes)) {
    const lines = splitLines(bytes)
    const index = lines.findIndex(line => !isUtf8(line))
    const read = new TextDecoder("windows-1252").decode(lines[index]).trim()
    return {
      problem: `the file is not saved as UTF-8, the encoding the site reads: line ${index + 1} is written in another one, probably Windows-1252 (Notepad's "ANSI", or "Western"), in which it reads "${shortened(read)}"`,
      fix: SAVE_AS_UTF8,
    }
  }
  const text = new TextDecoder("utf-8").decode(bytes)
  const lost = text.indexOf("\uFFFD")
  if (lost >= 0) {
    const before = text.slice(0, lost).split("\n")
    return {
      problem: `the file holds the replacement character "\uFFFD" at line ${before.length}, column ${before[before.length - 1].length + 1}, where a letter was lost when the text was once saved in another encoding`,
      fix: "type the lost letter again in its place",
    }
  }
  return undefined
}

function splitLines(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = []
  let start = 0
  for (let index = bytes.indexOf(0x0a); index >= 0; index = bytes.indexOf(0x0a, start)) {
    lines.push(bytes.subarray(start, index))
    start = index + 1
  }
  lines.push(bytes.subarray(start))
  return lines
}

const shortened = (line: string) => (line.length > 80 ? `${line.slice(0, 77)}…` : line)
