import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { ExternalLink } from "../components/ExternalLink/ExternalLink"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { ProductCard } from "../components/ProductCard/ProductCard"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { useSocialImages } from "../hooks/useSocialImages"
import { PAGES } from "../routes"
import { formatPrice } from "../text/format"

type Data = Queries.ShopPageQuery

const PAGE = PAGES.shop

export default function ShopPage({ data }: PageProps<Data>) {
  const { merchandiseShopUrl } = useSiteSettings()
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Wear the adventure. Every piece is printed with art from the books and sold through our official merchandise shop, which opens in a new tab.
          Grown-ups, this is where the buying happens: <ExternalLink href={merchandiseShopUrl}>visit the full shop</ExternalLink>.
        </p>
      </PageIntro>
      <Section heading="The collection">
        <CardGrid columns={3} label="Merchandise">
          {data.allMerchandiseItem.nodes.map((item, index) => (
            <ProductCard
              key={item.slug}
              eager={index === 0}
              product={item}
              price={formatPrice(item.price)}
              description={item.description}
              action={`Buy the ${item.name}`}
            />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query ShopPage {
    allMerchandiseItem {
      nodes {
        slug
        name
        price
        description
        url
        alt
        image {
          ...CardImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const names = data.allMerchandiseItem.nodes.map(item => item.name.toLowerCase())
  return (
    <Seo page={PAGE} description={`Official ${seriesName} merchandise printed with art from the books: ${names.join(", ")}.`} image={useSocialImages().shop} />
  )
}
