import { useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { VideoCard } from "../components/VideoCard/VideoCard"
import { VideoDialog } from "../components/VideoDialog/VideoDialog"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { ROUTES } from "../routes"
import { firstSocialImage } from "../seo/socialImage"
import { absoluteUrl, videoObject } from "../seo/structuredData"
import { imageData } from "../utils/imageData"
import { youtubeEmbedUrl, youtubeWatchUrl } from "../utils/youtube"

type Data = Queries.VideosPageQuery

const TITLE = "Videos"

interface Playing {
  title: string
  youtubeId: string
  poster: HTMLElement
}

export default function VideosPage({ data }: PageProps<Data>) {
  const [playing, setPlaying] = useState<Playing | null>(null)
  return (
    <Layout>
      <PageIntro title={TITLE}>
        <p>
          Trailers, songs and a look behind the scenes at how the pictures were made. Each video plays on YouTube, and the title
          opens it there in a new tab.
        </p>
      </PageIntro>
      <Section heading="All videos">
        <CardGrid columns={3} label="Videos">
          {data.allVideo.nodes.map((video, index) => (
            <VideoCard
              key={video.slug}
              eager={index === 0}
              title={video.title}
              youtubeId={video.youtubeId}
              poster={imageData(video.poster, `the video "${video.title}"`)}
              posterAlt={video.posterAlt}
              duration={video.duration}
              quality={video.quality}
              published={video.published}
              isNew={video.isNew}
              onPlay={poster => setPlaying({ title: video.title, youtubeId: video.youtubeId, poster })}
            />
          ))}
        </CardGrid>
      </Section>
      {playing && <VideoDialog title={playing.title} youtubeId={playing.youtubeId} returnFocusTo={playing.poster} onClose={() => setPlaying(null)} />}
    </Layout>
  )
}

export const query = graphql`
  query VideosPage {
    allVideo {
      nodes {
        slug
        title
        youtubeId
        duration
        quality
        published
        isNew
        description
        posterAlt
        poster {
          publicURL
          ...CardImage
        }
      }
    }
    socialArt: allVideo(limit: 1) {
      nodes {
        alt: posterAlt
        image: poster {
          ...SocialImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { siteUrl, seriesName } = useSiteSettings()
  const videos = data.allVideo.nodes.map(video =>
    videoObject({
      title: video.title,
      description: video.description,
      duration: video.duration,
      published: video.published,
      thumbnailUrl: absoluteUrl(siteUrl, video.poster.publicURL ?? ""),
      embedUrl: youtubeEmbedUrl(video.youtubeId),
      url: youtubeWatchUrl(video.youtubeId),
    }),
  )
  return (
    <Seo
      title={TITLE}
      breadcrumb={TITLE}
      image={firstSocialImage(data.socialArt.nodes)}
      structuredData={videos}
      description={`Watch ${data.allVideo.nodes.length} ${seriesName} videos: book trailers, songs from the albums and how the Book One pictures were made.`}
      path={ROUTES.videos}
    />
  )
}
