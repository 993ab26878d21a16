import { imageData, type ProcessedImageFile } from "../Picture/imageData"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture, type PictureProps } from "../Picture/Picture"
import * as styles from "./ProductCard.module.css"

/** A product as data/ describes it (merchandise, Roblox clothing). */
interface Product {
  name: string
  alt: string
  /** Where it is sold (another site: opens in a new tab). */
  url: string
  image: ProcessedImageFile
}

// eager: the first card of its page, whose picture is likely the largest thing on screen.
interface ProductCardProps extends Pick<PictureProps, "eager"> {
  product: Product
  /** The price as it should read, such as "£39.00" or "5 Robux". */
  price: string
  description?: string
  action: string
}

/** Something sold elsewhere: merchandise on the shop page, clothing on the Roblox page. */
export function ProductCard({ product: { name, alt, url, image }, price, description, action, eager }: ProductCardProps) {
  return (
    <article className={styles.card}>
      <Picture
        eager={eager}
        image={imageData(image, name)}
        alt={alt}
        className={styles.image}
        sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.price}>{price}</p>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.action}>
          <ButtonLink to={url}>{action}</ButtonLink>
        </div>
      </div>
    </article>
  )
}
