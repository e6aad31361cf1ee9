#!/usr/bin/env node
// The performance budget (ADR 018), checked by `npm test` after the production build:
// bytes, never timings. Per route it prints the client JavaScript from the build output, split
// into framework (React, the Next.js runtime) and our own code, gzip-compressed as `next start`
// sends it, and the image bytes a phone (390 px wide, 2× density) downloads on a first visit,
// measured in Chromium against the production server, and the HTML each page sends. It fails
// (exit 1) when a content page's own JavaScript passes 20 KB or its first-load images pass
// 250 KB (the calculator's and the forms' pages have their own, documented JavaScript budget),
// or when a page's payload carries a stylesheet twice.
//
//   node scripts/perf-budget.mjs                  # starts `next start` on E2E_PORT (3100)
//   node scripts/perf-budget.mjs --base http://localhost:3000   # a server you already run
//   node scripts/perf-budget.mjs --no-images      # the build output only (no server)
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { startApp } from './lib/app-server.mjs'
import { readRouteScripts } from './lib/route-js.mjs'

const KB = 1024

/** Budgets in bytes (gzip for JavaScript). `null`: reported, not checked. */
const budgets = {
  content: { ownJs: 20 * KB, images: 250 * KB },
  // The calculator and the forms need their code (the quote domain, the shared zod schemas):
  // a separate ceiling that still catches a library or the admin arriving by accident (ADR 018,
  // amended: 64 KB once the calculator's own logic passed 60).
  application: { ownJs: 64 * KB, images: 250 * KB },
}

/**
 * The pages the budget covers: route pattern (as the build names it), its kind, and where to
 * measure it (a path, or a list page whose first matching link is followed).
 */
const budgetRoutes = [
  { route: '/', kind: 'content', path: '/' },
  { route: '/[name]', kind: 'content', path: '/salon', label: '/salon (pages)' },
  { route: '/team', kind: 'content', path: '/team' },
  { route: '/team/[slug]', kind: 'content', from: '/team', link: /^\/team\/[a-z0-9-]+$/ },
  { route: '/blog', kind: 'content', path: '/blog' },
  { route: '/blog/[slug]', kind: 'content', from: '/blog', link: /^\/blog\/[a-z0-9-]+$/ },
  { route: '/offers', kind: 'content', path: '/offers' },
  { route: '/offers/[slug]', kind: 'content', from: '/offers', link: /^\/offers\/[a-z0-9-]+$/ },
  { route: '/contact', kind: 'content', path: '/contact' },
  { route: '/reviews', kind: 'content', path: '/reviews' },
  { route: '/reviews/[slug]', kind: 'content', path: '/reviews/all' },
  { route: '/recruitment', kind: 'content', path: '/recruitment' },
  // The price list is content: the calculator's code arrives when she starts a quote (ADR 050).
  { route: '/prices', kind: 'content', path: '/prices' },
  { route: '/prices/total-by-level', kind: 'application', path: null },
  { route: '/prices/finish', kind: 'application', path: null },
  { route: '/quote/[link]', kind: 'application', path: null },
  { route: '/recruitment/stylist', kind: 'application', path: '/recruitment/stylist' },
]

const { values: opt } = parseArgs({
  options: {
    dist: { type: 'string', default: '.next' },
    base: { type: 'string' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '3100' },
    'no-images': { type: 'boolean', default: false },
    json: { type: 'string', default: '.tmp/perf-budget/budget.json' },
  },
})

const kb = (n) => (n == null ? '–' : `${(n / KB).toFixed(1)} KB`)

