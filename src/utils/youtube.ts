/** The video site's addresses for a video id (the ids live in data/videos/videos.json). */
export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`

/** The privacy-enhanced player, loaded only when a visitor asks for it. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`
