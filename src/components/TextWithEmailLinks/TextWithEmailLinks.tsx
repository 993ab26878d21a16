import { Fragment } from "react"

/** How content text names the site's contact address. */
const EMAIL_TOKEN = "{email}"

/** Text from data with each {email} written as a mail link to the contact address. */
export function TextWithEmailLinks({ text, email }: { text: string; email: string }) {
  return (
    <>
      {text.split(EMAIL_TOKEN).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <a href={`mailto:${email}`}>{email}</a>}
          {part}
        </Fragment>
      ))}
    </>
  )
}
