// Rich text holds only what the editor offers, on every save (drafts too), and reaches visitors
// and the API escaped (ADR 029). Through the REST API as a manager signed in with a token, the way
// the reported attack was made.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as blogPost } from '@/app/api/blog-post/[slug]/route'
import { getBlogPost } from '@/content/queries.server'

import { FORBIDDEN_IN_HTML, forgedTableBody, javascriptUploadBody } from '../rich-text-attacks'
import { bootPayload, call } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let token: string
let mediaId: number
let pageId: number

const asManager = (method: 'POST' | 'PATCH' | 'GET', path: string, body?: unknown) =>
  rest(method, path, { browser: false, headers: { authorization: `JWT ${token}` }, body })

const today = new Date().toISOString().slice(0, 10)
const post = (slug: string, body: unknown, extra: Record<string, unknown> = {}) => ({
  title: `Rich text ${slug}`,
  slug,
  body,
  image: mediaId,
  author: 'Test',
  date: today,
  ...extra,
})

/** The field message a 400 carries for `path`. */
const messageFor = (res: { json: any }, path: string): string =>
  (res.json?.errors?.[0]?.data?.errors ?? []).find((e: { path?: string }) => e.path === path)
    ?.message ?? ''

const expectHarmless = (html: string) => {
  for (const pattern of FORBIDDEN_IN_HTML) expect(html).not.toMatch(pattern)
}

beforeAll(async () => {
  payload = await bootPayload()
  const res = await login(demoEmail.manager)
  token = res.json.token
  mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
  pageId = (
    await payload.find({ collection: 'pages', where: { slug: { equals: 'policies' } }, depth: 0 })
  ).docs[0]!.id
})

// Imported when used, so that this file also runs (and fails) on the code from before the check.
const findRichTextProblems = async (p: Payload) =>
  (await import('@/fields/rich-text/documents.server')).findRichTextProblems(p)

describe('the demo content', () => {
  it('every seeded rich text — documents, drafts and versions — passes the check', async () => {
    expect(await findRichTextProblems(payload)).toEqual([])
  })
})

