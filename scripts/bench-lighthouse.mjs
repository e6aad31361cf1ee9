// Lighthouse (mobile defaults, simulated throttling) on pages of a running server, as a module
// for scripts/bench.mjs. Each figure is the median of `runs` runs: Lighthouse next to the
// server on a shared 2-core machine is noisy.
import { existsSync } from 'node:fs'

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
    totalBytes: audit('total-byte-weight'),
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

const KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsBytes',
  'totalBytes',
]

/**
 * Runs Lighthouse `runs` times on each page and returns the medians.
 * `ensureServer` is awaited before every run (it restarts the server if something stopped it).
 * @param {{ base: string, pages: string[], runs: number, ensureServer?: () => Promise<void> }} o
 */
export async function measurePages({ base, pages, runs, ensureServer = async () => {} }) {
  const results = []
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
    const med = Object.fromEntries(KEYS.map((k) => [k, median(samples.map((s) => s[k]))]))
    med.failing = [...new Set(samples.flatMap((s) => s.failing))].sort()
    results.push({ path, status, runs: samples, median: med })
  }
  return results
}
