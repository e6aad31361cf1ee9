import { describe, expect, it } from 'vitest'

import { markdown } from '@/seed/rich-text'

import { forgedTableBody, javascriptUploadBody } from '../../../tests/rich-text-attacks'

import {
  describeProblems,
  richTextProblems,
  richTextTargets,
  storedRichText,
  withoutStyles,
} from './check'

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

  it('text that carries its own styling: the editor writes none (issue 45)', () => {
    const overlay = 'position:fixed;inset:0;background:rgba(255,0,0,.6);z-index:99999'
    expect(messages(doc(p({ ...t('x'), style: overlay })))).toEqual([
      'paragraph 1 › text 1: styling the editor does not offer (“position:fixed;inset:0;background:rgb…”)',
    ])
    // On the paragraph, where Lexical keeps the styling for the next text typed.
    expect(messages(doc({ ...p(t('x')), textStyle: 'color:red' }))).toEqual([
      'paragraph 1: styling the editor does not offer (“color:red”)',
    ])
    expect(
      messages(
        doc(
          p({
            type: 'tab',
            text: '\t',
            format: 0,
            detail: 2,
            mode: 'normal',
            style: 'x',
            version: 1,
          }),
        ),
      ),
    ).toHaveLength(1)
    expect(messages(doc(p({ ...t('x'), style: 7 })))).toHaveLength(1)
    // What the editor writes: an empty string, or nothing.
    const { style: _none, ...bare } = t('x')
    expect(messages(doc({ ...p(t('x'), bare), textStyle: '' }))).toEqual([])
  })

  it('says it in one sentence for the admin', () => {
    const problems = richTextProblems(forgedTableBody())
    expect(describeProblems(problems)).toBe(
      'This text cannot be saved as it is — table 1: “table” is not something the editor offers.',
    )
  })
})

describe('the documents a rich text points at', () => {
  const image = (value: unknown) => ({
    type: 'upload',
    version: 3,
    format: '',
    id: '65f0c0ffee0123456789abcd',
    relationTo: 'media',
    value,
    fields: null,
  })
  const internal = (relationTo: string, value: unknown) => ({
    type: 'link',
    ...el,
    version: 3,
    fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
    children: [t('x')],
  })

  it('every image and internal link, named as the check names them', () => {
    const value = doc(
      p(t('a'), internal('pages', 3), internal('blog-posts', 9)),
      image(4),
      p(internal('offers', 2)),
      image({ id: 5, url: '/x' }),
    )
    expect(richTextTargets(storedRichText(value))).toEqual([
      { at: 'paragraph 1 › link 1', relationTo: 'pages', id: 3 },
      { at: 'paragraph 1 › link 2', relationTo: 'blog-posts', id: 9 },
      { at: 'upload 1', relationTo: 'media', id: 4 },
      { at: 'paragraph 2 › link 1', relationTo: 'offers', id: 2 },
      { at: 'upload 2', relationTo: 'media', id: 5 },
    ])
  })

  it('nothing for custom links, nothing for no document', () => {
    expect(
      richTextTargets(
        doc(
          p({
            type: 'link',
            ...el,
            version: 3,
            fields: { url: '/x', linkType: 'custom' },
            children: [],
          }),
        ),
      ),
    ).toEqual([])
    expect(richTextTargets(null)).toEqual([])
  })
})

describe('what the admin’s editor is given', () => {
  it('text and paragraphs without styling, the rest as stored', () => {
    const overlay = 'position:fixed;inset:0;z-index:99999'
    const stored = doc(
      { ...p({ ...t('x', 1), style: overlay }), textStyle: overlay },
      p(t('plain')),
    )
    const given = withoutStyles(stored)
    expect(given).toEqual(doc({ ...p({ ...t('x', 1), style: '' }), textStyle: '' }, p(t('plain'))))
    // The stored value is not changed.
    expect(JSON.stringify(stored)).toContain(overlay)
    // A document without styling comes back as it is.
    const clean = doc(p(t('plain')))
    expect(withoutStyles(clean)).toBe(clean)
    expect(withoutStyles(null)).toBeNull()
    expect(withoutStyles('not a document')).toBe('not a document')
  })
})
