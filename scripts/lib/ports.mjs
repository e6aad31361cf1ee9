// Loopback ports for the throwaway servers of the tests, the bench and the local cluster.
import { createConnection, createServer } from 'node:net'

/** A port nothing listens on now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const ok = await new Promise((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' })
      s.once('connect', () => {
        s.destroy()
        resolve(true)
      })
      s.once('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Whether a server could listen on `port` on every interface now. */
const canListen = (port) =>
  new Promise((resolve) => {
    const srv = createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, () => srv.close(() => resolve(true)))
  })

/** `preferred` if nothing listens on it, else the next free port above it (or any free one). */
export async function portFrom(preferred, tries = 50) {
  for (let port = preferred; port < preferred + tries; port++)
    if (await canListen(port)) return port
  return freePort()
}
