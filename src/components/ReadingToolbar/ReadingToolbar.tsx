import { useId, useState } from "react"
import { ReadAloud } from "../ReadAloud/ReadAloud"
import { ReadingSettings } from "../ReadingSettings/ReadingSettings"
import * as styles from "./ReadingToolbar.module.css"

/**
 * The first chapter's controls, an island: "Reading settings", which opens the reading-comfort
 * choices, and "Read it to me". They need JavaScript, so without it they are not shown
 * (data-needs-javascript) and the chapter reads at the standard settings. `lang` is the
 * language the voice reads in (the site's, "en-GB"). The choices are rendered only while open:
 * the server's HTML leaves them out, which keeps the chapter page inside the first 14 KB a
 * server sends (docs/performance.md).
 */
export function ReadingToolbar({ lang }: { lang: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className={styles.toolbar} data-needs-javascript="">
      <div className={styles.row}>
        <button type="button" className={styles.settingsButton} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">Aa</span> Reading settings
        </button>
        <ReadAloud lang={lang} />
      </div>
      {open && <ReadingSettings panelId={panelId} />}
    </div>
  )
}
