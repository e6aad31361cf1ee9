// /api/health in each state, the "Delayed" flag on quotes, and the outbox's link from each
// message to its quote or application. Messages go to the outbox here (no SMTP or SMS settings).
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { runSql } from '@/delivery/claim.server'
import { delayedWhere } from '@/delivery/state'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'

let payload: Payload

beforeAll(async () => {
  for (const key of ['SMTP_HOST', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
    delete process.env[key]
  payload = await bootPayload()
})

async function drainJobs() {
  for (let i = 0; i < 4; i++) await payload.jobs.run({ queue: 'delivery', limit: 50 })
}

const beat = (at: Date) =>
  payload.updateGlobal({
    slug: 'job-runner',
    data: { lastRunAt: at.toISOString(), runner: 'worker test:1' },
  })

async function checkHealth(query = '') {
  const res = await health(new Request(`http://localhost/api/health${query}`))
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() }
}

async function saveOne(email: string, mobile: string) {
  const res = await call(saveQuote, { method: 'POST', body: await validQuote({ email, mobile }) })
  expect(res.status).toBe(201)
  return (await payload.find({ collection: 'quotes', where: { link: { equals: res.json.link } } }))
    .docs[0]!
}

describe('GET /api/health', () => {
  it('answers 503 while no job runner has ever run, and says why', async () => {
    const { status, cache, body } = await checkHealth()
    expect(status).toBe(503)
    expect(cache).toBe('no-store')
    expect(body).toMatchObject({ status: 'unhealthy', database: { ok: true } })
    expect(body.problems).toEqual(['job runner: no job runner has run yet'])
  })

  it('says why a production server without DEMO_MODE must not send to the Outbox', async () => {
    await beat(new Date())
    const saved = { NODE_ENV: process.env.NODE_ENV, DEMO_MODE: process.env.DEMO_MODE }
    Object.assign(process.env, { NODE_ENV: 'production' })
    delete process.env.DEMO_MODE
    try {
      const { status, body } = await checkHealth()
      expect(status).toBe(503)
      expect(body.delivery).toEqual({ ok: false, email: 'outbox', sms: 'outbox' })
      expect(body.problems).toEqual([
        expect.stringMatching(
          /^delivery: quotes, text messages and staff e-mails would go to the Outbox.*no SMTP server.*no SMS provider/,
        ),
      ])
      // With a real SMTP server and SMS provider it is fine.
      Object.assign(process.env, {
        SMTP_HOST: 'smtp.example',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+447700900000',
      })
      const real = await checkHealth()
      expect(real.body.delivery).toEqual({ ok: true, email: 'smtp', sms: 'sms-provider' })
      expect(real.status).toBe(200)
    } finally {
      for (const key of ['SMTP_HOST', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
        delete process.env[key]
      Object.assign(process.env, { NODE_ENV: saved.NODE_ENV })
      if (saved.DEMO_MODE !== undefined) process.env.DEMO_MODE = saved.DEMO_MODE
    }
  })

  it('answers 200 when the database answers, a runner ran lately and nothing is delayed', async () => {
    await beat(new Date())
    const { status, body } = await checkHealth()
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'ok',
      problems: [],
      database: { ok: true },
      delivery: { ok: true, email: 'outbox', sms: 'outbox' },
      jobRunner: { ok: true, runner: 'worker test:1', maxAgeSeconds: 120 },
      deliveries: {
        ok: true,
        delayedQuotes: 0,
        delayedApplicationNotices: 0,
        delayedAfterMinutes: 15,
      },
    })
    expect(body.deliveries.failedQuotes).toBeGreaterThan(0) // seeded demo quotes whose text failed
  })

  it('warns, without failing, when SITE_URL is not the address the request came to', async () => {
    await beat(new Date())
    const saved = process.env.SITE_URL
    process.env.SITE_URL = 'https://willowandwren.example/'
    try {
      // Behind the proxy, at the right address: nothing to say.
      const right = await health(
        new Request('http://127.0.0.1:3000/api/health', {
          headers: { 'x-forwarded-host': 'willowandwren.example', 'x-forwarded-proto': 'https' },
        }),
      )
      const rightBody = await right.json()
      expect(right.status).toBe(200)
      expect(rightBody.siteUrl).toEqual({
        ok: true,
        siteUrl: 'https://willowandwren.example',
        servedAt: 'https://willowandwren.example',
      })
      expect(rightBody.warnings).toEqual([])

      // Served at another address: the links sent would point elsewhere.
      const wrong = await health(
        new Request('http://127.0.0.1:3000/api/health', {
          headers: { host: 'salon.example', 'x-forwarded-proto': 'https' },
        }),
      )
      const body = await wrong.json()
      expect(wrong.status).toBe(200)
      expect(body.status).toBe('ok')
      expect(body.problems).toEqual([])
      expect(body.siteUrl).toEqual({
        ok: false,
        siteUrl: 'https://willowandwren.example',
        servedAt: 'https://salon.example',
      })
      expect(body.warnings).toEqual([
        expect.stringMatching(
          /^site_url: SITE_URL is https:\/\/willowandwren\.example but this request came to https:\/\/salon\.example/,
        ),
      ])
    } finally {
      if (saved === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = saved
    }
  })

  it('answers 503 when the job runner has not run for longer than the limit', async () => {
    await beat(new Date(Date.now() - 5 * 60_000))
    const { status, body } = await checkHealth()
    expect(status).toBe(503)
    expect(body.jobRunner).toMatchObject({ ok: false, secondsAgo: 300 })
    expect(body.problems).toEqual([
      expect.stringMatching(/^job runner: last ran 300 s ago \(limit 120 s\)$/),
    ])
    // A load balancer can ask about the database only.
    expect((await checkHealth('?checks=database')).status).toBe(200)
    await beat(new Date())
  })

  it('counts quotes not delivered 15 minutes after saving as delayed, and flags them to staff', async () => {
    const quote = await saveOne('late@example.com', '07700 903001')
    // Saved 20 minutes ago, and never sent: no runner took its job.
    const old = new Date(Date.now() - 20 * 60_000).toISOString()
    await runSql(payload, sql`UPDATE quotes SET created_at = ${old} WHERE id = ${quote.id}`)
    const { status, body } = await checkHealth()
    expect(status).toBe(503)
    expect(body.deliveries).toMatchObject({ ok: false, delayedQuotes: 1 })
    expect(body.problems).toEqual([
      'deliveries: 1 quotes and 0 application notices not delivered after 15 minutes',
    ])

    // Staff see it: the quote's Delivery column says "Delayed", and the filter finds it.
    const read = await payload.findByID({ collection: 'quotes', id: quote.id })
    expect(read.deliveryState).toBe('Delayed')
    const delayed = await payload.find({
      collection: 'quotes',
      where: delayedWhere(new Date(), 15 * 60_000) as never,
    })
    expect(delayed.docs.map((d) => d.id)).toEqual([quote.id])

    await drainJobs()
    expect((await payload.findByID({ collection: 'quotes', id: quote.id })).deliveryState).toBe(
      'Sent',
    )
    expect((await checkHealth()).status).toBe(200)
  })

  it('answers 503 when the database does not answer', async () => {
    const { checkHealth: check } = await import('@/delivery/health.server')
    const { status, report } = await check(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    expect(status).toBe(503)
    expect(report).toMatchObject({
      status: 'unhealthy',
      database: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' },
      problems: ['database: connect ECONNREFUSED 127.0.0.1:5432'],
    })
  })
})

describe('outbox', () => {
  it('records which quote or application each message belongs to', async () => {
    const quote = await saveOne('outbox-ref@example.com', '07700 903002')
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Outbox Applicant',
        mobile: '07700903003',
        email: 'outbox-applicant@example.com',
        role: 'Apprentice',
        position: 'Apprentice',
        about: 'Keen.',
        why_hair: 'Creative.',
        why_us: 'Your academy.',
      },
    })
    expect(res.status).toBe(201)
    await drainJobs()
    const forQuote = await payload.find({
      collection: 'outbox',
      where: { quote: { equals: quote.id } },
      depth: 0,
    })
    expect(forQuote.docs.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    const application = (
      await payload.find({
        collection: 'job-applications',
        where: { email: { equals: 'outbox-applicant@example.com' } },
      })
    ).docs[0]!
    const forApplication = await payload.find({
      collection: 'outbox',
      where: { application: { equals: application.id } },
      depth: 0,
    })
    expect(forApplication.docs).toHaveLength(1)

    // Deleting the quote keeps the message, no longer linked.
    await payload.delete({ collection: 'quotes', id: quote.id })
    const kept = await payload.findByID({
      collection: 'outbox',
      id: forQuote.docs[0]!.id,
      depth: 0,
    })
    expect(kept.quote ?? null).toBeNull()
  })
})
