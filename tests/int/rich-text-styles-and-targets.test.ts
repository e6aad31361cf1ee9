// Rich text carries no styling and points only at documents that exist (issue 45, ADR 029):
// through the REST API as a manager, the way the reported overlay was saved, on every save
// (drafts too); a document planted before the check is reported by `npm run check:rich-text`
// and reaches the admin's editor without its styling.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { OVERLAY_STYLE, overlayStyleBody } from '../rich-text-attacks'
import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let token: string
let mediaId: number
let pageId: number

const asManager = (method: 'POST' | 'PATCH' | 'GET', path: string, body?: unknown) =>
  rest(method, path, { browser: false, headers: { authorization: `JWT ${token}` }, body })

const today = new Date().toISOString().slice(0, 10)
let n = 0
const post = (body: unknown, extra: Record<string, unknown> = {}) => {
  n += 1
  return {
    title: `Styles and targets ${n}`,
    slug: `styles-and-targets-${n}-${Date.now()}`,
    body,
    image: mediaId,
    author: 'Test',
    date: today,
    ...extra,
  }
}

const messageFor = (res: { json: any }, path: string): string =>
  (res.json?.errors?.[0]?.data?.errors ?? []).find((e: { path?: string }) => e.path === path)
    ?.message ?? ''

const text = (t: string, style = '') => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style,
  version: 1,
})
const el = { direction: 'ltr', format: '', indent: 0, version: 1 }
const doc = (...children: unknown[]) => ({ root: { type: 'root', ...el, children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', ...el, children })
const image = (value: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: '65f0c0ffee0123456789abcd',
  relationTo: 'media',
  value,
  fields: null,
})
const internalLink = (relationTo: string, value: number) => ({
  type: 'link',
  ...el,
  version: 3,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
  children: [text('our policies')],
})

/** An id no document of `collection` has. */
const missingId = async (collection: 'media' | 'pages') => {
  const last = await payload.find({ collection, sort: '-id', limit: 1, depth: 0 })
  return (last.docs[0]?.id ?? 0) + 1000
}

beforeAll(async () => {
  payload = await bootPayload()
  token = (await login(demoEmail.manager)).json.token
  mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
  pageId = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs[0]!.id
})

const findRichTextProblems = async (p: Payload) =>
  (await import('@/fields/rich-text/documents.server')).findRichTextProblems(p)

describe('styling', () => {
  it('a published post whose text carries the reported overlay: 400 naming the text, nothing saved', async () => {
    const body = overlayStyleBody()
    const res = await asManager('POST', '/cms-api/blog-posts', post(body, { _status: 'published' }))
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'body')).toMatch(
      /paragraph 1 › text 2: styling the editor does not offer \(“position:fixed/,
    )
    const found = await payload.find({
      collection: 'blog-posts',
      where: { title: { equals: `Styles and targets ${n}` } },
      draft: true,
    })
    expect(found.totalDocs).toBe(0)
  })

  it('the same as a draft, as a draft of an existing post, and in a page block: 400', async () => {
    const draft = await asManager('POST', '/cms-api/blog-posts?draft=true', {
      ...post(overlayStyleBody()),
      _status: 'draft',
    })
    expect(draft.status, draft.text).toBe(400)
    expect(messageFor(draft, 'body')).toMatch(/styling the editor does not offer/)

    const existing = (await payload.find({ collection: 'blog-posts', limit: 1, depth: 0 })).docs[0]!
    const patched = await asManager('PATCH', `/cms-api/blog-posts/${existing.id}?draft=true`, {
      body: overlayStyleBody(),
    })
    expect(patched.status, patched.text).toBe(400)

    const page = await asManager('POST', '/cms-api/pages?draft=true', {
      title: 'Styled page',
      slug: `styled-page-${Date.now()}`,
      _status: 'draft',
      layout: [{ blockType: 'content', body: overlayStyleBody() }],
    })
    expect(page.status, page.text).toBe(400)
    expect(messageFor(page, 'layout.0.body')).toMatch(/styling the editor does not offer/)
  })

  it('styling kept on a paragraph for the next text typed: 400 too', async () => {
    const res = await asManager('POST', '/cms-api/blog-posts?draft=true', {
      ...post(doc({ ...paragraph(text('Hello')), textStyle: OVERLAY_STYLE })),
      _status: 'draft',
    })
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'body')).toMatch(/paragraph 1: styling the editor does not offer/)
  })
})

