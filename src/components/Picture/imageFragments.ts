import { graphql } from "gatsby"

/**
 * The image sizes of the site's slots, one fragment a slot, so that every page asks for
 * the same files for the same slot. Widths are the slot's widest CSS size; sharp adds
 * the smaller and 2× versions.
 */
export const imageFragments = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
    }
  }
  fragment CardImage on File {
    childImageSharp {
      gatsbyImageData(width: 480)
    }
  }
  fragment CoverImage on File {
    childImageSharp {
      gatsbyImageData(width: 420)
    }
  }
  fragment PortraitImage on File {
    childImageSharp {
      gatsbyImageData(width: 320)
    }
  }
`
