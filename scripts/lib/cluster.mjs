// The several-instance deployment on loopback, for the three-instance test and `npm run cluster`:
// PostgreSQL, Redis (page cache and rate limits), an S3-compatible server (uploads), N app
// instances of the production build with JOBS_AUTORUN=false, and delivery workers. Every part is
// the real thing the guide describes; only the services are throwaway local ones.
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { appEnv, prepareDatabase, startApp } from './app-server.mjs'
import { startPostgres } from './postgres.mjs'
import { startRedis } from './redis.mjs'
import { startS3 } from './s3.mjs'

const psql = (url, sql) =>
  execFileSync('psql', [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' })

/** Starts a delivery worker (`npm run jobs:worker`, tsx as a loader so the pid is the worker's). */
function startWorker(env, logFile) {
  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/jobs-worker.ts'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  )
  return {
    child,
    exited,
    /** A worker stops on SIGTERM by itself (finishes or gives back its deliveries, exits 0). */
    stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM')
      return exited
    },
  }
}

/** A round-robin HTTP balancer in front of the instances (what a load balancer does, minimally). */
export function startBalancer(port, bases) {
  let next = 0
  const server = http.createServer((req, res) => {
    const target = new URL(bases[next++ % bases.length])
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: balancerAgent,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  const balancerAgent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://localhost:${port}`,
        stop: () =>
          new Promise((r) => {
            balancerAgent.destroy()
            server.closeAllConnections()
            server.close(() => r(undefined))
          }),
      }),
    ),
  )
}

/**
 * Starts the whole topology. Infrastructure ports come from `infraPort` (PostgreSQL, Redis, S3
 * on infraPort, +1, +2) or are free ones; app instances listen on appPorts.
 * @param {{
 *   dir: string, appPorts: number[], workers?: number, infraPort?: number,
 *   extra?: Record<string, string>, workerExtra?: Record<string, string>,
 *   log?: (line: string) => void,
 *   onPrepared?: (env: Record<string, string>) => void | Promise<void>,
 * }} o
 */
export async function startCluster({
  dir,
  appPorts,
  workers = 2,
  infraPort,
  extra = {},
  workerExtra = {},
  log = () => {},
  onPrepared = () => {},
}) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const stops = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    stops.length = 0
  }
  try {
    const pg = await startPostgres({ port: infraPort })
    stops.push(async () => pg.stop())
    const redis = await startRedis({ port: infraPort && infraPort + 1 })
    stops.push(() => redis.stop())
    const s3 = await startS3({ dir: path.join(dir, 's3'), port: infraPort && infraPort + 2 })
    stops.push(() => s3.stop())
    log(`postgres ${pg.url}, redis ${redis.url}, s3 ${s3.endpoint} (bucket ${s3.bucket})`)

    psql(pg.url, 'CREATE DATABASE salon')
    const dbUrl = new URL(pg.url)
    dbUrl.pathname = '/salon'
    const env = (port, i) => ({
      ...appEnv({ dir: path.join(dir, `app-${i}`), port, databaseUrl: dbUrl.toString() }),
      REDIS_URL: redis.url,
      ...s3.env,
      JOBS_AUTORUN: 'false',
      ...extra,
    })
    const started = Date.now()
    // Migrations and the demo content, its images uploaded to the bucket.
    prepareDatabase(env(appPorts[0], 0))
    log(`database prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await onPrepared(env(appPorts[0], 0))

    // Settled, not Promise.all: when one instance fails to start, the others that did are
    // stopped too instead of being left running after the test.
    const starts = await Promise.allSettled(
      appPorts.map((port, i) =>
        startApp({ port, env: env(port, i), logFile: path.join(dir, `app-${i + 1}.log`) }),
      ),
    )
    const apps = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    stops.push(() => Promise.all(apps.map((a) => a.stop())))
    const failed = starts.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
    log(`instances: ${apps.map((a) => a.base).join(', ')}`)
    const workerProcs = Array.from({ length: workers }, (_, i) =>
      startWorker(
        { ...env(appPorts[0], 0), ...workerExtra },
        path.join(dir, `worker-${i + 1}.log`),
      ),
    )
    stops.push(() => Promise.all(workerProcs.map((w) => w.stop())))
    log(`${workers} delivery workers`)
    return { pg, redis, s3, apps, workers: workerProcs, env, stop: stopAll }
  } catch (err) {
    await stopAll()
    throw err
  }
}
