import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { DownloadCard } from "../components/DownloadCard/DownloadCard"
import { downloadOf } from "../components/DownloadCard/download"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { useSocialImages } from "../hooks/useSocialImages"
import { PAGES } from "../routes"
import { imageData } from "../utils/imageData"

type Data = Queries.ArtworkPageQuery

const PAGE = PAGES.artwork

export default function ArtworkPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const artworks = data.allArtwork.nodes
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          {artworks.length} pictures from the world of {seriesName}, free to download in full size. Print one for your bedroom wall, use it for a school project
          or make it your desktop background.
        </p>
      </PageIntro>
      <Section>
        <CardGrid columns={4} label="Artwork">
          {artworks.map((artwork, index) => (
            <DownloadCard
              key={artwork.slug}
              eager={index === 0}
              title={artwork.title}
              alt={artwork.alt}
              image={imageData(artwork.image, `the artwork "${artwork.title}"`)}
              sizes="(min-width: 60rem) 16rem, (min-width: 36rem) 45vw, 92vw"
              frame="filled"
              download={downloadOf(artwork.image, `The artwork "${artwork.title}"`)}
              action="Download"
            />
          ))}
        </CardGrid>
      </Section>
      <Section heading="Using the artwork" id="terms" tone="tinted">
        <p>
          The artwork is free for personal use: at home, at school and on your own devices. Please do not sell it, print it on things to sell, or pass it off as
          your own. If you share it online, a mention of {seriesName} makes the author's day.
        </p>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query ArtworkPage {
    allArtwork {
      nodes {
        slug
        title
        alt
        image {
          ...ArtworkDownload
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  return (
    <Seo
      page={PAGE}
      image={useSocialImages().artwork}
      description={`Download ${data.allArtwork.nodes.length} free high-resolution ${seriesName} pictures for personal use: posters, characters and scenes from the books.`}
    />
  )
}
