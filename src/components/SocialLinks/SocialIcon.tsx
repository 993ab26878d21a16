import type React from "react"

/** Simple, recognisable marks of the social networks, drawn on a 24 × 24 grid. */
const ICONS: Record<string, React.ReactNode> = {
  YouTube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4.5" fill="currentColor" />
      <path d="M10 8.8v6.4l5.5-3.2z" fill="var(--icon-cutout, var(--color-night))" />
    </>
  ),
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  TikTok: <path d="M14.5 3h3c.3 2.2 1.7 3.6 3.5 3.8v3.1c-1.3 0-2.5-.4-3.5-1v6.3A5.8 5.8 0 1 1 11.7 9.4v3.2a2.7 2.7 0 1 0 2.8 2.6z" fill="currentColor" />,
  Facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.1H8v3h2.5V21z" fill="currentColor" />,
  X: <path d="M4 3.5h4.6l4 5.6 4.7-5.6h2.2l-5.9 7 6.9 9.9h-4.6l-4.4-6.2-5.3 6.2H4l6.4-7.5z" fill="currentColor" />,
  Spotify: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M6.8 9.3c3.6-1 7.6-.7 10.6 1M7.4 12.4c2.9-.8 6.1-.5 8.6.9M8 15.3c2.3-.6 4.6-.4 6.6.7"
        fill="none"
        stroke="var(--icon-cutout, var(--color-night))"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  ),
}

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {ICONS[network]}
    </svg>
  )
}
