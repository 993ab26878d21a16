import React from "react"
import { Section } from "../Section/Section"

interface PolicySectionProps {
  slug: string
  heading: string
  paragraphs: readonly string[]
  points?: readonly string[] | null
  /** The contact address, written where the policy's text says {email}. */
  email: string
}

/** One numbered part of the privacy policy. The contact address becomes a mail link. */
export function PolicySection({ slug, heading, paragraphs, points, email }: PolicySectionProps) {
  return (
    <Section heading={heading} id={slug}>
      {paragraphs.map(paragraph => (
        <p key={paragraph}>
          <WithEmailLinks text={paragraph} email={email} />
        </p>
      ))}
      {points && points.length > 0 && (
        <ul>
          {points.map(point => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The policy's text with each {email} written as a mail link to the contact address. */
function WithEmailLinks({ text, email }: { text: string; email: string }) {
  const parts = text.split("{email}")
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <a href={`mailto:${email}`}>{email}</a>}
          {part}
        </React.Fragment>
      ))}
    </>
  )
}
