// A throwaway Redis server on loopback (Debian's redis-server) for the tests and the local
// cluster: nothing saved to disk, gone when stopped.
import { spawn, spawnSync } from 'node:child_process'

import { freePort, waitForPort } from './ports.mjs'

export function redisAvailable() {
  return spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
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
