// The first tap (ADR 027), as a visitor on a mid-range phone gets it: a cold cache, 390 × 844 px,
// 4G with 150 ms and 1.6 Mbit/s, a 4× slower CPU (Chrome's own emulation, through CDP). For each
// load it measures the first paint, the largest paint, when React has the page (its first commit,
// and when the header's menu is hydrated), and, when asked, taps Menu once at a set time after
// the first paint: whether that tap opened the menu, and its delay (Event Timing). A module for
// scripts/bench.mjs; Lighthouse's simulation does not tap, so this is the real-user figure.
import { chromium } from 'playwright-core'

import { chromePath, median } from './bench-lighthouse.mjs'

export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
export const NETWORK = { latencyMs: 150, downKbps: 1600, upKbps: 750 }
export const CPU_SLOWDOWN = 4
/** Taps at these times after the first paint (issue: 0.5, 1 and 2 s). */
export const TAP_DELAYS_MS = [500, 1000, 2000]

// Runs in the page before its own scripts. A stand-in for React's DevTools hook: React calls
// `onCommitFiberRoot` on every commit, in production builds too, which tells when it has the page.
// The rest watches for the menu opening (the panel becoming visible, however it is opened).
function probe() {
  const ft = {
    fcp: null,
    lcp: null,
    reactAt: null,
    navAt: null,
    openedAt: null,
    firstInput: null,
    events: [],
  }
  Object.defineProperty(window, '__firstTap', { value: ft })
  const now = () => performance.now()
  const navHydrated = () => {
    const nav = document.querySelector('header nav')
    return Boolean(nav && Object.keys(nav).some((k) => k.startsWith('__reactFiber')))
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot() {
      ft.reactAt ??= now()
      if (ft.navAt === null && navHydrated()) ft.navAt = now()
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
  const menuOpen = () => document.getElementById('site-menu')?.checkVisibility() ?? false
  new MutationObserver(() => {
    if (ft.openedAt === null && menuOpen()) ft.openedAt = now()
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'data-open', 'aria-expanded'],
  })
  const observe = (type, cb, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({
        type,
        buffered: true,
        ...extra,
      })
    } catch {
      // not supported
    }
  }
  observe('paint', (e) => {
    if (e.name !== 'first-contentful-paint') return
    ft.fcp = e.startTime
    window.__firstTapPaint?.({ timeOrigin: performance.timeOrigin, fcp: e.startTime })
  })
  observe('largest-contentful-paint', (e) => {
    ft.lcp = e.startTime
  })
  observe('first-input', (e) => {
    ft.firstInput = {
      name: e.name,
      startTime: e.startTime,
      delay: e.processingStart - e.startTime,
      duration: e.duration,
    }
  })
  observe(
    'event',
    (e) => {
      if (e.interactionId)
        ft.events.push({ name: e.name, startTime: e.startTime, duration: e.duration })
    },
    { durationThreshold: 16 },
  )
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)))

/**
 * Where Menu is on a phone, from an unthrottled load of the page (its place does not depend on
 * the scripts: the header is drawn by the server).
 */
async function menuPoint(browser, url) {
  const context = await browser.newContext(PHONE_PROFILE)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const box = await page
      .locator('header summary, header button[aria-controls="site-menu"]')
      .first()
      .boundingBox()
    if (!box) throw new Error(`${url}: no Menu in the header`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await context.close()
  }
}

/**
 * One cold load under the phone profile; with `tapAfterMs`, one tap on Menu that long after the
 * first paint. Figures are milliseconds from the navigation's start.
 */
async function loadOnce(browser, url, point, tapAfterMs) {
  const context = await browser.newContext(PHONE_PROFILE)
  try {
    await context.addInitScript(probe)
    const page = await context.newPage()
    /** @type {(paint: { timeOrigin: number, fcp: number }) => void} */
    let onPaint = () => {}
    const painted = new Promise((resolve) => (onPaint = resolve))
    await page.exposeFunction('__firstTapPaint', (paint) => onPaint(paint))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downKbps * 1024) / 8,
      uploadThroughput: (NETWORK.upKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const paint = await Promise.race([painted, sleep(30_000).then(() => null)])
    if (!paint) throw new Error(`${url}: no first paint within 30 s`)
    let tapSentAt = null
    if (tapAfterMs != null) {
      await sleep(paint.timeOrigin + paint.fcp + tapAfterMs - Date.now())
      tapSentAt = Date.now() - paint.timeOrigin
      await page.touchscreen.tap(point.x, point.y)
    }
    await loaded
    // Until React has the page and the loader's scripts have run, then a moment for the largest
    // paint and the menu to settle.
    await page
      .waitForFunction(
        () => {
          const loader = self.__afterPaint
          return window.__firstTap.reactAt !== null && (!loader?.ready || loader.ready())
        },
        null,
        { timeout: 30_000, polling: 100 },
      )
      .catch(() => {})
    await sleep(tapAfterMs == null ? 2500 : 1500)
    const ft = await page.evaluate(() => window.__firstTap)
    const tap = tapAfterMs == null ? null : tapFigures(ft, tapSentAt)
    return {
      fcpMs: ft.fcp,
      // The largest paint stops being reported at the first input: only loads without a tap.
      lcpMs: tapAfterMs == null ? ft.lcp : null,
      reactMs: ft.reactAt,
      menuHydratedMs: ft.navAt,
      tap,
    }
  } finally {
    await context.close()
  }
}

