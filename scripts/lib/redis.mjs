// A throwaway Redis server on loopback (Debian's redis-server) for the tests and the local
// cluster: nothing saved to disk, gone when stopped.
import { spawn, spawnSync } from 'node:child_process'
import { createConnection, createServer } from 'node:net'

export function redisAvailable() {
  return spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
}

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

/** Starts redis-server on `port` (a free one if not given); `stop()` ends it. */
export async function startRedis({ port } = {}) {
  const p = port ?? (await freePort())
  const child = spawn(
    'redis-server',
    ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await waitForPort(p)
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
