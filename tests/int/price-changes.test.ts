// A price change planned in the admin takes effect by itself on its date (ADR 053): a manager
// plans it through the admin's REST API, the save refuses what makes no sense in salon words,
// the front desk lists the clients whose live quote it touches, and on the date exactly one job
// runner applies it (two at once here), in one go, keeping each service's history and the
// record of what changed. Quotes saved before keep their prices. On the real database.
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { applyDuePriceChanges } from '@/collections/price-changes/apply.server'
import { PLAN_MESSAGES } from '@/collections/price-changes/checks'
import { readPriceChangeFacts } from '@/collections/price-changes/facts.server'
import { readPriceList } from '@/content/quote-catalogue.server'
import { runSql } from '@/delivery/claim.server'
import { changedPence } from '@/quote/price-change'
import { kindCodes } from '@/quote/service-kinds'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string | undefined
let frontDesk: string | undefined

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
const demoPlan = async () =>
  (
    await payload.find({
      collection: 'price-changes',
      where: { name: { equals: 'New prices for colour' } },
      limit: 1,
    })
  ).docs[0]!

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie
  frontDesk = (await login(demoEmail['front-desk'])).cookie
  expect(manager && frontDesk).toBeTruthy()
})

describe('planning a price change', () => {
  it('the demo plans 5% on colour from the first of a month, explained by /new-prices', async () => {
    const plan = await demoPlan()
    expect(plan.status).toBe('planned')
    expect(new Date(plan.startsAt).getTime()).toBeGreaterThan(Date.now())
    const facts = await readPriceChangeFacts(payload)
    expect(facts).toMatchObject({ coming: true, pageSlug: 'new-prices' })
    expect(facts!.averagePercent).toBeGreaterThan(4)
    expect(facts!.averagePercent).toBeLessThan(6)
  })

  it('a save without services, without a change or with a date gone by is refused in salon words', async () => {
    const base = { name: 'Test', by: 'percent', percent: 3, on: 'both', roundTo: '10' }
    const cases = [
      [{ ...base, startsAt: inAWeek() }, PLAN_MESSAGES.noServices],
      [{ ...base, groups: ['1'], percent: 0, startsAt: inAWeek() }, PLAN_MESSAGES.nothing],
      [{ ...base, groups: ['1'], startsAt: '2020-01-01T00:00:00.000Z' }, PLAN_MESSAGES.past],
      [{ ...base, groups: ['1'], startsAt: inAWeek(), status: 'applied' }, PLAN_MESSAGES.jobOnly],
    ] as const
    for (const [body, message] of cases) {
      const res = await rest('POST', '/cms-api/price-changes', { cookie: manager, body })
      expect([res.status, res.text]).toEqual([400, expect.stringContaining(message)])
    }
  })

  it('the front desk may read plans but not make one; a visitor sees nothing', async () => {
    const body = { name: 'Desk', groups: ['1'], by: 'amount', amount: 1, startsAt: inAWeek() }
    expect((await rest('POST', '/cms-api/price-changes', { cookie: frontDesk, body })).status).toBe(
      403,
    )
    expect((await rest('GET', '/cms-api/price-changes', { cookie: frontDesk })).status).toBe(200)
    const plan = await demoPlan()
    const visitor = await rest('GET', `/cms-api/price-changes/${plan.id}/clients`)
    expect(visitor.status).toBe(401)
    expect(
      (await rest('GET', '/cms-api/price-changes/999999/clients', { cookie: frontDesk })).status,
    ).toBe(404)
  })

  it('lists the clients whose live quote the change touches, for the front desk', async () => {
    const plan = await demoPlan()
    const res = await rest('GET', `/cms-api/price-changes/${plan.id}/clients`, {
      cookie: frontDesk,
    })
    expect(res.status).toBe(200)
    const clients = res.json.clients as { id: number; services: string[] }[]
    expect(clients.length).toBeGreaterThan(0)
    const prices = await readPriceList(payload, { photos: false })
    const colourIds = new Set(
      prices.services
        .filter((s) =>
          [kindCodes.colour.cat1, kindCodes.colourAddOn.cat1].includes(kindCodes[s.kind].cat1),
        )
        .map((s) => s.name),
    )
    for (const c of clients) expect(c.services.every((s) => colourIds.has(s))).toBe(true)
  })
})

describe('on its date', () => {
  it('takes effect once, whoever runs it, with the history kept; saved quotes keep their prices', async () => {
    const plan = await demoPlan()
    const before = await readPriceList(payload, { photos: false })
    const quote = (
      await payload.find({ collection: 'quotes', limit: 1, sort: '-createdAt', depth: 0 })
    ).docs[0]!
    // The date comes: moved by hand, as a staff save may not put it in the past.
    await runSql(
      payload,
      sql`UPDATE price_changes SET starts_at = ${new Date(Date.now() - 1000).toISOString()} WHERE id = ${plan.id}`,
    )
    const runs = await Promise.all([applyDuePriceChanges(payload), applyDuePriceChanges(payload)])
    expect(runs[0] + runs[1]).toBe(1)
    expect(await applyDuePriceChanges(payload)).toBe(0)

    const after = await readPriceList(payload, { photos: false })
    const rule = { by: 'percent', percent: 5, on: 'both', roundTo: 50 } as const
    const colourish = new Set<number>([kindCodes.colour.cat1, kindCodes.colourAddOn.cat1])
    let changed = 0
    for (const s of before.services) {
      const now = after.services.find((x) => x.id === s.id)!
      if (colourish.has(kindCodes[s.kind].cat1) && s.pricePence > 0) {
        expect([s.name, now.pricePence]).toEqual([
          s.name,
          changedPence(s.pricePence, rule, 'price'),
        ])
        expect(now.productPence).toBe(changedPence(s.productPence, rule, 'product'))
        changed++
      } else expect([s.name, now.pricePence]).toEqual([s.name, s.pricePence])
    }
    expect(changed).toBeGreaterThan(10)

    const done = await payload.findByID({ collection: 'price-changes', id: plan.id })
    expect(done.status).toBe('applied')
    expect(done.appliedAt).toBeTruthy()
    expect((done.applied as unknown[]).length).toBe(changed)
    // Each changed service has a version with its old price (the price list's history).
    const one = before.services.find(
      (s) => kindCodes[s.kind].cat1 === kindCodes.colour.cat1 && s.pricePence > 0,
    )!
    const versions = await payload.findVersions({
      collection: 'services',
      where: { parent: { equals: one.id } },
      sort: '-updatedAt',
      limit: 5,
    })
    expect(versions.docs.map((v) => Math.round(Number(v.version.price) * 100))).toContain(
      one.pricePence,
    )

    const kept = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(kept.totalPence).toBe(quote.totalPence)
    expect(kept.quote).toEqual(quote.quote)

    // The notice reads the change that took effect; the record cannot be edited.
    expect(await readPriceChangeFacts(payload)).toMatchObject({ coming: false })
    const edit = await rest('PATCH', `/cms-api/price-changes/${plan.id}`, {
      cookie: manager,
      body: { percent: 10 },
    })
    expect(edit.status).toBe(400)
    expect(edit.text).toContain('took effect on')
  })
})
