// A throwaway S3-compatible server on loopback (the npm package s3rver, ADR 017) for the tests
// and the local cluster: one bucket, objects in a folder under .tmp/, any access key accepted.
// It runs in its own process, like a real service: a caller that blocks (spawnSync) must not
// stop it from answering.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { freePort, waitForPort } from './ports.mjs'

export const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * Starts the server; `env` is what the app needs to store its uploads there.
 * @param {{ dir: string, port?: number, bucket?: string }} o
 */
export async function startS3({ dir, port, bucket = 'salon-media' }) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const p = port ?? (await freePort())
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dir, String(p), bucket], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await waitForPort(p)
  const endpoint = `http://127.0.0.1:${p}`
  return {
    port: p,
    endpoint,
    bucket,
    dir,
    pid: child.pid,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

// Run as a program: node scripts/lib/s3.mjs <dir> <port> <bucket>
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, port, bucket] = process.argv.slice(2)
  const { default: S3rver } = await import('s3rver')
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(port),
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  const close = () => server.close().then(() => process.exit(0))
  process.on('SIGTERM', close)
  process.on('SIGINT', close)
}
