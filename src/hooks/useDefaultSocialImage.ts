import { graphql, useStaticQuery } from "gatsby"
import { firstSocialImage, type SocialImage } from "../seo/socialImage"

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
  return firstSocialImage(data.allHeroSlide.nodes)
}
