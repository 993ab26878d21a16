// A font file imported from code is its address in the build (webpack's asset modules): `/static/…woff2`.
declare module "*.woff2" {
  const url: string
  export default url
}
