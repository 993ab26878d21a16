import { Section } from "../Section/Section"
import { TextWithEmailLinks } from "../TextWithEmailLinks/TextWithEmailLinks"

interface PolicySectionProps {
  slug: string
  heading: string
  paragraphs: readonly string[]
  points?: readonly string[] | null
  /** The contact address, written where the policy's text says {email}. */
  email: string
}

/** One numbered part of the privacy policy. The contact address becomes a mail link in its paragraphs and points. */
export function PolicySection({ slug, heading, paragraphs, points, email }: PolicySectionProps) {
  return (
    <Section heading={heading} id={slug}>
      {paragraphs.map(paragraph => (
        <p key={paragraph}>
          <TextWithEmailLinks text={paragraph} email={email} />
        </p>
      ))}
      {points && points.length > 0 && (
        <ul>
          {points.map(point => (
            <li key={point}>
              <TextWithEmailLinks text={point} email={email} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
