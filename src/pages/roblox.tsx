import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { DownloadCard } from "../components/DownloadCard/DownloadCard"
import { downloadOf } from "../components/DownloadCard/download"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { ProductCard } from "../components/ProductCard/ProductCard"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { useSocialImages } from "../hooks/useSocialImages"
import { PAGES } from "../routes"
import { formatRobux } from "../text/format"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.RobloxPageQuery

const PAGE = PAGES.roblox

export default function RobloxPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const items = data.allRobloxItem.nodes
  const shirts = data.allRobloxTShirt.nodes
  const lowestPrice = Math.min(...items.map(item => item.priceRobux))
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Dress your Roblox avatar in {seriesName} clothing, themed on the characters and creatures of the books. We would give them away if we could, but
          Roblox does not allow free clothing items, so each one is priced at the lowest price Roblox allows: {formatRobux(lowestPrice)}.
        </p>
        <p>
          <strong>Robux cost real money.</strong> If you are young, please ask a grown-up before you buy anything. Or skip the shop altogether: the{" "}
          {shirts.length} classic T-shirts further down are completely free to download.
        </p>
      </PageIntro>
      <Section heading="Clothing on Roblox" id="clothing">
        <CardGrid columns={3} label="Clothing on Roblox">
          {items.map((item, index) => (
            <ProductCard key={item.slug} eager={index === 0} product={item} price={formatRobux(item.priceRobux)} action="Buy at Roblox" />
          ))}
        </CardGrid>
      </Section>
      <Section heading="Free classic T-shirts" id="free-t-shirts" tone="tinted">
        <p>Download a picture, then upload it to Roblox as a classic T-shirt for your avatar. A grown-up may need to help with the upload.</p>
        <CardGrid columns={3} label="Free classic T-shirts">
          {shirts.map(shirt => (
            <DownloadCard
              key={shirt.slug}
              title={shirt.title}
              image={imageData(shirt.image, shirt.title)}
              alt={shirt.alt}
              sizes="12rem"
              frame="see-through"
              download={downloadOf(shirt.image, `The Roblox T-shirt "${shirt.title}"`, `${seriesName}-${shirt.image.base}`)}
              action="Download Roblox T-Shirt"
            />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query RobloxPage {
    allRobloxItem {
      nodes {
        slug
        name
        priceRobux
        url
        alt
        image {
          ...CardImage
        }
      }
    }
    allRobloxTShirt {
      nodes {
        slug
        title
        alt
        image {
          ...TShirtDownload
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
      image={useSocialImages().roblox}
      description={`${seriesName} clothing for your Roblox avatar, plus ${data.allRobloxTShirt.nodes.length} free classic T-shirt images to download.`}
    />
  )
}
