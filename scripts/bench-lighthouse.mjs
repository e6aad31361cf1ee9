// Lighthouse (mobile defaults, simulated throttling) on pages of a running server, as a module
// for scripts/bench.mjs. Each figure is the median of `runs` runs: Lighthouse next to the
// server on a shared 2-core machine is noisy.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const chromeAvailable = () => existsSync(chromePath)

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

/**
 * The build's framework chunks (React, the Next.js runtime, polyfills: what every route loads),
 * from `.next/build-manifest.json` of the checkout in `dir`; every other script is our own code.
 */
export function frameworkChunks(dir = '.') {
  const file = path.join(dir, '.next', 'build-manifest.json')
  if (!existsSync(file)) return new Set()
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  return new Set([...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])])
}

const isFramework = (framework, url) => {
  const pathname = new URL(url).pathname.replace(/^\/_next\//, '')
  return framework.has(pathname) || /\/turbopack-[^/]*\.js$/.test(pathname)
}

function summarise(lhr, framework) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scriptRequests = requests.filter((r) => r.resourceType === 'Script')
  const frameworkJs = scriptRequests
    .filter((r) => isFramework(framework, r.url))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const imageBytes = requests
    .filter((r) => r.resourceType === 'Image')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
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
    jsFramework: frameworkJs,
    jsOwn: Math.max(0, jsBytes - frameworkJs),
    imageBytes,
    fcpMs: audit('first-contentful-paint'),
    totalBytes: audit('total-byte-weight'),
    failing,
    warnings: lhr.runWarnings ?? [],
  }
}

async function lighthouseOnce(url, framework) {
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
    return summarise(result.lhr, framework)
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

/**
 * Warms the server's caches once: the page, and the optimised images a phone would ask for
 * (resized on first request, then served from the image cache), so that no run pays for a
 * first resize that a real visitor after the first never pays.
 */
async function warm(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text()
  const urls = new Set()
  for (const m of html.matchAll(/\/_next\/image\?[^"\s,]+/g)) {
    const url = m[0].replaceAll('&amp;', '&')
    const width = Number(new URL(url, base).searchParams.get('w'))
    if (width <= 1080) urls.add(url)
  }
  for (const url of urls)
    await fetch(base + url, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) =>
      r.arrayBuffer(),
    )
}

const KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsBytes',
  'jsFramework',
  'jsOwn',
  'imageBytes',
  'totalBytes',
]

/**
 * Runs Lighthouse `runs` times on each page and returns the medians. The runs are interleaved
 * (round 1 of every page, then round 2, …) so that a busy minute on the machine spreads over
 * all pages instead of spoiling one, and pages of different servers (before/after/floor) are
 * compared under the same conditions.
 * `ensureServer(base)` is awaited before every run (it restarts a server that stopped).
 * @param {{
 *   pages: { label: string, base: string, path: string, framework?: Set<string> }[],
 *   runs: number,
 *   ensureServer?: (base: string) => Promise<void>,
 * }} o
 */
export async function measurePages({ pages, runs, ensureServer = async () => {} }) {
  const results = []
  for (const page of pages) {
    await ensureServer(page.base)
    const status = await pageExists(page.base, page.path)
    if (status !== 'ok') console.log(`– ${page.label} ${page.path}: not measured (${status})`)
    else await warm(page.base, page.path)
    results.push({ label: page.label, path: page.path, status, runs: [], median: null })
  }
  for (let i = 1; i <= runs; i++) {
    for (const [n, page] of pages.entries()) {
      const result = results[n]
      if (result.status !== 'ok') continue
      await ensureServer(page.base)
      const s = await lighthouseOnce(page.base + page.path, page.framework ?? new Set())
      console.log(
        `  ${page.label} ${page.path} run ${i}/${runs}: perf ${s.performance}, LCP ${Math.round(s.lcpMs ?? 0)} ms, TBT ${Math.round(s.tbtMs ?? 0)} ms, CLS ${s.cls?.toFixed(3)}`,
      )
      result.runs.push(s)
    }
  }
  for (const result of results) {
    if (result.status !== 'ok') continue
    const med = Object.fromEntries(KEYS.map((k) => [k, median(result.runs.map((s) => s[k]))]))
    med.failing = [...new Set(result.runs.flatMap((s) => s.failing))].sort()
    result.median = med
  }
  return results
}
