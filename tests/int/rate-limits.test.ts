// The public forms' rate limits through the real route handlers: by the socket's address (a
// made-up X-Forwarded-For changes nothing), by the address trusted proxies saw, by mobile
// number and e-mail address, and counted in the database so that every instance shares them.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { RATE_LIMIT_TABLE } from '@/security/rate-limit-table'
import { resetRateLimiters } from '@/security/rate-limits.server'
import { peerAddressHeader } from '@/security/request-guard.server'

import { bootPayload } from './harness'
import { validQuote } from './quotes'

const limits = {
  RATE_LIMIT_QUOTES: '5',
  RATE_LIMIT_QUOTES_PER_CONTACT: '3',
  RATE_LIMIT_APPLICATIONS: '50',
  RATE_LIMIT_APPLICATIONS_PER_CONTACT: '2',
}
const saved: Record<string, string | undefined> = {}

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
  for (const [k, v] of Object.entries(limits)) {
    saved[k] = process.env[k]
    process.env[k] = v
  }
  resetRateLimiters()
})
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) process.env[k] = v
  delete process.env.TRUSTED_PROXY_HOPS
  resetRateLimiters()
})

let n = 0
/** A valid quote for a new client each time (so only the limit under test can refuse it). */
async function quote(overrides: Record<string, unknown> = {}) {
  n += 1
  return validQuote({
    email: `client${n}@example.com`,
    mobile: `07700 9${String(10_000 + n).padStart(5, '0')}`,
    ...overrides,
  })
}

async function post(
  handler: (req: Request) => Promise<Response>,
  body: unknown,
  headers: Record<string, string>,
) {
  const res = await handler(
    new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, json: await res.json(), retryAfter: res.headers.get('retry-after') }
}

const peer = (address: string) => ({ [peerAddressHeader()]: address })

describe('per client address', () => {
  it('a new X-Forwarded-For on every request does not get round the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const xff = i % 2 ? `198.51.100.${i}` : `198.51.100.${i}, 10.0.0.1`
      statuses.push(
        (await post(saveQuote, await quote(), { ...peer('203.0.113.1'), 'x-forwarded-for': xff }))
          .status,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    const refused = await post(saveQuote, await quote(), peer('203.0.113.1'))
    expect(refused.json.message).toBe('Too many requests — please wait a minute and try again.')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await post(saveQuote, await quote(), peer('203.0.113.2'))).status).toBe(201)
  })

  it('behind a trusted proxy, counts the address the proxy saw', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) {
        // nginx: "<whatever the client sent>, <the client's address>"; the app sees the proxy.
        const xff = `192.0.2.${i}, 198.51.100.200`
        statuses.push(
          (await post(saveQuote, await quote(), { ...peer('10.0.0.5'), 'x-forwarded-for': xff }))
            .status,
        )
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
      // Another client behind the same proxy has its own allowance.
      const other = await post(saveQuote, await quote(), {
        ...peer('10.0.0.5'),
        'x-forwarded-for': '198.51.100.201',
      })
      expect(other.status).toBe(201)
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS
    }
  })
})

describe('per mobile number and e-mail address', () => {
  it('quotes to one mobile number, however it is written and from wherever', async () => {
    const spellings = ['07700 900777', '+44 7700 900777', '07700900777', '0044 7700 900 777']
    const statuses: number[] = []
    for (const [i, mobile] of spellings.entries())
      statuses.push(
        (await post(saveQuote, await quote({ mobile }), peer(`203.0.113.${20 + i}`))).status,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
    const refused = await post(
      saveQuote,
      await quote({ mobile: '07700900777' }),
      peer('203.0.113.30'),
    )
    expect(refused.json.message).toMatch(/several quotes to this mobile number or e-mail address/)
  })

  it('quotes to one e-mail address, in any case', async () => {
    const statuses: number[] = []
    for (const [i, email] of [
      'Pat@Example.com',
      'pat@example.com',
      'PAT@example.com',
      'pat@example.com',
    ].entries())
      statuses.push(
        (await post(saveQuote, await quote({ email }), peer(`203.0.113.${40 + i}`))).status,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('applications from one contact', async () => {
    const body = (i: number) => ({
      name: 'Alex Applicant',
      mobile: `07700 9${String(20_000 + i).padStart(5, '0')}`,
      email: 'alex.applicant@example.com',
      role: 'Apprentice',
      position: 'Apprentice',
      about: 'Keen.',
      why_hair: 'Creative.',
      why_us: 'Training.',
    })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await post(joinus, body(i), peer(`203.0.113.${60 + i}`))).status)
    expect(statuses).toEqual([201, 201, 429])
  })
})

describe('where the counts live', () => {
  it('in the database: a new instance (fresh limiters) still refuses', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(saveQuote, await quote(), peer('203.0.113.90'))).status).toBe(201)
    expect((await post(saveQuote, await quote(), peer('203.0.113.90'))).status).toBe(429)
    const db = payload.db as unknown as {
      drizzle: {
        select: () => { from: (t: unknown) => Promise<{ key: string; points: number }[]> }
      }
      tables: Record<string, unknown>
    }
    const rows = await db.drizzle.select().from(db.tables[RATE_LIMIT_TABLE])
    expect(rows.find((r) => r.key === 'quote:203.0.113.90')?.points).toBe(6)
    // What another process would have: no limiter objects, only the shared table.
    resetRateLimiters()
    expect((await post(saveQuote, await quote(), peer('203.0.113.90'))).status).toBe(429)
  })
})
