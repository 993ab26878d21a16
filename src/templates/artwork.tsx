import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ActivitySheets } from "../components/ActivitySheets/ActivitySheets"
import { ArtworkFilters } from "../components/ArtworkFilters/ArtworkFilters"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Pager } from "../components/Pager/Pager"
// After the filters and the grid: the order of imports is the order of the page's styles.
import { ArtworkCard } from "../components/ArtworkCard/ArtworkCard"
import { GeneratedDownload } from "../components/GeneratedDownload/GeneratedDownload"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { bookPath, PAGES } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { artworkFilters, type ArtworkFilterPage } from "../artwork/artworkFilters"
import { pageOf, type ListPage } from "../lists/pagination"

type Data = Queries.ArtworkPageQuery

/**
 * Made in src/gatsby-node/pagesFromData.ts: /artwork (no filter) and a page for each filter (a book's
 * slug or a character's), each in pages of ARTWORK_PAGE_SIZE (src/lists/pagination.ts).
 */
export interface ArtworkPageContext {
  filterKind: ArtworkFilterPage["kind"] | null
  filterSlug: string | null
  /** The pictures of the list this page is a page of: every one, or a book's or a character's tag. */
  filter: { books?: { eq: string }; characters?: { eq: string } }
  /** Which page of the list this is, and the pictures it shows (the page query's limit and skip). */
  page: Pick<ListPage, "number" | "count" | "path" | "previous" | "next">
  limit: number
  skip: number
  /** The first picture the page shows: its link preview. */
  firstArtwork: string
  /** The kinds of generated download it offers (src/downloads/): the ZIP of every picture, and the activity sheets. */
  archiveKind: string
  activitySheetKinds: readonly string[]
}

const PAGE = PAGES.artwork

const pictures = (count: number) => `${count} ${count === 1 ? "picture" : "pictures"}`

/** The filters from the data, and the one this page shows (none on /artwork). */
function filtersOf(data: Data, context: ArtworkPageContext) {
  const filters = artworkFilters(data.allArtwork.nodes, data.allBook.nodes)
  const current = filters.find(filter => filter.kind === context.filterKind && filter.slug === context.filterSlug)
  if (context.filterKind && !current) throw new Error(`The artwork page has no filter for the ${context.filterKind} "${context.filterSlug}"`)
  return { filters, current }
}

/** A further page's title and h1 says which page it is ("Free Downloads, page 2 of 3"); the first page's is the list's. */
const titleOf = (listTitle: string, page: ArtworkPageContext["page"]) => (page.number > 1 ? `${listTitle}, ${pageOf(page).toLowerCase()}` : listTitle)

