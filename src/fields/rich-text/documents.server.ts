// Documents saved before the check existed (ADR 029): every rich-text value in every collection
// and global — the documents, and every kept version, drafts included — run through the same
// check as a save. Used by `npm run check:rich-text` and by a test on the seeded demo database.
import 'server-only'

import type { Field, Payload } from 'payload'

import { richTextProblems, storedRichText } from './check'
import { RICH_TEXT_AS_STORED } from './editor'
import { missingTargets } from './targets.server'

export type StoredProblem = {
  collection?: string
  global?: string
  id?: number | string
  /** Set when the value is in a kept version (a draft, or an older save). */
  version?: number | string
  /** The field's path, e.g. "body" or "layout.2.aside.body". */
  field: string
  at: string
  message: string
}

type Data = Record<string, unknown>
type Block = { slug: string; fields: Field[] }

const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every rich-text value in `data`, with its path, found through the fields that hold it. */
export function richTextValues(
  fields: readonly Field[],
  data: unknown,
  blocksBySlug: Map<string, Block>,
  prefix = '',
): { path: string; value: unknown }[] {
  if (!isData(data)) return []
  const out: { path: string; value: unknown }[] = []
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name)
  for (const field of fields) {
    switch (field.type) {
      case 'richText':
        out.push({ path: at(field.name), value: data[field.name] })
        break
      case 'group':
        if ('name' in field && field.name)
          out.push(...richTextValues(field.fields, data[field.name], blocksBySlug, at(field.name)))
        else out.push(...richTextValues(field.fields, data, blocksBySlug, prefix))
        break
      case 'row':
      case 'collapsible':
        out.push(...richTextValues(field.fields, data, blocksBySlug, prefix))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name)
            out.push(...richTextValues(tab.fields, data[tab.name], blocksBySlug, at(tab.name)))
          else out.push(...richTextValues(tab.fields, data, blocksBySlug, prefix))
        }
        break
      case 'array': {
        const rows = data[field.name]
        if (Array.isArray(rows))
          rows.forEach((row, i) =>
            out.push(...richTextValues(field.fields, row, blocksBySlug, at(`${field.name}.${i}`))),
          )
        break
      }
      case 'blocks': {
        const rows = data[field.name]
        if (!Array.isArray(rows)) break
        // Blocks are inline or, in a sanitized config, references to the config's blocks.
        const known = new Map<string, Block>(blocksBySlug)
        for (const b of field.blocks ?? []) known.set(b.slug, b)
        rows.forEach((row, i) => {
          const block = isData(row) ? known.get(String(row.blockType)) : undefined
          if (block)
            out.push(...richTextValues(block.fields, row, blocksBySlug, at(`${field.name}.${i}`)))
        })
        break
      }
      default:
        break
    }
  }
  return out
}

/** Whether any field (at any depth) is rich text. */
export function holdsRichText(fields: readonly Field[], blocksBySlug: Map<string, Block>): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'richText':
        return true
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return holdsRichText(field.fields, blocksBySlug)
      case 'tabs':
        return field.tabs.some((t) => holdsRichText(t.fields, blocksBySlug))
      case 'blocks':
        return [
          ...(field.blocks ?? []),
          ...(field.blockReferences ?? []).map((r) =>
            typeof r === 'string' ? blocksBySlug.get(r) : r,
          ),
        ].some((b) => b && holdsRichText(b.fields, blocksBySlug))
      default:
        return false
    }
  })
}

/** Checked as a save would check it: a filled-in image counts as its id, and is looked up. */
async function problemsIn(
  payload: Payload,
  fields: readonly Field[],
  data: unknown,
  blocks: Map<string, Block>,
) {
  const found: { field: string; at: string; message: string }[] = []
  for (const { path, value } of richTextValues(fields, data, blocks)) {
    const stored = storedRichText(value)
    const problems = richTextProblems(stored)
    if (problems.length === 0) problems.push(...(await missingTargets(payload, stored)))
    found.push(...problems.map((p) => ({ field: path, ...p })))
  }
  return found
}

/** Every stored rich-text value that the check would refuse today, with where it is. */
export async function findRichTextProblems(payload: Payload): Promise<StoredProblem[]> {
  const blocks = new Map<string, Block>((payload.config.blocks ?? []).map((b) => [b.slug, b]))
  // As stored: reads otherwise give rich text without its styling (editor.ts).
  const all = {
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    context: { [RICH_TEXT_AS_STORED]: true },
  } as const
  const found: StoredProblem[] = []

  for (const config of payload.config.collections) {
    if (!holdsRichText(config.fields, blocks)) continue
    const collection = config.slug
    const docs = await payload.find({ collection, ...all })
    for (const doc of docs.docs)
      for (const p of await problemsIn(payload, config.fields, doc, blocks))
        found.push({ collection, id: doc.id, ...p })
    if (!config.versions) continue
    const versions = await payload.findVersions({ collection, ...all })
    for (const v of versions.docs)
      for (const p of await problemsIn(payload, config.fields, v.version, blocks))
        found.push({ collection, id: v.parent as number | string, version: v.id, ...p })
  }

  for (const config of payload.config.globals) {
    if (!holdsRichText(config.fields, blocks)) continue
    const global = config.slug
    const doc = await payload.findGlobal({
      slug: global,
      depth: 0,
      overrideAccess: true,
      context: all.context,
    })
    for (const p of await problemsIn(payload, config.fields, doc, blocks))
      found.push({ global, ...p })
    if (!config.versions) continue
    const versions = await payload.findGlobalVersions({ slug: global, ...all })
    for (const v of versions.docs)
      for (const p of await problemsIn(payload, config.fields, v.version, blocks))
        found.push({ global, version: v.id, ...p })
  }
  return found
}
