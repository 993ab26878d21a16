/** The video site's addresses for a video id (the ids live in data/videos/videos.json). */
export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`

/** YouTube's own picture of a video, for search engines while the site's poster is a stand-in. */
export const youtubeThumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`

/** Where the privacy-enhanced player comes from (also allowed by the Content-Security-Policy). */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com"

/** The privacy-enhanced player, loaded only when a visitor asks for it. */
export const youtubeEmbedUrl = (id: string): string => `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}`
