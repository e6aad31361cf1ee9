// Values that choose code are checked on the server against fixed lists (issue 45, item 1 and
// item 8; ADR 039), through the real REST API with the demo's manager: a menu or button link's
// Site-settings link, its kind, a path link's target, placeholder names. Each bad value is a
// 400 naming the field; nothing is stored.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string
let navigation: Record<string, unknown>

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
  navigation = (await payload.findGlobal({ slug: 'navigation', depth: 0 })) as never
})
afterAll(async () => {
  const stored = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  expect(JSON.stringify(stored.more)).toBe(JSON.stringify(navigation.more))
})

const OBJECT_NAMES = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'nosuch']

describe('a menu entry', () => {
  const withEntry = (entry: Record<string, unknown>) => ({
    more: [...(navigation.more as unknown[]), entry],
  })

  it.each(OBJECT_NAMES)('following the Site settings link %j is refused', async (setting) => {
    const res = await rest('POST', '/cms-api/globals/navigation', {
      cookie: manager,
      body: withEntry({ label: 'Evil', kind: 'setting', setting, path: null, url: null }),
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain('Choose one of the links kept in Site settings')
    expect(res.json.errors[0].data.errors[0].path).toMatch(/^more\.\d+\.setting$/)
  })

  it.each(['toString', 'javascript'])('of the kind %j is refused', async (kind) => {
    const res = await rest('POST', '/cms-api/globals/navigation', {
      cookie: manager,
      body: withEntry({ label: 'Evil', kind, path: '/prices' }),
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toMatch(/kind/i)
  })

  it.each(['//evil.example', '/\\evil.example'])('to the path %j is refused', async (path) => {
    const res = await rest('POST', '/cms-api/globals/navigation', {
      cookie: manager,
      body: withEntry({ label: 'Evil', kind: 'path', path }),
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain('Write a path on this site')
  })

  it('following a kept link is saved', async () => {
    const res = await rest('POST', '/cms-api/globals/navigation', {
      cookie: manager,
      body: withEntry({ label: 'Gift cards', kind: 'setting', setting: 'giftCards' }),
    })
    expect(res.status, res.text).toBe(200)
    const back = await rest('POST', '/cms-api/globals/navigation', {
      cookie: manager,
      body: { more: navigation.more },
    })
    expect(back.status, back.text).toBe(200)
  })
})

describe("a page's button", () => {
  it.each(OBJECT_NAMES)('following %j is refused, as a draft too', async (setting) => {
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs[0]!
    for (const draft of [false, true]) {
      const res = await rest('PATCH', `/cms-api/pages/${page.id}${draft ? '?draft=true' : ''}`, {
        cookie: manager,
        body: { hero: { ...page.hero, actions: [{ label: 'Evil', kind: 'setting', setting }] } },
      })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain('Choose one of the links kept in Site settings')
    }
  })
})

describe('a page block', () => {
  it.each(['toString', '__proto__', 'nosuch'])('of the kind %j is refused', async (blockType) => {
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs[0]!
    const res = await rest('PATCH', `/cms-api/pages/${page.id}`, {
      cookie: manager,
      body: { layout: [{ blockType, heading: 'Evil' }] },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain('Block 1 of Content is not a kind of block a page can have')
    const kept = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(kept.layout?.length).toBe(page.layout?.length)
  })
})

describe('placeholders', () => {
  it.each(['{from:__proto__}', '{constructor}', '{toString}'])(
    'an offer naming %s is refused',
    async (placeholder) => {
      const offer = (await payload.find({ collection: 'offers', limit: 1, depth: 0 })).docs[0]!
      const res = await rest('PATCH', `/cms-api/offers/${offer.id}`, {
        cookie: manager,
        body: { summary: `Save with us ${placeholder}.` },
      })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(`Unknown placeholder ${placeholder}`)
    },
  )

  it.each(['{from:__proto__}', '{__proto__}'])('a page naming %s is refused', async (p) => {
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs[0]!
    const res = await rest('PATCH', `/cms-api/pages/${page.id}`, {
      cookie: manager,
      body: { hero: { ...page.hero, lede: `Cuts ${p}` } },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(`Unknown placeholder ${p}`)
  })
})
