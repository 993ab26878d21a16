// CSS modules are imported as `import * as styles from "./X.module.css"`: class names by key.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
// A global stylesheet is imported for its effect alone (`import "./styles/global.css"` in gatsby-browser).
declare module "*.css"