describe('pictures and pages that do not exist', () => {
  it('an image of a picture that is not in the media library: 400 in salon words, drafts too', async () => {
    const missing = await missingId('media')
    for (const draft of [false, true]) {
      const res = await asManager(
        'POST',
        `/cms-api/blog-posts${draft ? '?draft=true' : ''}`,
        post(doc(paragraph(text('Before.')), image(missing)), {
          _status: draft ? 'draft' : 'published',
        }),
      )
      expect(res.status, res.text).toBe(400)
      expect(messageFor(res, 'body')).toBe(
        'This text cannot be saved as it is — upload 1: this picture is not in the media library (it may have been deleted): choose it again or remove it.',
      )
    }
  })

  it('an internal link to a page that does not exist: 400 naming the link', async () => {
    const missing = await missingId('pages')
    const res = await asManager('POST', '/cms-api/blog-posts?draft=true', {
      ...post(doc(paragraph(text('See '), internalLink('pages', missing)))),
      _status: 'draft',
    })
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'body')).toMatch(
      /paragraph 1 › link 1: the page it links to no longer exists: choose another or remove the link/,
    )
  })

  it('a picture and a page that exist: saved', async () => {
    const res = await asManager(
      'POST',
      '/cms-api/blog-posts',
      post(doc(paragraph(text('See '), internalLink('pages', pageId)), image(mediaId)), {
        _status: 'published',
      }),
    )
    expect(res.status, res.text).toBe(201)
  })
})

describe('documents planted before the check', () => {
  let plantedId: number
  beforeAll(async () => {
    const res = await asManager('POST', '/cms-api/blog-posts', post(doc(paragraph(text('x')))))
    expect(res.status, res.text).toBe(201)
    plantedId = res.json.doc.id
    await payload.db.updateOne({
      collection: 'blog-posts',
      where: { id: { equals: plantedId } },
      data: { body: overlayStyleBody() },
    })
    // And its latest version, which the admin's editor opens (tests/e2e/plant-rich-text.ts).
    const { docs } = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: plantedId }, latest: { equals: true } },
      depth: 0,
      limit: 1,
    })
    await payload.db.updateVersion({
      collection: 'blog-posts',
      id: docs[0]!.id,
      versionData: {
        ...docs[0]!,
        version: { ...docs[0]!.version, body: overlayStyleBody() },
      } as never,
    })
  })

  it('are reported by the check of stored documents: the styling and a missing picture', async () => {
    const other = (await payload.find({ collection: 'blog-posts', limit: 2, depth: 0 })).docs.find(
      (d) => d.id !== plantedId,
    )!
    const missing = await missingId('media')
    await payload.db.updateOne({
      collection: 'blog-posts',
      where: { id: { equals: other.id } },
      data: { body: doc(paragraph(text('Our salon.')), image(missing)) },
    })
    const problems = await findRichTextProblems(payload)
    expect(problems).toContainEqual(
      expect.objectContaining({
        collection: 'blog-posts',
        id: plantedId,
        field: 'body',
        at: 'paragraph 1 › text 2',
        message: expect.stringMatching(/^styling the editor does not offer/),
      }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({
        collection: 'blog-posts',
        id: other.id,
        field: 'body',
        at: 'upload 1',
        message: expect.stringMatching(/not in the media library/),
      }),
    )
  })

  it('reach the admin (and every reader) without their styling; saving what was read stores none', async () => {
    const local = await payload.findByID({ collection: 'blog-posts', id: plantedId, depth: 0 })
    expect(JSON.stringify(local.body)).not.toContain('position:fixed')
    expect(JSON.stringify(local.body)).toContain('Please sign in again')
    const draft = await payload.findByID({
      collection: 'blog-posts',
      id: plantedId,
      depth: 0,
      draft: true,
    })
    expect(JSON.stringify(draft.body)).not.toContain('position:fixed')
    expect(JSON.stringify(draft.body)).toContain('Please sign in again')
    const versions = await asManager('GET', `/cms-api/blog-posts/versions?depth=0`)
    expect(versions.status).toBe(200)
    expect(versions.text).not.toContain('position:fixed')
    const read = await asManager('GET', `/cms-api/blog-posts/${plantedId}?depth=0`)
    expect(read.status).toBe(200)
    expect(read.text).not.toContain('position:fixed')

    const saved = await asManager('PATCH', `/cms-api/blog-posts/${plantedId}`, {
      body: read.json.body,
    })
    expect(saved.status, saved.text).toBe(200)
    const stored = await payload.db.findOne<{ id: number; body: unknown }>({
      collection: 'blog-posts',
      where: { id: { equals: plantedId } },
    })
    expect(JSON.stringify(stored?.body)).not.toContain('position:fixed')
    expect(JSON.stringify(stored?.body)).toContain('Please sign in again')
  })
})
