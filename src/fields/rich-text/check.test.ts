import { describe, expect, it } from 'vitest'

import { markdown } from '@/seed/rich-text'

import { forgedTableBody, javascriptUploadBody } from '../../../tests/rich-text-attacks'

import { describeProblems, richTextProblems, storedRichText } from './check'

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
const doc = (...children: unknown[]) => ({ root: { type: 'root', ...el, children } })
const p = (...children: unknown[]) => ({ type: 'paragraph', ...el, children })
const messages = (value: unknown) => richTextProblems(value).map((x) => `${x.at}: ${x.message}`)

describe('what the editor writes passes', () => {
  it('the seed’s documents (headings, lists, bold, links)', () => {
    const seed = markdown(`## A heading

Some **bold** text and [a link](/prices), [mail](mailto:{contactEmail}).

- one
- two

1. first
2. second`)
    expect(messages(seed)).toEqual([])
  })

  it('no document at all (whether one is required is the field’s own rule)', () => {
    expect(richTextProblems(null)).toEqual([])
    expect(richTextProblems(undefined)).toEqual([])
  })

  it('an empty document, aligned and indented text, every text format the toolbar offers', () => {
    expect(messages(doc())).toEqual([])
    expect(
      messages(doc({ ...p(t('x', 1 | 2 | 4 | 8 | 16 | 32 | 64)), format: 'justify', indent: 3 })),
    ).toEqual([])
  })

  it('an image from the media library, and one read back filled in, as its id', () => {
    const image = (value: unknown) =>
      doc({
        type: 'upload',
        version: 3,
        format: '',
        id: '65f0c0ffee0123456789abcd',
        relationTo: 'media',
        value,
        fields: null,
      })
    expect(messages(image(4))).toEqual([])
    const filled = image({ id: 4, url: 'javascript:alert(1)', mimeType: 'text/html' })
    expect(messages(filled)).not.toEqual([])
    const stored = storedRichText(filled)
    expect(messages(stored)).toEqual([])
    expect((stored.root.children[0] as { value: unknown }).value).toBe(4)
    // The value it was given is not changed.
    expect((filled.root.children[0] as { value: unknown }).value).toMatchObject({ id: 4 })
  })
})

describe('what the editor cannot write is refused, naming the node', () => {
  it('a table whose cell forges attributes', () => {
    expect(messages(forgedTableBody())).toEqual([
      'table 1: “table” is not something the editor offers',
    ])
  })

  it('an "image" from users whose value is a javascript: link', () => {
    expect(messages(javascriptUploadBody())).toEqual([
      'upload 1: an image from “users”: images come from media',
      'upload 1: an image needs the id of a picture in the media library',
    ])
  })

  it('unknown fields on known nodes', () => {
    expect(messages(doc({ ...p(t('x')), onclick: 'alert(1)' }))).toEqual([
      'paragraph 1: unknown field “onclick” on a paragraph',
    ])
    expect(messages(doc(p({ ...t('x'), class: 'x" onmouseover="y' })))).toEqual([
      'paragraph 1 › text 1: unknown field “class” on a text',
    ])
    expect(messages(doc({ type: 'heading', tag: 'h2"><script>', ...el, children: [] }))).toEqual([
      'heading 1: heading “h2"><script>”',
    ])
  })

  it('links to anywhere but https:, mailto:, tel: and our own paths; fields the link has not', () => {
    const link = (fields: unknown) =>
      doc(p({ type: 'link', ...el, version: 3, fields, children: [t('x')] }))
    expect(messages(link({ url: 'javascript:alert(1)', linkType: 'custom' }))).toEqual([
      'paragraph 1 › link 1: “javascript:alert(1)” is not allowed: links go to https://…, mailto:…, tel:… or a path on this site such as /prices',
    ])
    expect(messages(link({ url: '/x', linkType: 'custom', rel: 'opener' }))).toEqual([
      'paragraph 1 › link 1: unknown link field “rel”',
    ])
    expect(
      messages(link({ linkType: 'internal', doc: { relationTo: 'users', value: 1 } })),
    ).toEqual([
      'paragraph 1 › link 1: an internal link may point at blog-posts, offers, pages only',
    ])
    expect(
      messages(link({ linkType: 'internal', doc: { relationTo: 'pages', value: 3 } })),
    ).toEqual([])
  })

  it('nodes where the editor never puts them, and text formats it has no button for', () => {
    expect(messages(doc(t('loose text')))).toEqual(['text 1: a text cannot be placed here'])
    expect(messages(doc(p(p(t('x')))))).toEqual([
      'paragraph 1 › paragraph 1: a paragraph cannot be placed here',
    ])
    expect(messages(doc(p(t('x', 256))))).toEqual(['paragraph 1 › text 1: text format “256”'])
  })

  it('what is not a document at all', () => {
    expect(messages('<p>hi</p>')).toEqual([
      'the document: not a rich-text document (expected { root: … })',
    ])
    expect(messages({ root: { ...el, type: 'root', children: 'x' } })).toEqual([
      'root: a root without its children',
    ])
    expect(messages({ root: { type: 'paragraph', ...el, children: [] } })).toEqual([
      'root: a paragraph cannot be placed here',
    ])
  })

  it('documents nested deeper than any the editor writes', () => {
    let node: unknown = t('deep')
    for (let i = 0; i < 5000; i++) {
      const item = { type: 'listitem', value: 1, ...el, children: [node] }
      node = { type: 'list', listType: 'bullet', tag: 'ul', start: 1, ...el, children: [item] }
    }
    const problems = richTextProblems(storedRichText(doc(node)))
    expect(problems.map((x) => x.message)).toEqual(['nested too deeply'])
  })

  it('says it in one sentence for the admin', () => {
    const problems = richTextProblems(forgedTableBody())
    expect(describeProblems(problems)).toBe(
      'This text cannot be saved as it is — table 1: “table” is not something the editor offers.',
    )
  })
})
