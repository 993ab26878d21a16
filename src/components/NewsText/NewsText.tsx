import { Link } from "gatsby"
import type React from "react"
import { isNewsLink, type NewsBlock, type NewsInline, type NewsRun } from "gatsby-source-chapterverse"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./NewsText.module.css"

/** A news post's text, from the blocks its Markdown was read into at build time (gatsby-source-chapterverse's newsText.ts). */
export function NewsText({ blocks }: { blocks: readonly NewsBlock[] }) {
  return (
    <div className={styles.text}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "heading": {
            const Heading = block.level === 2 ? "h2" : "h3"
            return (
              <Heading key={index}>
                <Inlines content={block.content} />
              </Heading>
            )
          }
          case "list": {
            const List = block.ordered ? "ol" : "ul"
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines content={item} />
                  </li>
                ))}
              </List>
            )
          }
          default:
            return (
              <p key={index}>
                <Inlines content={block.content} />
              </p>
            )
        }
      })}
    </div>
  )
}

function Inlines({ content }: { content: readonly NewsInline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        if (!isNewsLink(inline)) return <Run key={index} run={inline} />
        const text = inline.runs.map((run, runIndex) => <Run key={runIndex} run={run} />)
        // The site's own pages are plain links; any other address leaves the site in a new tab, and says so.
        return inline.href.startsWith("/") ? (
          <Link key={index} to={inline.href}>
            {text}
          </Link>
        ) : (
          <ExternalLink key={index} href={inline.href}>
            {text}
          </ExternalLink>
        )
      })}
    </>
  )
}

function Run({ run }: { run: NewsRun }) {
  let node: React.ReactNode = run.text
  if (run.emphasis) node = <em>{node}</em>
  if (run.strong) node = <strong>{node}</strong>
  return <>{node}</>
}
