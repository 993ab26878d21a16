import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ArtworkCard } from "../components/ArtworkCard/ArtworkCard"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { ROUTES } from "../routes"
import { firstSocialImage } from "../seo/socialImage"
import { imageData } from "../utils/imageData"

type Data = Queries.ArtworkPageQuery

const TITLE = "Free Downloads"
const BREADCRUMB = "Artwork"

export default function ArtworkPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const artworks = data.allArtwork.nodes
  return (
    <Layout>
      <PageIntro title={TITLE} breadcrumb={BREADCRUMB}>
        <p>
          {artworks.length} pictures from the world of {seriesName}, free to download in full size. Print one
          for your bedroom wall, use it for a school project or make it your desktop background.
        </p>
      </PageIntro>
      <Section>
        <CardGrid columns={4} label="Artwork">
          {artworks.map((artwork, index) => (
            <ArtworkCard
              key={artwork.slug}
              eager={index === 0}
              title={artwork.title}
              alt={artwork.alt}
              thumbnail={imageData(artwork.image, `the artwork "${artwork.title}"`)}
              download={{
                url: artwork.image.publicURL ?? "",
                fileName: artwork.image.base,
                format: artwork.image.extension,
                width: artwork.image.childImageSharp?.original?.width ?? 0,
                height: artwork.image.childImageSharp?.original?.height ?? 0,
                bytes: artwork.image.size,
              }}
            />
          ))}
        </CardGrid>
      </Section>
      <Section heading="Using the artwork" id="terms" tone="tinted">
        <p>
          The artwork is free for personal use: at home, at school and on your own devices. Please do not sell it, print it on
          things to sell, or pass it off as your own. If you share it online, a mention of {seriesName} makes
          the author's day.
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
          publicURL
          base
          extension
          size
          childImageSharp {
            # 16rem, 45vw or 92vw (never under 256 px): 1× and 2× (see imageFragments.ts)
            gatsbyImageData(width: 360, outputPixelDensities: [1, 2])
            original {
              width
              height
            }
          }
        }
      }
    }
    socialArt: allArtwork(limit: 1) {
      nodes {
        alt
        image {
          ...SocialImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  return (
    <Seo
      title={TITLE}
      breadcrumb={BREADCRUMB}
      image={firstSocialImage(data.socialArt.nodes)}
      description={`Download ${data.allArtwork.nodes.length} free high-resolution ${seriesName} pictures for personal use: posters, characters and scenes from the books.`}
      path={ROUTES.artwork}
    />
  )
}
