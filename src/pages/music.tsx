import { graphql, type HeadProps, type PageProps } from "gatsby"
import { AlbumCard } from "../components/AlbumCard/AlbumCard"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { PAGES } from "../routes"

type Data = Queries.MusicPageQuery

const PAGE = PAGES.music

export default function MusicPage({ data }: PageProps<Data>) {
  const { seriesName, behaviour } = useSiteSettings()
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>Each {seriesName} album tells the story of a book in songs, chapter by chapter. Listen while you read, or sing along on the way to school.</p>
      </PageIntro>
      <Section>
        <CardGrid columns={2} label="Albums">
          {data.allMusicAlbum.nodes.map(album => (
            <Island
              key={album.slug}
              name="AlbumCard"
              component={AlbumCard}
              props={{
                title: album.title,
                description: album.description,
                service: album.service,
                url: album.url,
                embedUrl: album.embedUrl,
                playerHeight: behaviour.albumEmbedHeight,
                consentCookieName: behaviour.consentCookieName,
              }}
            />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query MusicPage {
    allMusicAlbum {
      nodes {
        slug
        title
        description
        service
        url
        embedUrl
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const titles = data.allMusicAlbum.nodes.map(album => album.title)
  return <Seo page={PAGE} description={`Listen to the ${seriesName} albums: ${titles.join(" and ")}.`} />
}
