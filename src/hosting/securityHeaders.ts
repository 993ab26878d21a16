/**
 * The security headers every response of the site carries, whoever answers it: the static host
 * from `_headers` (src/hosting/headers.ts) or the editor's sign-in functions (functions/), which
 * `_headers` does not reach. Runs in Node and in the Workers runtime alike: no Node imports.
 */

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

export const SECURITY_HEADERS = {
  "Strict-Transport-Security": `max-age=${YEAR_IN_SECONDS}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const

/** No powerful feature for anyone: the policy of every document that embeds no player. */
export const NO_FEATURES_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()"
