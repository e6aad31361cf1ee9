// Restarts as a deploy does them. SIGTERM in the middle of a burst of saves: the server stops
// taking delivery work, lets running deliveries finish (or gives them back) and exits; after the
// restart nothing acknowledged is lost and nothing is sent twice. And a restart with queued
// deliveries and only public traffic afterwards (nobody opens /admin or /cms-api): the job
// runner starts with the server and sends them within a minute. And a price changed just before
// a restart (SIGTERM) is served by the restarted server at once: its disk cache must not bring back
// the pages and API answers written before the change (ADR 023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalogue, quoteBody } from './bodies'
import { DEMO_PASSWORD } from '../../scripts/lib/app-server.mjs'
import {
  e164For,
  type Messaging,
  notExactlyOnce,
  pool,
  portFor,
  post,
  sqliteCopy,
  start,
  startMessaging,
  storedByEmail,
  waitForDelivery,
  type App,
} from './harness'

const SAVES = Number(process.env.RELIABILITY_RESTART_SAVES ?? 300)
const QUEUED = Number(process.env.RELIABILITY_RESTART_QUEUED ?? 100)
const CLIENTS = 30

let messaging: Messaging
const apps: App[] = []
beforeAll(async () => {
  messaging = await startMessaging()
})
afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()))
  await messaging?.stop()
})

type Save = { n: number; email: string; mobile: string }
const saves = (tag: string, count: number, offset: number): Save[] =>
  Array.from({ length: count }, (_, i) => ({
    n: offset + i,
    email: `${tag}-${i}@restart.test`,
    mobile: e164For(offset + i),
  }))

async function health(base: string) {
  const res = await fetch(`${base}/api/health`)
  return { status: res.status, body: (await res.json()) as { problems: string[] } }
}

