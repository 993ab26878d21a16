/**
 * gatsby-config.ts needs a few values (the site's name and address, the aliases) before the
 * content is checked. If a file is broken, make do with a stand-in here: the check that runs
 * next (onPreBootstrap in gatsby-node.ts) stops the build with a message that names the problem.
 */
export function readEarly<T>(read: () => T, standIn: T): T {
  try {
    return read()
  } catch {
    return standIn
  }
}
