/** JSON to write inside a <script>: "<" escaped, so no text in it can close the script early. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")
