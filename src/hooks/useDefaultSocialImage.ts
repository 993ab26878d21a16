import { graphql, useStaticQuery } from "gatsby"
import { socialImageOf, type SocialImage } from "../seo/socialImage"

/** The picture for link previews of pages without art of their own: the first home slide. */
export function useDefaultSocialImage(): SocialImage | undefined {
  const data = useStaticQuery<Queries.DefaultSocialImageQuery>(graphql`
    query DefaultSocialImage {
      allHeroSlide(limit: 1) {
        nodes {
          alt
          image {
            ...SocialImage
          }
        }
      }
    }
  `)
  const slide = data.allHeroSlide.nodes[0]
  return slide && socialImageOf(slide.image, slide.alt)
}