/** The tap as the page saw it: when (after the first paint), its delay, whether Menu opened. */
function tapFigures(ft, sentAt) {
  const input = ft.firstInput
  const at = input?.startTime ?? sentAt
  // Event Timing reports an interaction's events of 16 ms or more: its longest is its latency.
  const events = ft.events.filter((e) => e.startTime >= at - 1)
  const latency = events.length
    ? Math.max(...events.map((e) => e.duration))
    : (input?.duration ?? null)
  return {
    afterPaintMs: at - ft.fcp,
    inputDelayMs: input?.delay ?? null,
    latencyMs: latency,
    opened: ft.openedAt !== null && ft.openedAt >= at - 1,
    openedAfterMs: ft.openedAt === null ? null : ft.openedAt - at,
    beforeReact: ft.navAt === null || ft.navAt > at,
  }
}

/**
 * Loads each page `rounds` times without a tap and once per round with a tap at each of
 * `delays`, interleaved (round 1 of every page and server, then round 2…), and returns per page
 * the loads and their medians.
 * @param {{
 *   pages: { label: string, base: string, path: string }[],
 *   rounds: number,
 *   delays?: number[],
 *   plain?: boolean,
 *   ensureServer?: (base: string) => Promise<void>,
 *   log?: (line: string) => void,
 * }} o `plain: false` skips the loads without a tap (no largest paint then)
 */
export async function measureFirstTaps({
  pages,
  rounds,
  delays = TAP_DELAYS_MS,
  plain = true,
  ensureServer = async () => {},
  log = console.log,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const results = []
    for (const p of pages) {
      await ensureServer(p.base)
      results.push({ ...p, point: await menuPoint(browser, p.base + p.path), loads: [] })
    }
    const kinds = [...(plain ? [null] : []), ...delays]
    for (let round = 1; round <= rounds; round++) {
      for (const r of results) {
        for (const tapAfterMs of kinds) {
          await ensureServer(r.base)
          try {
            const load = await loadOnce(browser, r.base + r.path, r.point, tapAfterMs)
            r.loads.push({ round, tapAfterMs, ...load })
            log(`  ${r.label} ${r.path} round ${round}: ${describeLoad(tapAfterMs, load)}`)
          } catch (error) {
            r.loads.push({ round, tapAfterMs, error: String(error) })
            log(`  ${r.label} ${r.path} round ${round}: ${String(error)}`)
          }
        }
      }
    }
    for (const r of results) r.summary = summarise(r.loads, delays)
    return results
  } finally {
    await browser.close()
  }
}

const ms = (v) => (v == null ? '–' : `${Math.round(v)} ms`)

function describeLoad(tapAfterMs, l) {
  const base = `FCP ${ms(l.fcpMs)}, React ${ms(l.reactMs)}`
  if (tapAfterMs == null) return `${base}, LCP ${ms(l.lcpMs)}`
  const t = l.tap
  return (
    `${base}; tap at FCP+${ms(t.afterPaintMs)}${t.beforeReact ? ' (before React)' : ''}: ` +
    `${t.opened ? `opened after ${ms(t.openedAfterMs)}` : 'NOT opened'}, ` +
    `input delay ${ms(t.inputDelayMs)}, latency ${ms(t.latencyMs)}`
  )
}

/** Medians of the loads, and for each tap delay how many taps opened Menu. */
export function summarise(loads, delays = TAP_DELAYS_MS) {
  const ok = loads.filter((l) => !l.error)
  const taps = Object.fromEntries(
    delays.map((d) => {
      const at = ok.filter((l) => l.tapAfterMs === d)
      return [
        d,
        {
          worked: at.filter((l) => l.tap.opened).length,
          of: at.length,
          beforeReact: at.filter((l) => l.tap.beforeReact).length,
          inputDelayMs: median(at.map((l) => l.tap.inputDelayMs)),
          latencyMs: median(at.map((l) => l.tap.latencyMs)),
          openedAfterMs: median(at.map((l) => l.tap.openedAfterMs)),
        },
      ]
    }),
  )
  const all = Object.values(taps)
  const tapped = ok.filter((l) => l.tap)
  return {
    fcpMs: median(ok.map((l) => l.fcpMs)),
    lcpMs: median(ok.map((l) => l.lcpMs)),
    reactMs: median(ok.map((l) => l.reactMs)),
    menuHydratedMs: median(ok.map((l) => l.menuHydratedMs)),
    taps,
    inputDelayMs: median(tapped.map((l) => l.tap.inputDelayMs)),
    openedAfterMs: median(tapped.map((l) => l.tap.openedAfterMs)),
    worked: all.reduce((n, t) => n + t.worked, 0),
    of: all.reduce((n, t) => n + t.of, 0),
    errors: loads.length - ok.length,
  }
}

/** "3/3 · 3/3 · 3/3": taps that opened Menu at each delay. */
export const tapCell = (summary, delays = TAP_DELAYS_MS) =>
  delays.map((d) => `${summary.taps[d]?.worked ?? 0}/${summary.taps[d]?.of ?? 0}`).join(' · ')
