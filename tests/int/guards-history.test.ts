// Guards and history (ADR 014) through the real REST API: outside addresses must be full
// https:// links, opening times must make sense, prices are pounds and pence, and every save of
// prices, team, salons, pages and settings keeps a version with who made it, restorable.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
})

const firstId = async (collection: 'salons' | 'services' | 'levels' | 'stylists' | 'pages') =>
  (await payload.find({ collection, limit: 1, depth: 0, sort: 'id' })).docs[0]!.id

describe('guards', () => {
  it.each(['book.example.com', 'http://book.example.com', 'www.example.com/book'])(
    'refuses the booking link %s with a clear message',
    async (bookingUrl) => {
      const id = await firstId('salons')
      const res = await rest('PATCH', `/cms-api/salons/${id}`, {
        cookie: manager,
        body: { bookingUrl },
      })
      expect(res.status).toBe(400)
      expect(res.text).toContain('Use a full address starting with https://')
    },
  )

  it('refuses a shop banner and a news card pointing nowhere', async () => {
    const store = await rest('POST', '/cms-api/globals/store-data', {
      cookie: manager,
      body: { tiles: [], banners: [{ image: 1, title: 'Sale', url: 'shop.example.com' }] },
    })
    expect(store.status).toBe(400)
    expect(store.text).toContain('https://')
    const news = (await payload.find({ collection: 'news-items', limit: 1, depth: 0 })).docs[0]!
    const bad = await rest('PATCH', `/cms-api/news-items/${news.id}`, {
      cookie: manager,
      body: { link: 'offers' },
    })
    expect(bad.status).toBe(400)
    for (const link of ['/offers', 'https://shop.example.com/winter']) {
      const ok = await rest('PATCH', `/cms-api/news-items/${news.id}`, {
        cookie: manager,
        body: { link },
      })
      expect(ok.status).toBe(200)
    }
  })

  it('refuses opening times that close before they open, or list a day twice', async () => {
    const id = await firstId('salons')
    const backwards = await rest('PATCH', `/cms-api/salons/${id}`, {
      cookie: manager,
      body: { openingTimes: [{ day: 'Tuesday', closed: false, opens: '18:00', closes: '09:00' }] },
    })
    expect(backwards.status).toBe(400)
    expect(backwards.text).toContain(
      'Tuesday: closing time (09:00) must be after opening time (18:00)',
    )
    const twice = await rest('PATCH', `/cms-api/salons/${id}`, {
      cookie: manager,
      body: {
        openingTimes: [
          { day: 'Monday', closed: true },
          { day: 'Monday', closed: false, opens: '09:00', closes: '17:00' },
        ],
      },
    })
    expect(twice.status).toBe(400)
    expect(twice.text).toContain('Monday is listed twice')
  })

  it('keeps prices to pounds and pence', async () => {
    const id = await firstId('services')
    const res = await rest('PATCH', `/cms-api/services/${id}`, {
      cookie: manager,
      body: { price: 49.505 },
    })
    expect(res.status).toBe(400)
    expect(res.text).toContain('Enter an amount between £0 and £5,000, in pounds and pence')
  })
})

describe('history', () => {
  it.each(['services', 'levels', 'stylists', 'salons', 'pages'] as const)(
    'a change to %s keeps a version with its author, and the earlier one restores',
    async (collection) => {
      const id = await firstId(collection)
      const before = await rest('GET', `/cms-api/${collection}/${id}?depth=0`, { cookie: manager })
      // A harmless change each type has: a text field staff edit.
      const patch =
        collection === 'services'
          ? { description: 'Changed by the history test' }
          : collection === 'levels'
            ? { experience: 'Changed by the history test' }
            : collection === 'stylists'
              ? { para3: 'Changed by the history test' }
              : collection === 'salons'
                ? { blurb: 'Changed by the history test' }
                : { title: `${before.json.title} (changed)` }
      const key = Object.keys(patch)[0] as keyof typeof patch
      // Saved once as it is, so the history has the version to go back to.
      const first = await rest('PATCH', `/cms-api/${collection}/${id}`, {
        cookie: manager,
        body: { [key]: before.json[key] ?? null },
      })
      expect(first.status).toBe(200)
      const changed = await rest('PATCH', `/cms-api/${collection}/${id}`, {
        cookie: manager,
        body: { ...patch, updatedBy: 'someone else' },
      })
      expect(changed.status).toBe(200)
      expect(changed.json.doc.updatedBy).toContain(demoEmail.manager)

      const versions = await rest(
        'GET',
        `/cms-api/${collection}/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`,
        { cookie: manager },
      )
      expect(versions.status).toBe(200)
      const [latest, earlier] = versions.json.docs
      expect(latest.version.updatedBy).toContain(demoEmail.manager)
      expect(earlier).toBeDefined()

      const restored = await rest('POST', `/cms-api/${collection}/versions/${earlier.id}`, {
        cookie: manager,
      })
      expect(restored.status).toBe(200)
      const now = await rest('GET', `/cms-api/${collection}/${id}?depth=0`, { cookie: manager })
      expect(now.json[key] ?? null).toEqual(before.json[key] ?? null)
      expect(now.json.updatedBy).toContain(demoEmail.manager)
    },
  )

  it('site settings keep versions with their author', async () => {
    const settings = await rest('GET', '/cms-api/globals/site-settings?depth=0', {
      cookie: manager,
    })
    const saved = await rest('POST', '/cms-api/globals/site-settings', {
      cookie: manager,
      body: { tagline: `${settings.json.tagline ?? ''} ` },
    })
    expect(saved.status).toBe(200)
    const versions = await rest('GET', '/cms-api/globals/site-settings/versions?sort=-updatedAt', {
      cookie: manager,
    })
    expect(versions.json.docs[0].version.updatedBy).toContain(demoEmail.manager)
  })

  it('visitors never see who changed what, nor the history', async () => {
    const id = await firstId('services')
    const doc = await rest('GET', `/cms-api/services/${id}`)
    expect(doc.status).toBe(200)
    expect(doc.json.updatedBy).toBeUndefined()
    const versions = await rest('GET', `/cms-api/services/versions`)
    expect(versions.status).toBe(403)
  })
})
