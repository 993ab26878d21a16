import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture, type PictureProps } from "../Picture/Picture"
import * as styles from "./ProductCard.module.css"

// eager: the first card of its page, whose picture is likely the largest thing on screen.
interface ProductCardProps extends Pick<PictureProps, "eager"> {
  name: string
  image: IGatsbyImageData
  alt: string
  /** The price as it should read, such as "£39.00" or "5 Robux". */
  price: string
  description?: string
  /** Where it is sold (another site: opens in a new tab). */
  href: string
  action: string
}

/** Something sold elsewhere: merchandise on the shop page, clothing on the Roblox page. */
export function ProductCard({ name, image, alt, price, description, href, action, eager }: ProductCardProps) {
  return (
    <article className={styles.card}>
      <Picture eager={eager} image={image} alt={alt} className={styles.image} sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw" />
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.price}>{price}</p>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.action}>
          <ButtonLink to={href}>{action}</ButtonLink>
        </div>
      </div>
    </article>
  )
}
