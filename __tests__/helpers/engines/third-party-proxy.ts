import net from "node:net"

export interface ThirdPartyProxy {
  /** host:port, for a browser's proxy settings. */
  address: string
  /** Every host the browser asked for through the proxy, in order. */
  hosts: string[]
  close(): Promise<void>
}

/**
 * An HTTP proxy on this machine that refuses every request and writes down its host. The
 * engines send everything but the local site through it, so a test can tell which third
 * parties a page asked for, and nothing leaves the machine.
 */
export async function recordingProxy(): Promise<ThirdPartyProxy> {
  const hosts: string[] = []
  const server = net.createServer(socket => {
    socket.on("error", () => socket.destroy())
    socket.once("data", chunk => {
      // "CONNECT host:443 HTTP/1.1" for https, "GET http://host/path HTTP/1.1" for http.
      const target = chunk.toString("latin1").split(" ")[1] ?? ""
      hosts.push(target.startsWith("http") ? new URL(target).host : target.replace(/:443$/, ""))
      socket.end("HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    hosts,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}
