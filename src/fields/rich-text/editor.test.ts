// Every rich-text field of the whole config carries the save check and offers exactly what the
// check accepts (ADR 029): a field added later with its own editor, or a feature added to the
// table without rules, fails here.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { LexicalRichTextAdapter } from '@payloadcms/richtext-lexical'
import type { Field, RichTextField, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dropStylesOnRead, editorNodeTypes, refuseWhatTheEditorDoesNotOffer } from './editor'
import { offered } from './features'

type Found = { where: string; field: RichTextField }

/** Every richText field under `fields`: in groups, rows, collapsibles, tabs, arrays and blocks. */
function richTextFields(fields: readonly Field[], where: string, config: SanitizedConfig): Found[] {
  return fields.flatMap((field): Found[] => {
    const at = 'name' in field && field.name ? `${where}.${field.name}` : where
    switch (field.type) {
      case 'richText':
        return [{ where: at, field }]
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return richTextFields(field.fields, at, config)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          richTextFields(tab.fields, 'name' in tab && tab.name ? `${at}.${tab.name}` : at, config),
        )
      case 'blocks':
        return [
          ...(field.blocks ?? []),
          ...(field.blockReferences ?? []).map((r) =>
            typeof r === 'string' ? config.blocks?.find((b) => b.slug === r) : r,
          ),
        ].flatMap((b) => (b ? richTextFields(b.fields, `${at}[${b.slug}]`, config) : []))
      default:
        return []
    }
  })
}

let config: SanitizedConfig
let found: Found[]

beforeAll(async () => {
  // Building the config touches no database, but names its folder: keep it out of the project.
  const dir = mkdtempSync(path.join(tmpdir(), 'rich-text-config-'))
  process.env.DATABASE_URL = `file:${path.join(dir, 'unused.db')}`
  config = await (await import('@payload-config')).default
  found = [
    ...config.collections.flatMap((c) => richTextFields(c.fields, c.slug, config)),
    ...config.globals.flatMap((g) => richTextFields(g.fields, g.slug, config)),
    ...(config.blocks ?? []).flatMap((b) => richTextFields(b.fields, `blocks.${b.slug}`, config)),
  ]
}, 120_000)

describe('every rich-text field of the config', () => {
  it('includes the blog posts’ body and the page blocks’ text', () => {
    const where = found.map((f) => f.where)
    expect(where).toContain('blog-posts.body')
    expect(where).toContain('pages.layout[content].body')
    expect(where).toContain('pages.layout[content].aside.body')
    expect(where).toContain('pages.layout[callToAction].body')
    expect(where.filter((w) => w.startsWith('pages.layout[bookingAdvice]')).length).toBeGreaterThan(
      0,
    )
  })

  it('runs the save check first, before Payload’s own rich-text hooks', () => {
    for (const { where, field } of found) {
      const editor = field.editor as LexicalRichTextAdapter
      expect(editor.hooks?.beforeValidate?.[0], where).toBe(refuseWhatTheEditorDoesNotOffer)
      // And every read drops styling before the admin's editor can apply it (issue 45).
      expect(editor.hooks?.afterRead?.[0], where).toBe(dropStylesOnRead)
    }
  })

  it('offers exactly the node types the check accepts', () => {
    for (const { where, field } of found) {
      const types = editorNodeTypes(field.editor as LexicalRichTextAdapter)
      expect(new Set(types), where).toEqual(offered.nodeTypes)
    }
    // Not the relationship block (ADR 029), nor tables.
    expect(offered.nodeTypes.has('relationship')).toBe(false)
    expect(offered.nodeTypes.has('table')).toBe(false)
  })

  it('offers images from the media library and internal links to pages with an address only', () => {
    const editor = config.editor as LexicalRichTextAdapter
    const upload = editor.editorConfig.resolvedFeatureMap.get('upload')
    expect(
      (upload?.sanitizedServerFeatureProps as { enabledCollectionSlugs?: string[] })
        .enabledCollectionSlugs,
    ).toEqual([...offered.uploadCollections])
    const link = editor.editorConfig.resolvedFeatureMap.get('link')
    const linkFields = (link?.sanitizedServerFeatureProps as { fields?: Field[] }).fields ?? []
    const doc = linkFields.find((f) => 'name' in f && f.name === 'doc')
    expect(doc).toMatchObject({ type: 'relationship', relationTo: [...offered.linkedCollections] })
  })
})
