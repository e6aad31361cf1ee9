// Drafts never reach visitors through the CMS REST API: not by id, not in lists, not with
// `?draft=true`, not through the versions endpoints. Staff still read them (the preview).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isOfferLive } from '@/quote/offer-status'
import { readOfferWorld, ruleOfferOf } from '@/content/offer-world.server'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

const SECRET = 'UNPUBLISHED-DRAFT-7f3a'

let payload: Payload
let offerId: number
let postId: number
let draftOnlyPostId: number
let staffCookie: string | undefined

beforeAll(async () => {
  payload = await bootPayload()
  // A live, published offer and a published post, each with a newer unpublished draft.
  const offers = await payload.find({
    collection: 'offers',
    where: { _status: { equals: 'published' } },
    pagination: false,
    limit: 0,
    depth: 0,
  })
  const world = await readOfferWorld(payload)
  const live = offers.docs.find((o) => isOfferLive(ruleOfferOf(o), world, new Date()))
  if (!live) throw new Error('the seed has no live offer')
  offerId = live.id
  await payload.update({
    collection: 'offers',
    id: offerId,
    draft: true,
    data: { headline: `${SECRET} headline`, summary: `${SECRET} summary` },
  })
  const post = (await payload.find({ collection: 'blog-posts', limit: 1, depth: 0 })).docs[0]!
  postId = post.id
  await payload.update({
    collection: 'blog-posts',
    id: postId,
    draft: true,
    data: { title: `${SECRET} title` },
  })
  // A post that was never published at all.
  const draftOnly = await payload.create({
    collection: 'blog-posts',
    draft: true,
    data: { ...post, id: undefined, slug: 'never-published', title: `${SECRET} new post` } as never,
  })
  draftOnlyPostId = draftOnly.id
  staffCookie = (await login(demoEmail.manager)).cookie
})

const visitorPaths = () => [
  `/cms-api/offers/${offerId}?draft=true`,
  `/cms-api/offers/${offerId}?draft=1&depth=2`,
  `/cms-api/offers?draft=true`,
  `/cms-api/offers?draft=true&limit=100&where[headline][like]=${SECRET}`,
  `/cms-api/offers?draft=true&select[headline]=true&select[summary]=true`,
  `/cms-api/blog-posts/${postId}?draft=true`,
  `/cms-api/blog-posts?draft=true&limit=100`,
  `/cms-api/blog-posts?draft=true&where[title][like]=${SECRET}`,
  `/cms-api/blog-posts/${draftOnlyPostId}?draft=true`,
  `/cms-api/blog-posts/${draftOnlyPostId}`,
  `/cms-api/blog-posts?where[_status][equals]=draft`,
  `/cms-api/offers/count?draft=true`,
]

describe('drafts and visitors', () => {
  it('visitors never see an unpublished draft, on any route or parameter', async () => {
    for (const path of visitorPaths()) {
      const res = await rest('GET', path)
      expect(res.status, path).toBeLessThan(500)
      expect(res.text, path).not.toContain(SECRET)
    }
  })

  it('visitors still read the published version with ?draft=true', async () => {
    const offer = await rest('GET', `/cms-api/offers/${offerId}?draft=true`)
    expect(offer.status).toBe(200)
    expect(offer.json.headline).toEqual(expect.any(String))
    const post = await rest('GET', `/cms-api/blog-posts/${postId}?draft=true`)
    expect(post.status).toBe(200)
    expect(post.json._status).toBe('published')
  })

  it('the versions endpoints are for staff only', async () => {
    for (const path of [
      '/cms-api/offers/versions',
      `/cms-api/offers/versions?where[parent][equals]=${offerId}`,
      '/cms-api/blog-posts/versions',
    ]) {
      const res = await rest('GET', path)
      expect(res.status, path).toBe(403)
      expect(res.text, path).not.toContain(SECRET)
    }
    const versions = await rest(
      'GET',
      `/cms-api/offers/versions?where[parent][equals]=${offerId}`,
      {
        cookie: staffCookie,
      },
    )
    expect(versions.status).toBe(200)
    const some = versions.json.docs[0]?.id
    expect(some).toBeDefined()
    expect((await rest('GET', `/cms-api/offers/versions/${some}`)).status).toBe(403)
  })

  it('staff read the latest draft (what the preview shows)', async () => {
    const offer = await rest('GET', `/cms-api/offers/${offerId}?draft=true`, {
      cookie: staffCookie,
    })
    expect(offer.json.headline).toBe(`${SECRET} headline`)
    const post = await rest('GET', `/cms-api/blog-posts/${draftOnlyPostId}?draft=true`, {
      cookie: staffCookie,
    })
    expect(post.json.title).toBe(`${SECRET} new post`)
  })
})
