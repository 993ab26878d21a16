/**
 * gatsby-config.ts needs a few values (the site's name and address, the aliases) before the
 * build checks data/ and stops with a message naming each problem (onPreBootstrap in
 * src/gatsby-node/content.ts). If data/ has a problem, make do with a stand-in here until then.
 */
export function readEarly<T>(read: () => T, standIn: T): T {
  try {
    return read()
  } catch {
    return standIn
  }
}
