// Pages as content: the rules staff meet when they edit pages in the admin (through the real
// REST API), what visitors can read, and how a page becomes the site's own Page type.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mapPage } from '@/content/map-page'
import { mapSiteSettings } from '@/content/map'
import { placeholderValues } from '@/content/placeholders'
import { findPageDoc } from '@/content/queries.server'
import { EVERY_PAGE_TAG, PURGE_OUTSIDE_REQUEST } from '@/content/revalidate.server'
import { SCHEDULED_PUBLISH_QUEUE } from '@/delivery/queue'
import { addMissingPages } from '@/seed/seed.server'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string

const notice = (text: string) => ({
  blockType: 'notice',
  heading: 'Summer opening',
  tone: 'info',
  text,
})

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
})

/** The page as the site would draw it, with the settings as they are now. */
async function drawn(slug: string) {
  const doc = await findPageDoc(slug)
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  return doc
    ? mapPage(doc, {
        values: placeholderValues(settings, { email: 'hello@salon.test', phone: '01632 960 000' }),
        links: settings.links,
      })
    : null
}

describe('editing pages', () => {
  it('a manager adds a page; it is published at its own address', async () => {
    const res = await rest('POST', '/cms-api/pages', {
      cookie: manager,
      body: {
        title: 'Summer opening hours',
        slug: 'summer-hours',
        _status: 'published',
        layout: [notice('Open late every Thursday in August at {brand}.')],
      },
    })
    expect(res.status).toBe(201)
    const page = await drawn('summer-hours')
    expect(page?.blocks[0]).toMatchObject({
      type: 'notice',
      text: 'Open late every Thursday in August at Willow & Wren.',
    })
  })

  it('refuses a misspelt placeholder, naming the ones that exist', async () => {
    const res = await rest('POST', '/cms-api/pages', {
      cookie: manager,
      body: {
        title: 'Typo',
        slug: 'typo-page',
        _status: 'published',
        layout: [notice('Welcome to {brnd}')],
      },
    })
    expect(res.status).toBe(400)
    expect(res.text).toContain('Unknown placeholder {brnd}')
    expect(res.text).toContain('{brand}')
  })

  it('refuses an address the site already uses, and a malformed one', async () => {
    for (const slug of ['prices', 'admin', 'Summer Hours']) {
      const res = await rest('POST', '/cms-api/pages', {
        cookie: manager,
        body: { title: 'Clash', slug, _status: 'published' },
      })
      expect(res.status, slug).toBe(400)
    }
  })

  it('refuses a button link without https://', async () => {
    const res = await rest('POST', '/cms-api/pages', {
      cookie: manager,
      body: {
        title: 'Bad link',
        slug: 'bad-link',
        _status: 'published',
        hero: { actions: [{ label: 'Book', kind: 'url', url: 'book.example.com' }] },
      },
    })
    expect(res.status).toBe(400)
    expect(res.text).toContain('https://')
  })

  it('never deletes the home page', async () => {
    const home = (await findPageDoc('home'))!
    const res = await rest('DELETE', `/cms-api/pages/${home.id}`, { cookie: manager })
    expect(res.status).toBe(400)
    expect(await findPageDoc('home')).not.toBeNull()
  })
})

describe('what visitors see', () => {
  it('an unpublished page is gone for visitors and for the site', async () => {
    const corona = (await findPageDoc('corona'))!
    const res = await rest('PATCH', `/cms-api/pages/${corona.id}`, {
      cookie: manager,
      body: { _status: 'draft' },
    })
    expect(res.status).toBe(200)
    expect(await findPageDoc('corona')).toBeNull()
    const anonymous = await rest('GET', '/cms-api/pages?where[slug][equals]=corona')
    expect(anonymous.json.docs).toEqual([])
    await rest('PATCH', `/cms-api/pages/${corona.id}`, {
      cookie: manager,
      body: { _status: 'published' },
    })
    expect(await findPageDoc('corona')).not.toBeNull()
  })

  it('a draft of a published page stays private, whatever the visitor asks for', async () => {
    const men = (await findPageDoc('men'))!
    const saved = await rest('PATCH', `/cms-api/pages/${men.id}?draft=true`, {
      cookie: manager,
      body: { title: 'Secret draft title' },
    })
    expect(saved.status).toBe(200)
    for (const path of [
      `/cms-api/pages/${men.id}?draft=true`,
      `/cms-api/pages?draft=true&where[slug][equals]=men`,
    ]) {
      const res = await rest('GET', path)
      expect(res.text, path).not.toContain('Secret draft title')
    }
    expect((await drawn('men'))?.title).not.toBe('Secret draft title')
    const staff = await rest('GET', `/cms-api/pages/${men.id}?draft=true`, { cookie: manager })
    expect(staff.json.title).toBe('Secret draft title')
  })
})

describe('pages follow Site settings', () => {
  it('fills the brand and the referral amounts where the words say so', async () => {
    expect((await drawn('refer-a-friend'))?.hero.heading).toBe('Give £20 | Get £20')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { brandName: 'Fern & Finch', referral: { friendPounds: 25, referrerPounds: 30 } },
    })
    try {
      const page = await drawn('refer-a-friend')
      expect(page?.hero.heading).toBe('Give £25 | Get £30')
      expect(page?.meta.description).toContain('Refer a friend to Fern & Finch')
      expect((await drawn('home'))?.hero.eyebrow).toBe('Fern & Finch · Ambleford')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { brandName: 'Willow & Wren', referral: { friendPounds: 20, referrerPounds: 20 } },
      })
    }
  })

  it('a button kept in Site settings follows the setting, and hides while it is empty', async () => {
    const refer = async () => (await drawn('refer-a-friend'))?.hero.actions ?? []
    expect(await refer()).toEqual([
      {
        label: 'Get your referral link',
        href: 'https://refer.willowandwren.example/account',
        external: true,
      },
    ])
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { links: { ...settings.links, referralAccount: null } },
    })
    try {
      expect(await refer()).toEqual([])
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { links: settings.links } })
    }
  })
})

describe('scheduled publishing', () => {
  it('a draft page scheduled to publish goes live when the job runner reaches it', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Winter hours', slug: 'winter-hours', _status: 'draft' },
    })
    expect(await findPageDoc('winter-hours')).toBeNull()
    // What the admin's "Schedule publish" does, for a time that has just passed.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    } as never)
    // The runner has no request to purge the page cache through: it purges through the cache
    // handler (Redis, or the server's own tag list), so the page is live at once, not in 5 min.
    const purges: string[][] = []
    const registry = globalThis as Record<symbol, unknown>
    const before = registry[PURGE_OUTSIDE_REQUEST]
    registry[PURGE_OUTSIDE_REQUEST] = (tags: string[]) => void purges.push(tags)
    try {
      await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE })
    } finally {
      registry[PURGE_OUTSIDE_REQUEST] = before
    }
    expect((await findPageDoc('winter-hours'))?.id).toBe(draft.id)
    expect(purges).toContainEqual([EVERY_PAGE_TAG])
  })
})

describe('upgrading a site from before pages were content', () => {
  it('adds the standard pages it lacks and leaves the others alone', async () => {
    const policies = (await findPageDoc('policies'))!
    await payload.delete({ collection: 'pages', id: (await findPageDoc('reopening'))!.id })
    expect(await addMissingPages(payload)).toEqual(['reopening'])
    expect((await findPageDoc('policies'))?.updatedAt).toBe(policies.updatedAt)
    expect(await addMissingPages(payload)).toEqual([])
  })
})
