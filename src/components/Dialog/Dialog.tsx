import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react"
import * as styles from "./Dialog.module.css"

interface DialogProps {
  /** What the dialog shows, for screen readers ("Video: Song clip"). */
  label: string
  onClose: () => void
  /** Where focus goes back to when the dialog closes: the control that opened it. */
  returnFocusTo?: HTMLElement | null
  wide?: boolean
  /** The control focus starts on, by selector (a search box); Close otherwise. */
  initialFocus?: string
  /** Keys the dialog answers wherever focus is inside it (the arrows of a picture viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and stays in, the page
 * behind is inert, Escape, the close button or a click outside closes it, and focus goes
 * back to where it came from. Mount it to open it; unmount it to close it.
 */
export function Dialog({ label, onClose, returnFocusTo, initialFocus, wide = false, onKeyDown, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    if (initialFocus) element.querySelector<HTMLElement>(initialFocus)?.focus()
    return () => {
      if (element.open) element.close()
      returnFocusTo?.focus()
    }
  }, [returnFocusTo, initialFocus])

  return (
    // A click on the backdrop closes the dialog for a mouse; Escape (onCancel) is its keyboard
    // twin, and onKeyDown carries a gallery's arrow keys.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${wide ? styles.wide : ""}`}
      aria-label={label}
      onCancel={event => {
        event.preventDefault()
        onClose()
      }}
      onClick={event => {
        if (event.target === dialog.current) onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.body}>
        {/* Focus starts on Close when the dialog opens, as the HTML standard advises for a modal dialog. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className={styles.close} onClick={onClose} autoFocus>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
        {children}
      </div>
    </dialog>
  )
}
