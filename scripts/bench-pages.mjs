#!/usr/bin/env node
// Lighthouse (mobile defaults) on the main public pages of a production build.
//
//   npm run bench:pages                 # uses the existing .next build
//   npm run bench:pages -- --build      # builds first
//   npm run bench:pages -- --runs 5 --pages /,/offers
//
// Starts `next start` on a free port against the seeded database (prepared if needed), runs
// Lighthouse `--runs` times per page (default 3; the machine is noisy, so each figure is the
// median of the runs), prints a table and writes bench-results/pages-<date>.json.
// Pages that do not exist on this branch (404, or redirected elsewhere) are listed as missing.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const DEFAULT_PAGES = [
  '/',
  '/team',
  '/team/aisha-rahman',
  '/blog/allergy-alert-test',
  '/offers',
  '/contact',
]
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}
const runs = Math.max(1, Number(option('runs', '3')))
const pages = option('pages', DEFAULT_PAGES.join(',')).split(',').filter(Boolean)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

function run(cmd, args, env = {}) {
  console.log(`› ${cmd} ${args.join(' ')}`)
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  if (res.status !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} failed`)
    process.exit(res.status ?? 1)
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`)
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  )
  const jsBytes =
    scripts?.transferSize ??
    (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  // Audits that cost points in accessibility, best practices or SEO: what to fix first.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter(
        (ref) =>
          ref.weight > 0 && lhr.audits[ref.id]?.score != null && lhr.audits[ref.id].score < 1,
      )
      .map((ref) => `${c}:${ref.id}`),
  )
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsBytes,
    failing,
    warnings: lhr.runWarnings ?? [],
  }
}

async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return summarise(result.lhr)
  } finally {
    await chrome.kill()
  }
}

/** 'ok', or why the page is not measured (absent on this branch, or redirected elsewhere). */
async function pageExists(base, path) {
  const res = await fetch(base + path, { redirect: 'manual' })
  if (res.status >= 300 && res.status < 400)
    return `redirects to ${new URL(res.headers.get('location') ?? '', base).pathname}`
  if (res.status !== 200) return `HTTP ${res.status}`
  return 'ok'
}

// ---------------------------------------------------------------------------

if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath} (set CHROME_PATH)`)
  process.exit(1)
}
if (process.argv.includes('--build')) run('npx', ['next', 'build'])
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first, or pass --build')
  process.exit(1)
}
run('npx', ['tsx', 'scripts/prepare.ts']) // migrations, and the demo content if the database is empty

const port = await freePort()
const base = `http://localhost:${port}`
let server = null
function startServer() {
  console.log(`› next start -p ${port}`)
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  server.on('exit', (code, signal) => {
    if (!stopping) console.warn(`! next start exited (${signal ?? code})`)
  })
}
/** Restarts the server if something stopped it (the machine is shared). */
async function ensureServer() {
  if (server && server.exitCode === null && server.signalCode === null) return
  startServer()
  await waitFor(`${base}/api/levels`)
}
let stopping = false
const stopServer = () => {
  stopping = true
  try {
    process.kill(-server.pid, 'SIGTERM') // the npx process group: npx and next
  } catch {
    // already stopped
  }
}
process.on('SIGINT', () => {
  stopServer()
  process.exit(130)
})

const results = []
try {
  for (const path of pages) {
    await ensureServer()
    const status = await pageExists(base, path)
    if (status !== 'ok') {
      console.log(`– ${path}: not measured (${status})`)
      results.push({ path, status, runs: [], median: null })
      continue
    }
    await fetch(base + path) // warm the server's caches once
    const samples = []
    for (let i = 1; i <= runs; i++) {
      await ensureServer()
      const s = await lighthouseOnce(base + path)
      console.log(
        `  ${path} run ${i}/${runs}: perf ${s.performance}, LCP ${Math.round(s.lcpMs ?? 0)} ms, CLS ${s.cls?.toFixed(3)}`,
      )
      samples.push(s)
    }
    const med = {}
    for (const key of [
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
      'lcpMs',
      'cls',
      'tbtMs',
      'jsBytes',
    ]) {
      med[key] = median(samples.map((s) => s[key]))
    }
    med.failing = [...new Set(samples.flatMap((s) => s.failing))].sort()
    results.push({ path, status, runs: samples, median: med })
  }
} finally {
  stopServer()
}

const fmt = {
  ms: (v) => (v == null ? '–' : `${Math.round(v)} ms`),
  cls: (v) => (v == null ? '–' : v.toFixed(3)),
  kib: (v) => (v == null ? '–' : `${(v / 1024).toFixed(1)} KiB`),
  n: (v) => (v == null ? '–' : String(Math.round(v))),
}
const rows = [['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT', 'JS (transfer)']]
for (const r of results) {
  const m = r.median
  rows.push(
    m
      ? [
          r.path,
          fmt.n(m.performance),
          fmt.n(m.accessibility),
          fmt.n(m.bestPractices),
          fmt.n(m.seo),
          fmt.ms(m.lcpMs),
          fmt.cls(m.cls),
          fmt.ms(m.tbtMs),
          fmt.kib(m.jsBytes),
        ]
      : [r.path, `not measured: ${r.status}`, '', '', '', '', '', '', ''],
  )
}
const widths = rows[0].map((_, c) =>
  Math.max(...rows.map((row) => (row[1]?.startsWith('not measured') && c > 0 ? 0 : row[c].length))),
)
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile defaults\n`)
for (const row of rows) {
  console.log(
    row[1]?.startsWith('not measured')
      ? `${row[0].padEnd(widths[0])}  ${row[1]}`
      : row.map((cell, c) => cell.padEnd(widths[c])).join('  '),
  )
}
for (const r of results.filter((x) => x.median?.failing.length)) {
  console.log(`\n${r.path}: audits below full marks in some run: ${r.median.failing.join(', ')}`)
}

mkdirSync('bench-results', { recursive: true })
const date = new Date().toISOString().slice(0, 10)
const file = `bench-results/pages-${date}.json`
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      lighthouse: 'mobile defaults (simulated throttling)',
      pages: results,
    },
    null,
    2,
  ),
)
console.log(`\nwritten ${file}`)
