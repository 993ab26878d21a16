import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { AuthorPortrait } from "../components/AuthorPortrait/AuthorPortrait"
import { DownloadList } from "../components/DownloadList/DownloadList"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { QuestionList } from "../components/QuestionList/QuestionList"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { CLASSROOM_DOWNLOADS } from "../downloads/classroomKinds"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES, SCHOOL_VISITS_PATH } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { profilePageJsonLd, publishedPicture } from "../seo/structuredData"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.AboutTheAuthorPageQuery

const PAGE = PAGES.aboutTheAuthor

/** The author (data/author/author.json, the name from the site settings): their story for children, the questions children ask, and a short biography for the press. */
export default function AboutTheAuthorPage({ data }: PageProps<Data>) {
  const site = useSiteSettings()
  const author = data.author
  if (!author) throw new Error("The author (data/author/author.json) was not found")
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>Who writes {site.seriesName}, how the books are made, and answers to the questions readers ask most: everything you need for a school report.</p>
      </PageIntro>
      <Section heading="My story" id="story" narrow>
        <AuthorPortrait name={site.authorName} photo={imageData(author.photo, "the author's photo")} alt={author.photoAlt} caption={author.photoCaption} />
        {author.childBio.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section heading="Questions children ask" id="questions" tone="tinted" narrow>
        <QuestionList questions={author.questions} />
      </Section>
      <Section heading="For the press" id="press" narrow>
        {author.pressBio.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <DownloadList files={data.allGeneratedFile.nodes.filter(file => file.kind === CLASSROOM_DOWNLOADS.pressKit)} label="Press kit" />
        <p>
          Press and event enquiries: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </Section>
      <Section heading="Visits to schools and libraries" id="visits" tone="tinted" narrow>
        <p>
          The author visits schools and libraries in person and online. <Link to={SCHOOL_VISITS_PATH}>See the kinds of visit</Link>, who they suit and how to
          ask for one.
        </p>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query AboutTheAuthorPage {
    author {
      photoAlt
      photoCaption
      photo {
        publishedURL
        ...ArtworkImage
        ...SocialImage
      }
      childBio
      pressBio
      questions {
        slug
        question
        answer
      }
    }
    ...AllGeneratedDownloads
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const author = data.author
  if (!author) return null
  return (
    <Seo
      page={PAGE}
      image={socialImageOf(author.photo, author.photoAlt)}
      description={`Meet ${site.authorName}, the author of ${site.seriesName}: their story, answers to the questions children ask for school reports, and a biography for the press.`}
      structuredData={[
        profilePageJsonLd(site, {
          description: author.pressBio.join(" "),
          image: publishedPicture(site.siteUrl, author.photo),
        }),
      ]}
    />
  )
}
