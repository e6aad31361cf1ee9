// Levels are data (docs/decisions/036-levels-as-data.md): a manager adds a level between two
// others, renumbers or retires one, and the quote module orders and rules by seniority and the
// New Starter flag, never by id. Through the admin's REST API on the real database; everything
// is put back.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { availability, levelDown, levelUp } from '@/quote'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string | undefined
const created: number[] = []
const renumbered: { id: number; rank: number }[] = []

const levelsNow = async () =>
  (await payload.find({ collection: 'levels', pagination: false, limit: 0, sort: 'rank' })).docs

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie
  expect(manager).toBeDefined()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'levels', id })
  for (const { id, rank } of renumbered.reverse())
    await payload.update({ collection: 'levels', id, data: { rank } })
})

describe('levels as data', () => {
  it('today’s levels keep their order: seniority 1–9, the New Starter rules on New Starter', async () => {
    const levels = await levelsNow()
    expect(levels.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(levels.filter((l) => l.newStarterRules).map((l) => l.name)).toEqual(['New Starter'])
  })

  it('a second level with the same seniority is refused, naming the level that has it', async () => {
    const res = await rest('POST', '/cms-api/levels', {
      cookie: manager,
      body: { name: 'Master Stylist', rank: 9, adapter: 40 },
    })
    expect(res.status).toBe(400)
    expect(res.text).toContain('“Advanced Senior” already has seniority 9')
  })

  it('a level added between two others is priced and ordered between them', async () => {
    const [top] = (await levelsNow()).slice(-1)
    // Make room above Senior Stylist (8): Advanced Senior moves to 10.
    const moved = await rest('PATCH', `/cms-api/levels/${top!.id}`, {
      cookie: manager,
      body: { rank: 10 },
    })
    expect(moved.status).toBe(200)
    renumbered.push({ id: top!.id, rank: 9 })
    const res = await rest('POST', '/cms-api/levels', {
      cookie: manager,
      body: { name: 'Master Stylist', rank: 9, adapter: 18 },
    })
    expect(res.status).toBe(201)
    const master = res.json.doc.id as number
    created.push(master)
    expect(master).toBeGreaterThan(top!.id) // a higher id than the most senior level

    const cat = await readQuoteCatalogue(payload, { photos: false })
    const senior = cat.levels.find((l) => l.name === 'Senior Stylist')!
    expect(cat.levels.map((l) => l.name).slice(-3)).toEqual([
      'Senior Stylist',
      'Master Stylist',
      'Advanced Senior',
    ])
    expect(levelUp(senior.id, cat.levels)).toBe(master)
    expect(levelUp(master, cat.levels)).toBe(top!.id)
    expect(levelDown(top!.id, cat.levels)).toBe(master)
  })

  it('the New Starter rules follow the flag, not the id', async () => {
    const cat = await readQuoteCatalogue(payload, { photos: false })
    const restricted = cat.services.find((s) => s.newStarterRestricted)!
    const [junior, second] = cat.levels
    expect(availability(cat, { levelId: junior!.id, services: [restricted] }).ok).toBe(false)
    expect(availability(cat, { levelId: second!.id, services: [restricted] }).ok).toBe(true)
    const flagged = {
      ...cat,
      levels: cat.levels.map((l) => ({ ...l, newStarterRules: l.id === second!.id })),
    }
    expect(availability(flagged, { levelId: junior!.id, services: [restricted] }).ok).toBe(true)
    expect(availability(flagged, { levelId: second!.id, services: [restricted] }).ok).toBe(false)
  })
})
