import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BookCard } from "../components/BookCard/BookCard"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { HeroSlides } from "../components/HeroSlides/HeroSlides"
import { NEWS_CARD_SIZES, NewsCard } from "../components/NewsCard/NewsCard"
import { Layout } from "../components/Layout/Layout"
import { ReleaseAnnouncement } from "../components/ReleaseAnnouncement/ReleaseAnnouncement"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { SubscribePromo } from "../components/SubscribePromo/SubscribePromo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { bookPath, HOME, PAGES } from "../routes"
import { absoluteUrl, bookSeriesJsonLd, organizationJsonLd, webSiteJsonLd } from "../seo/structuredData"
import { LOGO_PATH } from "../seo/webAppManifest"
import { releaseFiles } from "../downloads/calendarKinds"
import { cardReleaseText } from "../books/bookFacts"
import { formatPrice } from "../text/format"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.HomePageQuery
type FeaturedBook = Data["allBook"]["nodes"][number]

function featuredBooks(data: Data): FeaturedBook[] {
  const order = data.siteSettings?.featuredBooks ?? []
  return order.flatMap(slug => data.allBook.nodes.filter(book => book.slug === slug))
}

/** The first book still to come out, if any. */
const nextBookOf = (data: Data): FeaturedBook | undefined =>
  [...data.allBook.nodes].sort((a, b) => a.number - b.number).find(book => book.status === "coming-soon")

/** The card's buy button: the promoted edition at its "from" price, else the book's first edition at its own. */
function buyButtonOf(book: FeaturedBook) {
  const { buyButton } = book
  const promoted = buyButton && book.editions.find(e => e.format === buyButton.format)
  if (buyButton && promoted) return { format: buyButton.format, url: promoted.url, price: formatPrice(buyButton.fromPrice) }
  const [first] = book.editions
  return first ? { format: first.format, url: first.url, price: formatPrice(first.price) } : undefined
}

export default function HomePage({ data }: PageProps<Data>) {
  const { seriesName, tagline, behaviour } = useSiteSettings()
  const nextBook = nextBookOf(data)
  const slides = data.allHeroSlide.nodes.map(slide => ({ ...slide, image: imageData(slide.image, `the slide "${slide.heading}"`) }))
  return (
    <Layout>
      <h1 className="visually-hidden">
        {seriesName}: {tagline}
      </h1>
      <Island name="HeroSlides" component={HeroSlides} props={{ slides, autoplayMs: behaviour.sliderAutoplayMs, transitionMs: behaviour.sliderTransitionMs }} />
      <Section heading="The books" id="books">
        <CardGrid columns={3}>
          {featuredBooks(data).map(book => (
            <BookCard
              key={book.slug}
              path={bookPath(book.slug)}
              label={book.label}
              title={book.title}
              tagline={book.tagline}
              cover={imageData(book.cover, `the cover of ${book.label}`)}
              coverAlt={book.coverAlt}
              release={cardReleaseText(book)}
              buy={buyButtonOf(book)}
            />
          ))}
        </CardGrid>
        <p>
          New to {seriesName}? The <Link to={PAGES.seriesGuide.path}>series guide</Link> says where to start, what each book holds and when the next one is out.
        </p>
        <p>
          Already a fan? Find out which character you are most like in the <Link to={PAGES.characterQuiz.path}>character quiz</Link>.
        </p>
        <p>
          Meet the author at a signing, a library event or a reading online: see the <Link to={PAGES.events.path}>events</Link>.
        </p>
      </Section>
      {data.latestNews.nodes.length > 0 && (
        <Section heading="Latest news" id="news">
          <CardGrid columns={2}>
            {data.latestNews.nodes.map(post => (
              <NewsCard key={post.slug} post={post} sizes={NEWS_CARD_SIZES[2]} />
            ))}
          </CardGrid>
          <p>
            <Link to={PAGES.news.path}>All the news</Link>, newest first.
          </p>
        </Section>
      )}
      {nextBook?.releaseDate && (
        <ReleaseAnnouncement
          label={nextBook.label}
          releaseDate={nextBook.releaseDate}
          builtOn={data.site?.buildTime ?? ""}
          files={releaseFiles(data.allGeneratedFile.nodes, nextBook.slug, { withKit: false })}
        />
      )}
      <SubscribePromo seriesName={seriesName} nextBookLabel={nextBook?.label} />
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    siteSettings {
      featuredBooks
    }
    ...ReleaseAnnouncement
    allHeroSlide {
      nodes {
        slug
        eyebrow
        heading
        text
        alt
        link {
          label
          to
        }
        image {
          ...HeroImage
        }
      }
    }
    latestNews: allNewsPost(sort: { date: DESC }, limit: 2) {
      nodes {
        ...NewsCard
      }
    }
    # Sorted here, not only where shown: a page's data in a fixed order is rendered again only when it changes.
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookSummary
        editions {
          format
          releaseDate
          price
          url
        }
        buyButton {
          format
          fromPrice
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const books = [...data.allBook.nodes].sort((a, b) => a.number - b.number)
  return (
    <Seo
      title={site.seriesName}
      description={site.description}
      path={HOME.path}
      structuredData={[organizationJsonLd(site, absoluteUrl(site.siteUrl, LOGO_PATH)), webSiteJsonLd(site), bookSeriesJsonLd(site, books)]}
    />
  )
}
