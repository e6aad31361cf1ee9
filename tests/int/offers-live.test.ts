// An offer lives only while it makes sense (ADR 025, ADR 032): "Hide all offers", a stylist who has left
// or stopped taking new clients take it off every place the site shows offers — the list, the
// sitemap, its page and sharing image, the public API — and staff are told why, in the admin's
// "On the site" column and on the dashboard. Changes go through the local API, as the admin
// saves them, and are put back after each test.
import type { Payload, TypedUser } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as ogImage } from '@/app/(frontend)/(site)/offers/[slug]/og.png/route'
import sitemap from '@/app/sitemap'
import { loadStoppedOffers } from '@/content/dashboard.server'
import { getLiveOfferPage, listLiveOffers } from '@/content/offer-queries.server'

import { bootPayload, call } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: TypedUser
let managerCookie: string | undefined

const DUO = 'priya-and-callum' // names Priya and Callum
const SOLO = 'zoe-kowalski' // names Zoe
const GENERAL = 'general' // names nobody

async function stylistBySlug(slug: string) {
  const res = await payload.find({ collection: 'stylists', where: { slug: { equals: slug } } })
  return res.docs[0]!
}

const setStylist = async (
  slug: string,
  data: { hasLeft?: boolean; acceptingNewClients?: boolean },
) => payload.update({ collection: 'stylists', id: (await stylistBySlug(slug)).id, data })

const setHideOffers = (hideOffers: boolean) =>
  payload.updateGlobal({ slug: 'site-settings', data: { hideOffers } })

const liveSlugs = async () => (await listLiveOffers()).map((o) => o.slug)

async function sitemapOfferPaths() {
  return (await sitemap())
    .map((e) => new URL(e.url).pathname)
    .filter((p) => p.startsWith('/offers/'))
}

/** The admin's "On the site" column, read as the manager through the REST API. */
async function onTheSite() {
  const res = await rest('GET', '/cms-api/offers?depth=0&limit=100', { cookie: managerCookie })
  expect(res.status).toBe(200)
  return Object.fromEntries(
    (res.json.docs as { slug: string; liveStatus: string }[]).map((d) => [d.slug, d.liveStatus]),
  )
}

/** What a visitor can read through /cms-api. */
async function publicSlugs() {
  const res = await rest('GET', '/cms-api/offers?depth=0&limit=100')
  expect(res.status).toBe(200)
  return (res.json.docs as { slug: string }[]).map((d) => d.slug)
}

beforeAll(async () => {
  payload = await bootPayload()
  const res = await payload.login({
    collection: 'users',
    data: { email: demoEmail.manager, password: 'willow-wren-demo' },
  })
  manager = res.user as TypedUser
  managerCookie = (await login(demoEmail.manager)).cookie
  expect(managerCookie).toBeDefined()
})

afterEach(async () => {
  await setHideOffers(false)
  for (const slug of ['callum-reid', 'zoe-kowalski'])
    await setStylist(slug, { hasLeft: false, acceptingNewClients: true })
})

describe('an offer lives only while it makes sense', () => {
  it('as seeded, the offers naming current stylists are live everywhere', async () => {
    expect(await liveSlugs()).toEqual(expect.arrayContaining([DUO, SOLO, GENERAL]))
    expect(await sitemapOfferPaths()).toEqual(
      expect.arrayContaining([`/offers/${DUO}`, `/offers/${SOLO}`]),
    )
    expect(await getLiveOfferPage(DUO)).not.toBeNull()
    const column = await onTheSite()
    expect(column[DUO]).toBe('Live')
    expect(column['first-appointment']).toBe('Switched off')
    expect(await loadStoppedOffers(payload, { user: manager })).toEqual([])
  })

  it('a stylist who leaves takes her offers off the site, and staff are told why', async () => {
    await setStylist('callum-reid', { hasLeft: true })
    // Her profile keeps its name (a change of one field is a whole save in the admin).
    expect((await stylistBySlug('callum-reid')).fullName).toBe('Callum Reid')

    expect(await liveSlugs()).not.toContain(DUO)
    expect(await liveSlugs()).toContain(GENERAL)
    expect(await sitemapOfferPaths()).not.toContain(`/offers/${DUO}`)
    expect(await getLiveOfferPage(DUO)).toBeNull()
    expect((await call(ogImage, { params: { slug: DUO } })).status).toBe(404)
    expect(await publicSlugs()).not.toContain(DUO)

    // A staff preview still draws it, saying why visitors do not see it.
    const preview = await getLiveOfferPage(DUO, new Date(), { preview: true })
    expect(preview?.status).toEqual({ status: 'stylist-left', names: ['Callum'] })

    expect((await onTheSite())[DUO]).toBe('Callum has left')
    const stopped = await loadStoppedOffers(payload, { user: manager })
    expect(stopped).toEqual([
      {
        id: expect.any(Number),
        title: expect.stringContaining('Priya & Callum'),
        reason: 'Callum has left',
      },
    ])
  })

  it('a stylist who stops taking new clients takes her offers off the site', async () => {
    await setStylist('zoe-kowalski', { acceptingNewClients: false })
    expect(await liveSlugs()).not.toContain(SOLO)
    expect(await sitemapOfferPaths()).not.toContain(`/offers/${SOLO}`)
    expect(await getLiveOfferPage(SOLO)).toBeNull()
    expect((await onTheSite())[SOLO]).toBe('Zoe is not taking new clients')
    expect((await loadStoppedOffers(payload, { user: manager })).map((o) => o.reason)).toEqual([
      'Zoe is not taking new clients',
    ])
  })

  it('"Hide all offers" takes every offer off the site: list, sitemap, pages and API', async () => {
    await setHideOffers(true)
    expect(await listLiveOffers()).toEqual([])
    expect(await sitemapOfferPaths()).toEqual([])
    expect(await getLiveOfferPage(GENERAL)).toBeNull()
    expect(await getLiveOfferPage('first-appointment')).toBeNull()
    expect((await call(ogImage, { params: { slug: GENERAL } })).status).toBe(404)
    expect(await publicSlugs()).toEqual([])

    const column = await onTheSite()
    expect(column[GENERAL]).toBe('Hidden: Hide all offers is ticked')
    // Switched off comes first: the setting is not why that one is off.
    expect(column['first-appointment']).toBe('Switched off')
    const stopped = await loadStoppedOffers(payload, { user: manager })
    expect(stopped.length).toBeGreaterThan(1)
    expect(new Set(stopped.map((o) => o.reason))).toEqual(
      new Set(['Hidden: Hide all offers is ticked']),
    )
  })

  it('visitors never read the "On the site" column', async () => {
    const res = await rest('GET', `/cms-api/offers?where[slug][equals]=${GENERAL}&depth=0`)
    expect(res.json.docs[0].slug).toBe(GENERAL)
    expect(res.json.docs[0]).not.toHaveProperty('liveStatus')
  })
})
