import { graphql } from "gatsby"

/**
 * The image sizes of the site's slots, one fragment a slot, so that every page asks for
 * the same files for the same slot. `width` is the slot's widest CSS size; the pixel
 * densities are only those some screen takes in the slot (the `sizes` of its component),
 * since every width is a URL in the page's HTML (a test checks that none is unused):
 * - cards (gallery, video, product: 22rem, 45vw or 92vw, never under 259 px): 1× and 2×;
 * - artwork cards (16rem, 45vw or 92vw, never under 256 px): 1× and 2×;
 * - covers (also 7rem to 9rem in the series guide's list): ½×, 1× and 2×;
 * - portraits (8rem to 10rem): ½×, 1× and 2×;
 * - a character's own picture on their page (18rem): 1× and 2×;
 * - Roblox T-shirts (12rem): 1× and 2×.
 */
export const imageFragments = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
    }
  }
  fragment CardImage on File {
    childImageSharp {
      gatsbyImageData(width: 480, outputPixelDensities: [1, 2])
    }
  }
  fragment ArtworkImage on File {
    childImageSharp {
      gatsbyImageData(width: 360, outputPixelDensities: [1, 2])
    }
  }
  fragment CoverImage on File {
    childImageSharp {
      gatsbyImageData(width: 420, outputPixelDensities: [0.5, 1, 2])
    }
  }
  fragment PortraitImage on File {
    childImageSharp {
      gatsbyImageData(width: 320, outputPixelDensities: [0.5, 1, 2])
    }
  }
  fragment CharacterImage on File {
    childImageSharp {
      gatsbyImageData(width: 288, outputPixelDensities: [1, 2])
    }
  }
  fragment TShirtImage on File {
    childImageSharp {
      gatsbyImageData(width: 320, outputPixelDensities: [1, 2])
    }
  }
`
