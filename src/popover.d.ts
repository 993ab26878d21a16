// The Popover API's attributes, which React 18.3's types lack (React 19's name the invoker's
// `popoverTarget`). React 18 writes an unknown lowercase attribute as it is.
import "react"

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
