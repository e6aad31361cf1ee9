import { describe, expect, it } from 'vitest'

import { markdown } from '@/seed/rich-text'

import {
  FORBIDDEN_IN_HTML,
  forgedTableBody,
  javascriptUploadBody,
} from '../../tests/rich-text-attacks'

import { richTextHtml } from './rich-text'

const t = (text: unknown, format = 0) => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const el = { direction: 'ltr', format: '', indent: 0, version: 1 }
const doc = (...children: unknown[]) => ({ root: { type: 'root', ...el, children } })
const p = (...children: unknown[]) => ({ type: 'paragraph', ...el, children })
const link = (fields: unknown, text = 'x') => ({
  type: 'link',
  ...el,
  version: 3,
  fields,
  children: [t(text)],
})
const image = (relationTo: string, value: unknown) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: 'a1',
  relationTo,
  value,
  fields: null,
})
const inner = (html: string) =>
  html.replace(/^<div class="payload-richtext">/, '').replace(/<\/div>$/, '')

const expectHarmless = (html: string) => {
  for (const pattern of FORBIDDEN_IN_HTML) expect(html).not.toMatch(pattern)
}

describe('rich text as HTML', () => {
  it('draws what the editor writes as before', () => {
    const html = richTextHtml(
      markdown(`## Heading

Some **bold** and [a link](/prices).

- one
- two`),
    )
    expect(html).toBe(
      '<div class="payload-richtext"><h2>Heading</h2><p>Some <strong>bold</strong> and <a href="/prices">a link</a>.</p><ul><li value="1">one</li><li value="2">two</li></ul></div>',
    )
  })

  it('draws nothing of a table, so a forged headerState never reaches an attribute', () => {
    const html = richTextHtml(forgedTableBody())
    expect(inner(html)).toBe('<p>Our spring colour trends.</p>')
    expectHarmless(html)
  })

  it('draws no javascript: "image" from users, as a link or otherwise', () => {
    const html = richTextHtml(javascriptUploadBody())
    expect(inner(html)).toBe('<p>See the attached price list.</p>')
    expectHarmless(html)
  })

  it('draws an image from the media library only, from a path of this site', () => {
    const media = {
      id: 3,
      url: '/cms-api/media/file/a.webp',
      mimeType: 'image/webp',
      alt: 'A',
      width: 800,
      height: 600,
    }
    expect(inner(richTextHtml(doc(image('media', media))))).toBe(
      '<img src="/cms-api/media/file/a.webp" alt="A" width="800" height="600" loading="lazy" />',
    )
    expect(inner(richTextHtml(doc(image('media', 3))))).toBe('')
    expect(
      inner(richTextHtml(doc(image('media', { ...media, url: 'https://evil.example/a.webp' })))),
    ).toBe('')
    expect(inner(richTextHtml(doc(image('media', { ...media, url: '/a" onerror="x' }))))).toBe('')
    expect(inner(richTextHtml(doc(image('media', { ...media, mimeType: 'text/html' }))))).toBe('')
    expect(
      inner(richTextHtml(doc(image('media', { ...media, alt: '"><script>x</script>' })))),
    ).toBe(
      '<img src="/cms-api/media/file/a.webp" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" width="800" height="600" loading="lazy" />',
    )
  })

  it('draws links to safe targets only; others become their text', () => {
    const drawn = (fields: unknown) => inner(richTextHtml(doc(p(link(fields)))))
    expect(drawn({ url: 'https://example.com/', linkType: 'custom', newTab: true })).toBe(
      '<p><a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a></p>',
    )
    expect(drawn({ url: 'javascript:alert(1)', linkType: 'custom' })).toBe('<p>x</p>')
    expect(drawn({ url: 'java\tscript:alert(1)', linkType: 'custom' })).toBe('<p>x</p>')
    expect(drawn({ url: 'http://example.com/', linkType: 'custom' })).toBe('<p>x</p>')
    expect(drawn({ url: '//evil.example/', linkType: 'custom' })).toBe('<p>x</p>')
    expect(drawn({ url: '/x" onclick="y', linkType: 'custom' })).toBe('<p>x</p>')
    // A phone number filled in from the settings is dialled without its spaces.
    expect(drawn({ url: 'tel:01632 960 000', linkType: 'custom' })).toBe(
      '<p><a href="tel:01632960000">x</a></p>',
    )
  })

  it('draws an internal link at the document’s public address, once it is filled in', () => {
    const internal = (relationTo: string, value: unknown) =>
      inner(richTextHtml(doc(p(link({ linkType: 'internal', doc: { relationTo, value } })))))
    expect(internal('pages', { id: 1, slug: 'policies' })).toBe('<p><a href="/policies">x</a></p>')
    expect(internal('pages', { id: 1, slug: 'home' })).toBe('<p><a href="/">x</a></p>')
    expect(internal('blog-posts', { id: 2, slug: 'spring' })).toBe(
      '<p><a href="/blog/spring">x</a></p>',
    )
    expect(internal('pages', 1)).toBe('<p>x</p>')
    expect(internal('users', { id: 1, slug: 'owner' })).toBe('<p>x</p>')
    expect(internal('pages', { id: 1, slug: '../admin' })).toBe('<p>x</p>')
  })

  it('draws a checklist with disabled checkboxes that label their item', () => {
    const list = {
      type: 'list',
      listType: 'check',
      tag: 'ul',
      start: 1,
      ...el,
      children: [
        { type: 'listitem', value: 1, checked: true, ...el, children: [t('done')] },
        { type: 'listitem', value: 2, ...el, children: [t('to do')] },
      ],
    }
    expect(inner(richTextHtml(doc(list)))).toBe(
      '<ul><li style="list-style-type:none" value="1"><label><input type="checkbox" disabled checked />done</label></li><li style="list-style-type:none" value="2"><label><input type="checkbox" disabled />to do</label></li></ul>',
    )
  })

  it('escapes text, and keeps only the styles the editor sets', () => {
    expect(inner(richTextHtml(doc(p(t('<img src=x onerror=alert(1)>')))))).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(inner(richTextHtml(doc({ ...p(t('c')), format: 'center', indent: 2 })))).toBe(
      '<p style="text-align:center;padding-inline-start:80px">c</p>',
    )
    expect(inner(richTextHtml(doc({ ...p(t('c')), indent: '1;background:url(x)' })))).toBe(
      '<p>c</p>',
    )
    expect(
      inner(richTextHtml(doc({ type: 'heading', tag: 'h2 onclick=x', ...el, children: [t('h')] }))),
    ).toBe('<h1>h</h1>')
  })

  it('draws nothing for node types it does not know, whatever they are called', () => {
    for (const type of [
      'constructor',
      'toString',
      '__proto__',
      'relationship',
      'block',
      'unknown',
    ]) {
      expect(
        inner(richTextHtml(doc(p(t('a')), { type, version: 1, children: [t('b')] }, p(t('c'))))),
      ).toBe('<p>a</p><p>c</p>')
    }
  })

  it('gives an empty string for what is not a document', () => {
    expect(richTextHtml(null)).toBe('')
    expect(richTextHtml('<p>hi</p>')).toBe('')
    expect(richTextHtml({ root: { type: 'root', children: 'x' } })).toBe('')
  })
})
