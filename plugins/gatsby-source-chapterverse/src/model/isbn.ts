/**
 * ISBN-13s and the sample values that stand in for the ones the author does not have yet.
 * Shared by the content check (a wrong check digit stops the build), the book pages (a
 * sample shows as "to come") and the structured data (a sample never reaches it).
 */
import { isSample } from "./samples"

/** The ISBN's 13 digits, from a value written with or without hyphens or spaces. */
export const digitsOf = (isbn: string): string => isbn.replace(/[-\s]/g, "")

/** The check digit ISBN-13 wants after these 12 digits (weights 1 and 3 alternating, modulo 10). */
export function isbn13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

export type IsbnProblem = "not-13-digits" | "not-978-or-979" | "wrong-check-digit"

/** Why an ISBN-13 (without the sample prefix) is not valid, or undefined when it is. */
export function isbn13Problem(isbn: string): IsbnProblem | undefined {
  const digits = digitsOf(isbn)
  if (!/^\d{13}$/.test(digits)) return "not-13-digits"
  if (!/^97[89]/.test(digits)) return "not-978-or-979"
  if (isbn13CheckDigit(digits.slice(0, 12)) !== Number(digits[12])) return "wrong-check-digit"
  return undefined
}

/** An ISBN for structured data and the page: the digits alone ("9781234567897"), or undefined for a sample. */
export const publishedIsbn = (isbn: string | null | undefined): string | undefined => (isbn && !isSample(isbn) ? digitsOf(isbn) : undefined)
