/**
 * The shop, the videos, the Roblox clothing and T-shirts, and the music: their schemas. No check
 * across files: each entry stands alone (its images are checked with every collection's).
 */
import { altText, boolean, choice, date, described, duration, image, integer, object, paragraph, playerUrl, price, slug, text, url } from "../fields"

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

/**
 * The music players an album may embed, each by the origin of its embed code's address (its
 * iframe's src). The only origins the music page frames, with scripts and the site's origin
 * allowed, so an address elsewhere is refused. Checked on each service's own embed code.
 */
export const MUSIC_PLAYERS = [
  { service: "Spotify", origin: "https://open.spotify.com" },
  { service: "Apple Music", origin: "https://embed.music.apple.com" },
  { service: "YouTube", origin: "https://www.youtube-nocookie.com" },
  { service: "Bandcamp", origin: "https://bandcamp.com" },
  { service: "SoundCloud", origin: "https://w.soundcloud.com" },
  { service: "Deezer", origin: "https://widget.deezer.com" },
  { service: "Amazon Music", origin: "https://music.amazon.com" },
] as const

export const MusicAlbum = object("MusicAlbum", {
  slug: slug(),
  title: text(),
  description: paragraph(),
  service: described(text(), 'The streaming service the player and the link come from, as visitors know it ("Spotify").'),
  embedUrl: described(
    playerUrl(MUSIC_PLAYERS),
    `The address of the service's player: the src="…" of the embed code its Share > Embed gives, on ${MUSIC_PLAYERS.map(player => `${player.origin} (${player.service})`).join(", ")}.`,
  ),
  url: url(),
})
