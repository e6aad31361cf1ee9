#!/usr/bin/env node
// Figures for the production hardening (ADR 011), measured against the production server on
// a private copy of a seeded database and the existing .next build:
//   body   — a 256 MB body streamed to POST /api/joinus: the server's memory (RSS) before, at its
//            peak and after, the answer, and how much had been sent when it came;
//   limits — 25 quote saves, each with another X-Forwarded-For (plain and nginx's "client, proxy"
//            form), with the default per-address limit of 20 a minute: how many got through.
//
//   npx tsx scripts/security-figures.mjs --template .tmp/e2e [--port 3960] [body] [limits]
// Prints a table and a JSON line. It asserts nothing: the tests do that.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { applicationBody, loadCatalogue, quoteBody } from '../tests/reliability/bodies.ts'

import { appEnv, freshDir, startApp } from './lib/app-server.mjs'

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    template: { type: 'string', default: '.tmp/e2e' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3960' },
    mb: { type: 'string', default: '256' },
  },
})
const wants = (s) => positionals.length === 0 || positionals.includes(s)
if (!existsSync(path.join(opt.template, 'salon.db'))) {
  console.error(`no salon.db in ${opt.template}: run the browser tests' prepare step first`)
  process.exit(1)
}

const dir = freshDir('security-figures')
for (const suffix of ['', '-wal', '-shm']) {
  const from = path.join(opt.template, `salon.db${suffix}`)
  if (existsSync(from)) copyFileSync(from, path.join(dir, `salon.db${suffix}`))
}
mkdirSync(dir, { recursive: true })
const port = Number(opt.port)
const app = await startApp({
  port,
  env: {
    ...appEnv({ dir, port }),
    MEDIA_DIR: path.join(opt.template, 'media'),
    DEMO_MODE: '1',
    RATE_LIMIT_QUOTES: '20',
  },
  logFile: path.join(dir, 'server.log'),
})

/** Resident memory of the server process, in MB (Linux). */
const rssMb = () => {
  const status = readFileSync(`/proc/${app.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

const results = {}
try {
  if (wants('body')) {
    const total = Number(opt.mb) * 1024 * 1024
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const before = rssMb()
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50)
    const started = Date.now()
    const answer = await new Promise((resolve) => {
      let sent = 0
      let answered = null
      const req = request(`${app.base}/api/joinus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(total) },
      })
      req.on('response', (res) => {
        answered = {
          status: res.statusCode,
          sentMb: Math.round(sent / 1048576),
          ms: Date.now() - started,
        }
        res.resume()
        res.on('end', () => resolve(answered))
      })
      req.on('error', (err) =>
        resolve(answered ?? { status: 0, error: err.message, sentMb: Math.round(sent / 1048576) }),
      )
      const pump = () => {
        while (sent < total && !answered) {
          sent += chunk.length
          if (
            !req.write(
              sent === chunk.length
                ? Buffer.from(`{"name":"${'a'.repeat(chunk.length - 9)}`)
                : chunk,
            )
          )
            return req.once('drain', pump)
        }
        req.end()
      }
      pump()
    })
    await new Promise((r) => setTimeout(r, 1000))
    clearInterval(sampler)
    results.body = {
      mb: Number(opt.mb),
      rssBeforeMb: before,
      rssPeakMb: peak,
      rssAfterMb: rssMb(),
      ...answer,
    }
  }

  if (wants('limits')) {
    const cat = await loadCatalogue(app.base)
    const statuses = { plain: {}, 'client, proxy': {} }
    for (const form of Object.keys(statuses)) {
      for (let i = 0; i < 25; i++) {
        const ip = `198.51.100.${(form === 'plain' ? 0 : 100) + i}`
        const xff = form === 'plain' ? ip : `${ip}, 10.0.0.1`
        const body = JSON.stringify(
          quoteBody(
            cat,
            `figures-${form.length}-${i}@load.test`,
            5000 + i + (form === 'plain' ? 0 : 100),
          ),
        )
        const res = await fetch(`${app.base}/api/save-quote-details`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          body,
        })
        statuses[form][res.status] = (statuses[form][res.status] ?? 0) + 1
      }
      // Each form starts with a fresh window: wait for the per-minute limit to pass.
      if (form === 'plain') await new Promise((r) => setTimeout(r, 61_000))
    }
    results.limits = statuses
    void applicationBody
  }
} finally {
  await app.stop()
}

if (results.body) {
  const b = results.body
  console.log(
    `\n256 MB body to POST /api/joinus: HTTP ${b.status} after ${b.sentMb} MB sent (${b.ms} ms); server RSS ${b.rssBeforeMb} MB before, ${b.rssPeakMb} MB at the peak, ${b.rssAfterMb} MB after`,
  )
}
if (results.limits) {
  for (const [form, s] of Object.entries(results.limits))
    console.log(`25 saves, a new X-Forwarded-For each (${form}): ${JSON.stringify(s)}`)
}
console.log(JSON.stringify(results))