describe('restarts', () => {
  it('SIGTERM during a burst of saves: nothing acknowledged is lost, nothing is sent twice', async () => {
    const dir = sqliteCopy('restart-sigterm')
    const port = portFor(5)
    let app = await start(dir, port, messaging.env)
    apps.push(app)
    const cat = await loadCatalogue(app.base)
    const all = saves('term', SAVES, 20_000)
    const acknowledged: Save[] = []
    const cutOff: Save[] = []
    let answers = 0
    let stopping: Promise<{ code: number | null; signal: string | null }> | null = null
    let signalledAt = 0
    const send = async (q: Save) => {
      const res = await post(app.base, '/api/save-quote-details', quoteBody(cat, q.email, q.n))
      if (res.status === 201) acknowledged.push(q)
      else if (res.status === 0) cutOff.push(q)
      else throw new Error(`save ${q.n}: ${res.status} ${res.text.slice(0, 200)}`)
      answers++
      if (answers === Math.floor(SAVES / 2) && !stopping) {
        signalledAt = Date.now()
        // A deploy's SIGTERM; killed only if it is still running after 60 s.
        stopping = app.stop('SIGTERM', 60_000)
      }
    }
    const sent = await pool(all, CLIENTS, send, () => stopping !== null)
    const exit = await stopping!
    const shutdownMs = Date.now() - signalledAt
    // Next.js exits with 128 + 15 after its own clean-up: the server ended itself.
    expect(exit).toEqual({ code: 143, signal: null })

    app = await start(dir, port, messaging.env, 'server-after-restart.log')
    apps.push(app)
    await pool(all.slice(sent), CLIENTS, send)
    const stored = new Set((await storedByEmail(app.base, 'quotes', 'term-')).map((d) => d.email))
    expect(acknowledged.filter((q) => !stored.has(q.email)).map((q) => q.email)).toEqual([])
    const storedSaves = all.filter((q) => stored.has(q.email))
    const tookMs = await waitForDelivery(messaging, storedSaves)
    expect(notExactlyOnce(messaging, storedSaves)).toEqual([])
    expect(all.filter((q) => !stored.has(q.email) && messaging.mails().has(q.email))).toEqual([])
    console.log(
      `restart (SIGTERM): ${SAVES} saves, SIGTERM after ${Math.floor(SAVES / 2)} answers; the server exited in ${(shutdownMs / 1000).toFixed(1)} s; ` +
        `${acknowledged.length} acknowledged (${cutOff.length} cut off, ${storedSaves.length - acknowledged.length} of those stored); ` +
        `${storedSaves.length} stored quotes each e-mailed once and texted once, the last ${(tookMs / 1000).toFixed(1)} s after the load ended`,
    )
  })

  it('delivers queued quotes within a minute of a restart with only public page requests', async () => {
    const dir = sqliteCopy('restart-public')
    const port = portFor(6)
    // First run: saves are only queued (as on a web instance whose worker is down). The template
    // database remembers the runner of the server it was copied from, which may have run a
    // moment ago (CI copies it right after the browser tests): a one-second limit makes that
    // runner count as silent, so /api/health says no runner is keeping up.
    let app = await start(dir, port, {
      ...messaging.env,
      JOBS_AUTORUN: 'false',
      HEALTH_RUNNER_MAX_AGE_MS: '1000',
    })
    apps.push(app)
    const cat = await loadCatalogue(app.base)
    const queued = saves('public', QUEUED, 30_000)
    await pool(queued, 10, async (q) => {
      const res = await post(app.base, '/api/save-quote-details', quoteBody(cat, q.email, q.n))
      expect(res.status).toBe(201)
    })
    const stalled = await health(app.base)
    expect(stalled.status).toBe(503)
    // (The template database may remember a runner from its own past: "last ran … ago".)
    expect(stalled.body.problems.join('; ')).toMatch(
      /^job runner: (no job runner has run yet|last ran)/,
    )
    expect(queued.filter((q) => messaging.mails().has(q.email))).toEqual([])
    await app.stop('SIGTERM')

    // Restart with delivery on; from now on only what any visitor requests.
    const restarting = Date.now()
    app = await start(dir, port, messaging.env, 'server-after-restart.log')
    apps.push(app)
    const ready = Date.now()
    let publicRequests = 0
    let browsing = true
    const browse = (async () => {
      const pages = ['/', '/team', '/prices', '/offers', '/blog']
      while (browsing) {
        const res = await fetch(`${app.base}${pages[publicRequests % pages.length]}`)
        await res.arrayBuffer()
        publicRequests++
        await new Promise((r) => setTimeout(r, 500))
      }
    })()
    const tookMs = await waitForDelivery(messaging, queued, 90_000)
    browsing = false
    await browse
    expect(notExactlyOnce(messaging, queued)).toEqual([])
    expect(tookMs, 'delivered within a minute of the server being ready').toBeLessThan(60_000)
    const healthy = await health(app.base)
    expect(healthy).toMatchObject({ status: 200, body: { problems: [] } })
    console.log(
      `restart (public traffic only): ${QUEUED} quotes queued while no runner ran (/api/health 503: "${stalled.body.problems.join('; ')}"); ` +
        `after the restart (ready in ${((ready - restarting) / 1000).toFixed(1)} s) all were e-mailed and texted once ` +
        `${(tookMs / 1000).toFixed(1)} s after the server was ready, with ${publicRequests} public page requests and none to /admin or /cms-api; /api/health then 200`,
    )
  })

  it('a price changed just before a SIGTERM is served at once after the restart', async () => {
    const dir = sqliteCopy('restart-purge')
    const port = portFor(7)
    let app = await start(dir, port, messaging.env)
    apps.push(app)
    type ApiService = { id: number; service: string; price: number }
    const get = async (route: string) => {
      const res = await fetch(`${app.base}${route}`)
      return {
        status: res.status,
        cache: res.headers.get('x-nextjs-cache'),
        body: await res.text(),
      }
    }
    const service = (JSON.parse((await get('/api/services')).body) as ApiService[]).find(
      (s) => s.service === 'Revitalise repair treatment',
    )!
    const oldPence = Math.round(service.price * 100)
    const newPence = oldPence + 7200
    const pounds = (pence: number) => `£${pence / 100}`
    // The price list (a treatment is the same price at every level: "from £…"), the calculator's
    // data sent with /prices and /prices/calculator, and the calculator's API.
    const shows = {
      '/prices': (body: string, pence: number) =>
        new RegExp(`pricePence\\\\?":${pence}[,}]`).test(body) &&
        body.includes(`Revitalise repair treatment`) &&
        new RegExp(`from(<!-- -->)? ?${pounds(pence)}\\b`).test(body),
      '/prices/calculator': (body: string, pence: number) =>
        new RegExp(`pricePence\\\\?":${pence}[,}]`).test(body),
      '/api/services': (body: string, pence: number) =>
        (JSON.parse(body) as ApiService[]).find((s) => s.id === service.id)?.price === pence / 100,
    }
    // Warm: each asked until it comes from the cache (the calculator page is rendered per request).
    const warmed: Record<string, string | null> = {}
    for (const [route, show] of Object.entries(shows)) {
      for (let i = 0; i < 5; i++) {
        const res = await get(route)
        expect(res.status).toBe(200)
        expect(show(res.body, oldPence), `${route} shows ${pounds(oldPence)}`).toBe(true)
        warmed[route] = res.cache
        if (res.cache === 'HIT') break
      }
    }
    expect(warmed['/prices']).toBe('HIT')
    expect(warmed['/api/services']).toBe('HIT')

    // A manager changes the price in the admin (its REST API); nobody asks for a page before
    // the deploy's SIGTERM.
    const login = await fetch(`${app.base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@willowandwren.example', password: DEMO_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const saved = await fetch(`${app.base}/cms-api/services/${service.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price: newPence / 100 }),
    })
    expect(saved.status).toBe(200)
    expect(await app.stop('SIGTERM')).toEqual({ code: 143, signal: null })

    // Same database, same .next: the very first answer of each shows the new price.
    app = await start(dir, port, messaging.env, 'server-after-restart.log')
    apps.push(app)
    const after: Record<string, { fresh: boolean; cache: string | null; staleOf3: number }> = {}
    for (const [route, show] of Object.entries(shows)) {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await get(route))
      after[route] = {
        fresh: show(answers[0]!.body, newPence),
        cache: answers[0]!.cache,
        staleOf3: answers.filter((a) => show(a.body, oldPence)).length,
      }
    }
    console.log(
      `restart (price changed, then SIGTERM): warmed ${JSON.stringify(warmed)}; ${pounds(oldPence)} → ${pounds(newPence)}; ` +
        `after the restart: ${JSON.stringify(after)}`,
    )
    expect(
      Object.entries(after)
        .filter(([, a]) => !a.fresh || a.staleOf3 > 0)
        .map(([route, a]) => `${route}: ${JSON.stringify(a)}`),
    ).toEqual([])
  })
})
