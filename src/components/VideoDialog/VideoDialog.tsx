import { youtubeEmbedUrl } from "../../videos/youtube"
import { Dialog } from "../Dialog/Dialog"
import * as styles from "./VideoDialog.module.css"

interface VideoDialogProps {
  title: string
  youtubeId: string
  onClose: () => void
  returnFocusTo: HTMLElement | null
}

/** The pop-up player. The player loads from youtube-nocookie.com only now, when asked for. */
export function VideoDialog({ title, youtubeId, onClose, returnFocusTo }: VideoDialogProps) {
  return (
    <Dialog label={`Video: ${title}`} onClose={onClose} returnFocusTo={returnFocusTo} wide>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={`${youtubeEmbedUrl(youtubeId)}?autoplay=1&rel=0`}
          title={`${title} (YouTube video player)`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // The player runs its own scripts and may open YouTube in a new tab; nothing else.
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    </Dialog>
  )
}