/** The free artwork: every picture on /artwork, one book's or one character's on a filter page, each with its download, a page of them at a time. */
export default function ArtworkPage({ data, pageContext }: PageProps<Data, ArtworkPageContext>) {
  const { seriesName } = useSiteSettings()
  const { filters, current } = filtersOf(data, pageContext)
  const { page } = pageContext
  const all = data.allArtwork.nodes
  const shown = data.shown.nodes
  const listCount = current ? current.artworks.length : all.length
  const archive = data.artworkArchive
  const currentBook = current?.kind === "book" ? data.allBook.nodes.find(book => book.slug === current.slug) : undefined
  const listPath = current?.path ?? PAGE.path
  const listHeading = current ? current.heading : PAGE.title
  return (
    <Layout>
      {current ? (
        <PageIntro title={titleOf(current.heading, page)} parent={PAGE} breadcrumb={titleOf(current.label, page)}>
          <p>
            {current.kind === "book" ? `${pictures(listCount)} from ${current.label}` : `${pictures(listCount)} of ${current.label}`}, free to download in full
            size.{" "}
            {currentBook && (
              <>
                Read more <a href={bookPath(currentBook.slug)}>about {currentBook.title}</a>.
              </>
            )}
          </p>
          {archive && <p>Or take every picture on the site at once:</p>}
          {archive && <GeneratedDownload file={archive} prominent />}
        </PageIntro>
      ) : page.number > 1 ? (
        <PageIntro title={titleOf(PAGE.title, page)} parent={PAGE} breadcrumb={pageOf(page)}>
          <p>
            {pictures(all.length)} from the world of {seriesName}, free to download in full size.
          </p>
          {archive && <GeneratedDownload file={archive} prominent />}
        </PageIntro>
      ) : (
        <PageIntro page={PAGE}>
          <p>
            {pictures(all.length)} from the world of {seriesName}, free to download in full size. Print one for your bedroom wall, use it for a school project
            or make it your desktop background.
          </p>
          {archive && <GeneratedDownload file={archive} prominent />}
        </PageIntro>
      )}
      <ArtworkFilters
        all={{ label: "All pictures", path: PAGE.path }}
        books={filters.filter(filter => filter.kind === "book")}
        characters={filters.filter(filter => filter.kind === "character")}
        current={listPath}
        currentIsPage={page.number === 1}
      />
      <Section heading={page.count > 1 ? pageOf(page) : undefined} id={page.count > 1 ? "pictures" : undefined}>
        <CardGrid columns={4} label={current ? current.heading : "Artwork"}>
          {shown.map((artwork, index) => (
            <ArtworkCard key={artwork.slug} artwork={artwork} eager={index === 0} />
          ))}
        </CardGrid>
        <Pager listPath={listPath} page={page} label={listHeading} />
      </Section>
      {!current && page.number === 1 && <ActivitySheets sheets={data.activitySheets.nodes} />}
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
  query ArtworkPage($filter: ArtworkFilterInput!, $limit: Int!, $skip: Int!, $firstArtwork: String!, $archiveKind: String!, $activitySheetKinds: [String!]!) {
    # Every picture's tags, for the filter bar and the counts; the cards of this page's alone.
    allArtwork {
      nodes {
        slug
        books
        characters
      }
    }
    shown: allArtwork(filter: $filter, limit: $limit, skip: $skip) {
      nodes {
        ...ArtworkCard
      }
    }
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookCast
      }
    }
    artworkArchive: generatedFile(kind: { eq: $archiveKind }) {
      ...GeneratedDownload
    }
    activitySheets: allGeneratedFile(filter: { kind: { in: $activitySheetKinds } }) {
      nodes {
        ...GeneratedDownload
      }
    }
    preview: artwork(slug: { eq: $firstArtwork }) {
      alt
      image {
        ...SocialImage
      }
    }
  }
`

export function Head({ data, pageContext }: HeadProps<Data, ArtworkPageContext>) {
  const { seriesName } = useSiteSettings()
  const { current } = filtersOf(data, pageContext)
  const { page } = pageContext
  const image = data.preview ? socialImageOf(data.preview.image, data.preview.alt) : undefined
  // Each page of a list is its own canonical address, linked to the pages before and after it.
  const pageLinks = (
    <>
      {page.previous && <link rel="prev" href={page.previous} />}
      {page.next && <link rel="next" href={page.next} />}
    </>
  )
  const pageDescription = page.number > 1 ? ` ${pageOf(page)}.` : ""
  if (!current) {
    const description = `Download ${data.allArtwork.nodes.length} free high-resolution ${seriesName} pictures for personal use: posters, characters and scenes from the books.${pageDescription}`
    return page.number > 1 ? (
      <Seo title={titleOf(PAGE.title, page)} path={page.path} parent={PAGE} breadcrumb={pageOf(page)} image={image} description={description}>
        {pageLinks}
      </Seo>
    ) : (
      <Seo page={PAGE} image={image} description={description}>
        {pageLinks}
      </Seo>
    )
  }
  const count = pictures(current.artworks.length)
  return (
    <Seo
      title={titleOf(current.heading, page)}
      path={page.path}
      parent={PAGE}
      breadcrumb={titleOf(current.label, page)}
      image={image}
      description={`${
        current.kind === "book"
          ? `Download ${count} from ${seriesName} ${current.label}, free and in high resolution, for personal use.`
          : `Download ${count} of ${current.label} from the ${seriesName} books, free and in high resolution, for personal use.`
      }${pageDescription}`}
    >
      {pageLinks}
    </Seo>
  )
}
