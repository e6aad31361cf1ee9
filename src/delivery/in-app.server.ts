// Delivery inside the web app (JOBS_AUTORUN on, the default): started by src/instrumentation.ts
// as the server boots, so queued messages and the nightly retention run go out without waiting
// for anyone to visit /admin or /cms-api (Payload's own cron started only then). On SIGTERM or
// SIGINT the runner stops taking work and finishes or gives back what it holds before Next.js
// closes the HTTP server and exits.
import 'server-only'

import { getPayload } from 'payload'

import config from '../payload.config'

import { deliveryConfig } from './config.server'
import { startJobRunner } from './runner.server'
import { runtime } from './runtime'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function startInAppJobs(): void {
  const cfg = deliveryConfig()
  if (cfg.JOBS_AUTORUN !== 'true') return
  if (runtime().runner) return // already running (a second register() in development)
  let shuttingDown = false
  installShutdown(async () => {
    shuttingDown = true
    // The database stays open: requests still in flight finish before Next.js exits.
    await runtime().runner?.stop(deliveryConfig().JOBS_SHUTDOWN_GRACE_MS)
  })
  void (async () => {
    // The database may not be up yet (a container starting beside it): keep trying, and meanwhile
    // /api/health answers 503 for the database.
    for (let attempt = 0; !shuttingDown; attempt++) {
      try {
        const payload = await getPayload({ config })
        if (!shuttingDown)
          startJobRunner(payload, { role: 'web', intervalMs: cfg.JOBS_INTERVAL_MS })
        return
      } catch (err) {
        console.error('[jobs] could not start the job runner, retrying:', err)
        await sleep(Math.min(30_000, 1000 * 2 ** attempt))
      }
    }
  })()
}

/**
 * Runs `drain` first on SIGTERM/SIGINT, then hands the signal to the handlers that were there
 * before (Next.js's: close the HTTP server, finish requests, exit). Without them, exits itself.
 */
function installShutdown(drain: () => Promise<void>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const previous = process.listeners(signal)
    process.removeAllListeners(signal)
    let started = false
    process.on(signal, () => {
      if (started) return
      started = true
      console.log(
        `[jobs] ${signal}: stopping the job runner, then ${previous.length ? 'the server closes' : 'exiting'}`,
      )
      void drain()
        .catch((err: unknown) => console.error('[jobs] shutdown:', err))
        .finally(() => {
          if (previous.length) for (const handler of previous) handler(signal)
          else process.exit(signal === 'SIGTERM' ? 143 : 130)
        })
    })
  }
}
