/**
 * The site's fixed addresses (the book pages come from data/books). Canonical addresses
 * per the product decisions: /shop, not /store.
 */
export const ROUTES = {
  home: "/",
  seriesGuide: "/series-guide",
  videos: "/videos",
  music: "/music",
  artwork: "/artwork",
  roblox: "/roblox",
  shop: "/shop",
  privacyPolicy: "/privacy-policy",
} as const

export const STATIC_ROUTES: readonly string[] = Object.values(ROUTES)

export const bookPath = (slug: string): string => `/${slug}`