/** Image bytes downloaded by a first visit to each path, on a 390 px phone at 2× density. */
async function measureImages(base, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  })
  const out = new Map()
  const measure = async (path) => {
    // A fresh context per page: a cold cache, as on a first visit.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    // The images are in the server's HTML; running the scripts would only add CPU time on a
    // machine the server shares (nothing here loads an image from JavaScript on first load).
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    const page = await context.newPage()
    const sizes = []
    let pending = 0
    page.on('request', (req) => {
      if (req.resourceType() === 'image') pending++
    })
    const done = (req) => {
      if (req.resourceType() !== 'image') return
      pending--
      sizes.push(
        req
          .sizes()
          .then((s) => s.responseBodySize)
          .catch(() => 0),
      )
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    const res = await page.goto(`${base}${path}`, { waitUntil: 'load' })
    if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`)
    // Lazy images near the first screen start just after load: wait until none is pending.
    for (let quiet = 0; quiet < 3;) {
      await page.waitForTimeout(100)
      quiet = pending > 0 ? 0 : quiet + 1
    }
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
    out.set(path, { bytes, count: sizes.length })
    await context.close()
  }
  try {
    // A few pages at a time: the server and the browser share two cores here.
    const queue = [...paths]
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) await measure(path)
      }),
    )
  } finally {
    await browser.close()
  }
  return out
}

/**
 * The page's HTML as sent (raw and gzip), and the stylesheets its React Server Components payload
 * names more than once. With `inlineCss` each stylesheet is in a `<style>` and again in the
 * payload; a second copy in the payload came from a boundary (not-found) sharing the page's
 * stylesheet, ~25 KB on every page (ADR 020).
 */
async function measureHtml(base, path) {
  const res = await fetch(`${base}${path}`)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  const html = await res.text()
  let payload = ''
  for (const m of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const row = JSON.parse(m[1])
    if (typeof row[1] === 'string') payload += row[1]
  }
  const counts = new Map()
  for (const m of payload.matchAll(/"href":"(\/_next\/static\/[^"]+\.css)"/g))
    counts.set(m[1], (counts.get(m[1]) ?? 0) + 1)
  const repeated = [...counts].filter(([, n]) => n > 1).map(([href]) => href)
  const bytes = Buffer.byteLength(html)
  return { bytes, gzip: gzipSync(html).length, repeatedCss: repeated }
}

/** The first link on `from` matching `link`, read from the server's HTML. */
async function firstLink(base, from, link) {
  const res = await fetch(`${base}${from}`)
  if (!res.ok) throw new Error(`${from}: HTTP ${res.status}`)
  const html = await res.text()
  for (const m of html.matchAll(/href="([^"#?]+)"/g)) if (link.test(m[1])) return m[1]
  return null
}

const started = Date.now()
const wanted = new Set(budgetRoutes.map((r) => r.route))
const { routes, polyfills } = readRouteScripts(opt.dist, { include: (r) => wanted.has(r) })
const secs = (since) => ((Date.now() - since) / 1000).toFixed(1)
const timing = [`build output ${secs(started)} s`]

let images = new Map()
const htmls = new Map()
const paths = new Map()
if (!opt['no-images']) {
  const serverStarted = Date.now()
  const app = opt.base
    ? null
    : await startApp({
        port: Number(opt.port),
        env: {},
        logFile: '.tmp/perf-budget/server.log',
      })
  const base = opt.base ?? app.base
  if (app) timing.push(`server start ${secs(serverStarted)} s`)
  const imagesStarted = Date.now()
  try {
    for (const r of budgetRoutes) {
      const path = r.from ? await firstLink(base, r.from, r.link) : r.path
      if (path) paths.set(r.route, path)
    }
    images = await measureImages(base, [...paths.values()])
    for (const path of paths.values()) htmls.set(path, await measureHtml(base, path))
    timing.push(`images and HTML ${secs(imagesStarted)} s`)
  } finally {
    await app?.stop()
  }
}

const rows = []
for (const r of budgetRoutes) {
  const js = routes.get(r.route)
  const path = paths.get(r.route)
  const img = path ? images.get(path) : undefined
  const html = path ? htmls.get(path) : undefined
  const budget = budgets[r.kind]
  const problems = []
  if (!js) problems.push('route not in the build')
  if (js && js.own.gzip > budget.ownJs) problems.push(`own JS over ${kb(budget.ownJs)}`)
  if (img && img.bytes > budget.images) problems.push(`images over ${kb(budget.images)}`)
  if (html?.repeatedCss.length)
    problems.push(`stylesheet twice in the payload: ${html.repeatedCss}`)
  // A page named by path must be measured; a list with no item (no live offer) has none to follow.
  if (!opt['no-images'] && r.path && !img) problems.push('images not measured')
  rows.push({
    route: r.route,
    kind: r.kind,
    path: path ?? null,
    note: r.from && !path && !opt['no-images'] ? `no item on ${r.from}` : null,
    frameworkJs: js?.framework ?? null,
    ownJs: js?.own ?? null,
    images: img ?? null,
    html: html ?? null,
    ownComponents: js?.ownComponents ?? [],
    met: problems.length === 0,
    problems,
  })
}

const table = [
  [
    'route',
    'measured at',
    'framework JS',
    'own JS',
    'own JS raw',
    'images',
    'HTML (raw)',
    'budget',
  ],
  ...rows.map((row) => [
    `${row.route}${row.kind === 'application' ? ' (app)' : ''}`,
    row.path ?? row.note ?? '–',
    kb(row.frameworkJs?.gzip),
    kb(row.ownJs?.gzip),
    kb(row.ownJs?.raw),
    row.images ? `${kb(row.images.bytes)} (${row.images.count})` : '–',
    row.html ? `${kb(row.html.gzip)} (${kb(row.html.bytes)})` : '–',
    row.met ? 'met' : `NOT MET: ${row.problems.join('; ')}`,
  ]),
]
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)))
console.log(
  `Performance budget (ADR 018). JavaScript: gzip, from ${opt.dist}; images: ` +
    `a first visit at 390 px, 2× density${opt['no-images'] ? ' (skipped)' : ''}.\n` +
    `Content pages: own JS ≤ ${kb(budgets.content.ownJs)}, images ≤ ${kb(budgets.content.images)}; ` +
    `application pages (app): own JS ≤ ${kb(budgets.application.ownJs)}, images ≤ ${kb(budgets.application.images)}.\n`,
)
for (const [i, r] of table.entries()) {
  console.log(r.map((c, j) => c.padEnd(widths[j])).join('  '))
  if (i === 0) console.log(widths.map((w) => '─'.repeat(w)).join('  '))
}
console.log(
  `\nLegacy polyfills (nomodule, skipped by every browser we target): ${kb(polyfills.gzip)}.` +
    ` Own components per route: --json ${opt.json}.`,
)

mkdirSync(dirname(opt.json), { recursive: true })
writeFileSync(opt.json, JSON.stringify({ budgets, rows, polyfills }, null, 2))

const failed = rows.filter((r) => !r.met)
console.log(
  failed.length
    ? `\nBudget NOT met on ${failed.length} route(s): ${failed.map((r) => r.route).join(', ')} (${timing.join(', ')})`
    : `\nBudget met on all ${rows.length} routes (${timing.join(', ')}).`,
)
process.exit(failed.length ? 1 : 0)
