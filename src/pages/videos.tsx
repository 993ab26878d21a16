import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { VideoCard } from "../components/VideoCard/VideoCard"
import { ROUTES } from "../routes"
import { imageData } from "../utils/imageData"

type Data = Queries.VideosPageQuery

export default function VideosPage({ data }: PageProps<Data>) {
  return (
    <Layout>
      <PageIntro title="Videos">
        <p>
          Trailers, songs and a look behind the scenes at how the pictures were made. Each video plays on YouTube, and the title
          opens it there in a new tab.
        </p>
      </PageIntro>
      <Section>
        <CardGrid columns={3} label="Videos">
          {data.allVideo.nodes.map(video => (
            <VideoCard
              key={video.slug}
              title={video.title}
              youtubeId={video.youtubeId}
              poster={imageData(video.poster, `the video "${video.title}"`)}
              posterAlt={video.posterAlt}
              duration={video.duration}
              quality={video.quality}
              published={video.published}
              isNew={video.isNew}
            />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query VideosPage {
    siteSettings {
      seriesName
    }
    allVideo {
      nodes {
        slug
        title
        youtubeId
        duration
        quality
        published
        isNew
        posterAlt
        poster {
          ...CardImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  return (
    <Seo
      title="Videos"
      description={`Watch ${data.allVideo.nodes.length} ${data.siteSettings?.seriesName} videos: book trailers, songs from the albums and how the Book One pictures were made.`}
      path={ROUTES.videos}
    />
  )
}
