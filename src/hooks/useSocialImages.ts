import { graphql, useStaticQuery } from "gatsby"
import { firstSocialImage, type SocialImage } from "../seo/socialImage"

/** The link-preview pictures of the fixed pages, each made from the first picture the page shows. */
export interface SocialImages {
  /** The first home slide: also the picture of every page without art of its own. */
  home?: SocialImage
  artwork?: SocialImage
  roblox?: SocialImage
  shop?: SocialImage
  videos?: SocialImage
}

export function useSocialImages(): SocialImages {
  const data = useStaticQuery<Queries.SocialImagesQuery>(graphql`
    query SocialImages {
      home: allHeroSlide(limit: 1) {
        nodes {
          alt
          image {
            ...SocialImage
          }
        }
      }
      artwork: allArtwork(limit: 1) {
        nodes {
          alt
          image {
            ...SocialImage
          }
        }
      }
      roblox: allRobloxItem(limit: 1) {
        nodes {
          alt
          image {
            ...SocialImage
          }
        }
      }
      shop: allMerchandiseItem(limit: 1) {
        nodes {
          alt
          image {
            ...SocialImage
          }
        }
      }
      videos: allVideo(limit: 1) {
        nodes {
          alt: posterAlt
          image: poster {
            ...SocialImage
          }
        }
      }
    }
  `)
  return {
    home: firstSocialImage(data.home.nodes),
    artwork: firstSocialImage(data.artwork.nodes),
    roblox: firstSocialImage(data.roblox.nodes),
    shop: firstSocialImage(data.shop.nodes),
    videos: firstSocialImage(data.videos.nodes),
  }
}
