// No Gatsby runtime reaches a page (see gatsby-ssr.tsx and src/islands/). Gatsby still
// inlines into every page the CSS its client build gathers, starting here.
import "./src/styles/global.css"
