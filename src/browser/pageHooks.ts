/**
 * The attributes the script every page shares (sharedPageScript.ts) finds its controls by.
 * Components spread these onto their markup, so the markup and the script cannot drift apart.
 */
export const PAGE_HOOKS = {
  /** The header: "on" once the page is scrolled past the sticky offset, else "off". */
  sticky: "data-sticky",
  consentAccept: "data-consent-accept",
  consentDecline: "data-consent-decline",
} as const

/** An attribute to spread onto an element: `<button {...hook("consentAccept")}>`. */
export const hook = (name: keyof typeof PAGE_HOOKS, value = "") => ({ [PAGE_HOOKS[name]]: value })

/**
 * The id of the cookie notice, the first element of every page's body after the skip link
 * (Layout.tsx), so it arrives with the first paint's HTML.
 */
export const COOKIE_NOTICE_ID = "cookie-notice"

/** What the shared script needs of the site's settings, compiled into it (src/gatsby-node/pageScriptSettings.ts). */
export interface PageSettings {
  consentCookieName: string
  consentCookieDays: number
  stickyHeaderOffset: number
  acceptOnScroll: boolean
  acceptOnScrollPercent: number
}
