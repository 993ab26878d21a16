// Gatsby requires a main file; the plugin's code is in gatsby-node.ts and gatsby-ssr.tsx.
