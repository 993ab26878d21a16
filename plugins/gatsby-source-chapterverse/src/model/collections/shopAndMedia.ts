/**
 * The shop, the videos, the Roblox clothing and T-shirts, and the music: their schemas. No check
 * across files: each entry stands alone (its images are checked with every collection's).
 */
import { altText, boolean, choice, date, described, duration, image, integer, object, paragraph, price, slug, text, url } from "../fields"

export const MerchandiseItem = object("MerchandiseItem", {
  slug: slug(),
  name: text(),
  price: price(),
  description: paragraph(),
  url: url(),
  image: image(),
  alt: altText(),
})

export const Video = object("Video", {
  slug: slug(),
  title: text(),
  description: paragraph(),
  youtubeId: described(text(), "The video's id on YouTube: the part of its address after watch?v=."),
  duration: duration(),
  quality: choice("HD", "SD", "4K"),
  published: date(),
  isNew: boolean(),
  poster: image(undefined, {
    what: "a video's poster",
    shape: { width: 16, height: 9, name: "16:9, the video's shape" },
    atLeast: { width: 1280, height: 720 },
    why: "it stands in for the video until a visitor presses play",
  }),
  posterAlt: altText(),
})

export const RobloxItem = object("RobloxItem", {
  slug: slug(),
  name: text(),
  priceRobux: integer(1),
  url: url(),
  image: image(),
  alt: altText(),
})

export const RobloxTShirt = object("RobloxTShirt", {
  slug: slug(),
  title: text(),
  theme: text(),
  image: image([".png"]),
  alt: altText(),
})

export const MusicAlbum = object("MusicAlbum", {
  slug: slug(),
  title: text(),
  description: paragraph(),
  service: described(text(), 'The streaming service the player and the link come from, as visitors know it ("Spotify").'),
  embedUrl: url(),
  url: url(),
})