describe('what the API refuses', () => {
  it('a published blog post with a table cell that forges attributes: 400 naming the node', async () => {
    const res = await asManager(
      'POST',
      '/cms-api/blog-posts',
      post('forged-table', forgedTableBody(), { _status: 'published' }),
    )
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'body')).toMatch(/table 1: “table” is not something the editor offers/)
    const found = await payload.find({
      collection: 'blog-posts',
      where: { slug: { equals: 'forged-table' } },
      draft: true,
    })
    expect(found.totalDocs).toBe(0)
    expect((await call(blogPost, { params: { slug: 'forged-table' } })).status).toBe(404)
  })

  it('the same blog post saved as a draft: 400 too', async () => {
    const res = await asManager('POST', '/cms-api/blog-posts?draft=true', {
      ...post('forged-table-draft', forgedTableBody()),
      _status: 'draft',
    })
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'body')).toMatch(/table 1/)
  })

  it('a draft of an existing post that adds the table: 400, the post unchanged', async () => {
    const existing = (await payload.find({ collection: 'blog-posts', limit: 1, depth: 0 })).docs[0]!
    const res = await asManager('PATCH', `/cms-api/blog-posts/${existing.id}?draft=true`, {
      body: forgedTableBody(),
    })
    expect(res.status, res.text).toBe(400)
    const latest = await payload.findByID({
      collection: 'blog-posts',
      id: existing.id,
      draft: true,
      depth: 0,
    })
    expect(JSON.stringify(latest.body)).not.toContain('tablecell')
  })

  it('a page whose content block carries the table: 400 naming the block’s field', async () => {
    const res = await asManager('POST', '/cms-api/pages', {
      title: 'Forged page',
      slug: 'forged-page',
      _status: 'published',
      layout: [{ blockType: 'content', body: forgedTableBody() }],
    })
    expect(res.status, res.text).toBe(400)
    expect(messageFor(res, 'layout.0.body')).toMatch(/table 1/)
    // And as a draft.
    const draft = await asManager('POST', '/cms-api/pages?draft=true', {
      title: 'Forged page',
      slug: 'forged-page',
      _status: 'draft',
      layout: [{ blockType: 'content', body: forgedTableBody() }],
    })
    expect(draft.status, draft.text).toBe(400)
  })

  it('a draft with an "image" from users whose value is a javascript: link: 400', async () => {
    const res = await asManager('POST', '/cms-api/blog-posts?draft=true', {
      ...post('javascript-upload', javascriptUploadBody()),
      _status: 'draft',
    })
    expect(res.status, res.text).toBe(400)
    const message = messageFor(res, 'body')
    expect(message).toMatch(/upload 1/)
    expect(message).toMatch(/images come from media/)
  })

  it('links outside https:, mailto:, tel: and our own paths: 400 naming the link', async () => {
    const link = (url: string) => ({
      root: {
        type: 'root',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [
          {
            type: 'paragraph',
            direction: 'ltr',
            format: '',
            indent: 0,
            version: 1,
            children: [
              {
                type: 'link',
                direction: 'ltr',
                format: '',
                indent: 0,
                version: 3,
                fields: { url, newTab: false, linkType: 'custom' },
                children: [
                  {
                    type: 'text',
                    text: 'x',
                    format: 0,
                    detail: 0,
                    mode: 'normal',
                    style: '',
                    version: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
    })
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      '//evil.example/',
      '/\\evil.example/',
      'vbscript:x',
      'https://',
    ]) {
      const res = await asManager('POST', '/cms-api/blog-posts?draft=true', {
        ...post('bad-link', link(url)),
        _status: 'draft',
      })
      expect(res.status, url).toBe(400)
      expect(messageFor(res, 'body'), url).toMatch(/paragraph 1 › link 1/)
    }
  })
})

describe('what the editor writes is accepted and drawn', () => {
  const t = (text: string, format = 0) => ({
    type: 'text',
    text,
    format,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const el = { direction: 'ltr', format: '', indent: 0, version: 1 }
  const everything = () => ({
    root: {
      type: 'root',
      ...el,
      children: [
        { type: 'heading', tag: 'h2', ...el, children: [t('Spring looks')] },
        {
          type: 'paragraph',
          ...el,
          format: 'center',
          textFormat: 1,
          textStyle: '',
          children: [
            t('Bold', 1),
            t(' italic', 2),
            t(' struck', 4),
            t(' underlined', 8),
            t(' code', 16),
            t(' sub', 32),
            t(' sup', 64),
            { type: 'linebreak', version: 1 },
            {
              type: 'tab',
              text: '\t',
              format: 0,
              detail: 2,
              mode: 'normal',
              style: '',
              version: 1,
            },
            {
              type: 'link',
              ...el,
              version: 3,
              id: '65f0c0ffee0123456789abce',
              fields: { url: 'https://example.com/shop', newTab: true, linkType: 'custom' },
              children: [t('our shop')],
            },
            {
              type: 'link',
              ...el,
              version: 3,
              fields: {
                linkType: 'internal',
                newTab: false,
                doc: { relationTo: 'pages', value: pageId },
              },
              children: [t('our policies')],
            },
            {
              type: 'autolink',
              ...el,
              version: 2,
              fields: { url: 'mailto:hello@example.com', linkType: 'custom' },
              children: [t('hello@example.com')],
            },
          ],
        },
        { type: 'paragraph', ...el, indent: 1, children: [t('Indented.')] },
        {
          type: 'list',
          listType: 'check',
          tag: 'ul',
          start: 1,
          ...el,
          children: [
            { type: 'listitem', value: 1, checked: true, ...el, children: [t('Skin test')] },
            { type: 'listitem', value: 2, checked: false, ...el, children: [t('Consultation')] },
          ],
        },
        {
          type: 'list',
          listType: 'number',
          tag: 'ol',
          start: 1,
          ...el,
          children: [
            { type: 'listitem', value: 1, ...el, children: [t('First')] },
            {
              type: 'listitem',
              value: 2,
              ...el,
              children: [
                {
                  type: 'list',
                  listType: 'bullet',
                  tag: 'ul',
                  start: 1,
                  ...el,
                  children: [
                    { type: 'listitem', value: 1, ...el, indent: 1, children: [t('Nested')] },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'quote', ...el, children: [t('Love my colour!')] },
        { type: 'horizontalrule', version: 1 },
        {
          type: 'upload',
          version: 3,
          format: '',
          id: '65f0c0ffee0123456789abcf',
          relationTo: 'media',
          value: mediaId,
          fields: null,
        },
      ],
    },
  })

  it('a post with every node the editor offers is published and drawn with its links and image', async () => {
    const res = await asManager(
      'POST',
      '/cms-api/blog-posts',
      post('every-node', everything(), { _status: 'published' }),
    )
    expect(res.status, res.text).toBe(201)
    const api = await call(blogPost, { params: { slug: 'every-node' } })
    expect(api.status).toBe(200)
    const html: string = api.json.body
    expect(html).toContain('<h2>Spring looks</h2>')
    expect(html).toContain('<p style="text-align:center">')
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).toContain('<em> italic</em>')
    expect(html).toContain('<span style="text-decoration:line-through"> struck</span>')
    expect(html).toContain('<code> code</code>')
    expect(html).toContain('<sub> sub</sub>')
    expect(html).toContain('<sup> sup</sup>')
    expect(html).toContain(
      '<a href="https://example.com/shop" rel="noopener noreferrer" target="_blank">our shop</a>',
    )
    expect(html).toContain('<a href="/policies">our policies</a>')
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>')
    expect(html).toContain('padding-inline-start:40px')
    expect(html).toMatch(/<li[^>]*><label><input type="checkbox" disabled checked \/>/)
    expect(html).toContain('<blockquote>Love my colour!</blockquote>')
    expect(html).toContain('<hr />')
    expect(html).toMatch(
      /<img src="\/cms-api\/media\/file\/[^"]+" alt="[^"]+" width="\d+" height="\d+"/,
    )
    expectHarmless(html)
  })

  it('a post read back with its image filled in saves again, storing the image’s id', async () => {
    const created = await payload.find({
      collection: 'blog-posts',
      where: { slug: { equals: 'every-node' } },
      depth: 0,
    })
    const id = created.docs[0]!.id
    const read = await asManager('GET', `/cms-api/blog-posts/${id}?depth=1`)
    const upload = read.json.body.root.children.find((n: { type: string }) => n.type === 'upload')
    expect(upload.value).toMatchObject({ id: mediaId, url: expect.any(String) })
    upload.value.url = 'javascript:alert(1)'
    const saved = await asManager('PATCH', `/cms-api/blog-posts/${id}`, { body: read.json.body })
    expect(saved.status, saved.text).toBe(200)
    const stored = await payload.findByID({ collection: 'blog-posts', id, depth: 0 })
    const node = (stored.body.root.children as { type: string; value?: unknown }[]).find(
      (n) => n.type === 'upload',
    )
    expect(node?.value).toBe(mediaId)
  })
})

describe('documents written before the check', () => {
  it('one planted in the database is drawn without its forged attributes, and is reported', async () => {
    const existing = (
      await payload.find({ collection: 'blog-posts', where: { _status: { equals: 'published' } } })
    ).docs[0]!
    await payload.db.updateOne({
      collection: 'blog-posts',
      where: { id: { equals: existing.id } },
      data: { body: forgedTableBody() },
    })
    const api = await call(blogPost, { params: { slug: existing.slug } })
    expect(api.status).toBe(200)
    expectHarmless(api.json.body)
    expect(api.json.body).toContain('Our spring colour trends.')
    const problems = await findRichTextProblems(payload)
    expect(problems).toContainEqual(
      expect.objectContaining({
        collection: 'blog-posts',
        id: existing.id,
        field: 'body',
        at: 'table 1',
      }),
    )
  })

  it('a planted javascript: "image" is not drawn as a link', async () => {
    const existing = (
      await payload.find({ collection: 'blog-posts', where: { _status: { equals: 'published' } } })
    ).docs[1]!
    await payload.db.updateOne({
      collection: 'blog-posts',
      where: { id: { equals: existing.id } },
      data: { body: javascriptUploadBody() },
    })
    const drawn = await getBlogPost(existing.slug)
    expect(drawn?.bodyHtml).toContain('See the attached price list.')
    expectHarmless(drawn?.bodyHtml ?? '')
  })
})
