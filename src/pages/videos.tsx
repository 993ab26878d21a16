import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { VideoList } from "../components/VideoList/VideoList"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { useSocialImages } from "../hooks/useSocialImages"
import { Island } from "gatsby-plugin-islands"
import { PAGES } from "../routes"
import { publishedRendition, videoObjectsJsonLd } from "../seo/structuredData"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.VideosPageQuery

const PAGE = PAGES.videos

export default function VideosPage({ data }: PageProps<Data>) {
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Trailers, songs and a look behind the scenes at how the pictures were made. Each video plays on YouTube, and the title opens it there in a new tab.
        </p>
      </PageIntro>
      <Section heading="All videos">
        <Island
          name="VideoList"
          component={VideoList}
          props={{
            videos: data.allVideo.nodes.map(video => ({
              slug: video.slug,
              title: video.title,
              youtubeId: video.youtubeId,
              poster: imageData(video.poster, `the video "${video.title}"`),
              posterAlt: video.posterAlt,
              duration: video.duration,
              quality: video.quality,
              published: video.published,
              isNew: video.isNew,
            })),
          }}
        />
      </Section>
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
          standIn
          ...CardImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { siteUrl, seriesName } = useSiteSettings()
  return (
    <Seo
      page={PAGE}
      image={useSocialImages().videos}
      structuredData={videoObjectsJsonLd(data.allVideo.nodes.map(video => ({ ...video, posterUrl: publishedRendition(siteUrl, video.poster, video.title) })))}
      description={`Watch ${data.allVideo.nodes.length} ${seriesName} videos: book trailers, songs from the albums and how the Book One pictures were made.`}
    />
  )
}
