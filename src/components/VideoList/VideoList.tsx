import { useState } from "react"
import { CardGrid } from "../CardGrid/CardGrid"
import { VideoCard, type VideoCardProps } from "../VideoCard/VideoCard"
import { VideoDialog } from "../VideoDialog/VideoDialog"

export type Video = Omit<VideoCardProps, "onPlay" | "eager"> & { slug: string }

interface Playing {
  title: string
  youtubeId: string
  poster: HTMLElement
}

/**
 * Every video as a card; pressing a poster plays it in the pop-up player. An island: until
 * it has loaded, and without JavaScript, a poster is a plain link to the video site.
 */
export function VideoList({ videos }: { videos: readonly Video[] }) {
  const [playing, setPlaying] = useState<Playing | null>(null)
  return (
    <>
      <CardGrid columns={3} label="Videos">
        {videos.map(({ slug, ...video }, index) => (
          <VideoCard key={slug} {...video} eager={index === 0} onPlay={poster => setPlaying({ title: video.title, youtubeId: video.youtubeId, poster })} />
        ))}
      </CardGrid>
      {playing && <VideoDialog title={playing.title} youtubeId={playing.youtubeId} returnFocusTo={playing.poster} onClose={() => setPlaying(null)} />}
    </>
  )
}
