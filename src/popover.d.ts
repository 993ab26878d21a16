// The Popover API's attributes, which React 18.3's types lack (React 19's name the invoker's
// `popoverTarget`). React 18 writes an unknown lowercase attribute as it is.
import "react"

// An interface merges with React's only with the same type parameter, which these members do not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
