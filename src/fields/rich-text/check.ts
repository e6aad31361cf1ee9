// The save check of rich text (ADR 029): a document may hold only the node types, fields and
// values the editor itself produces (features.ts), and its links and images only the targets
// hrefs.ts allows. Pure, so the collection hooks, the check of existing documents
// (scripts/check-rich-text.ts) and the unit tests run the same code.
import { hrefProblem } from './hrefs'
import { offered as defaultOffered, type Offered } from './features'

export type RichTextProblem = {
  /** Which node, e.g. "paragraph 2 › link 1" (positions count from 1 among siblings). */
  at: string
  message: string
}

type Node = Record<string, unknown>
type FieldCheck = (value: unknown, node: Node) => string | null

const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
const quote = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return `“${s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 37)}…` : s}”`
}

// An id as Payload's SQLite and PostgreSQL adapters give them: a positive whole number.
const isId = (v: unknown) => isInt(v, 1, Number.MAX_SAFE_INTEGER)
// Lexical's and Payload's node ids (bson ObjectIDs).
const isNodeId = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)

const MAX_DEPTH = 40
const MAX_INDENT = 20

/** The rules for each node type: its fields besides `type` and `version`, and its children. */
function rulesFor(o: Offered) {
  const ALIGN = o.align ? ['left', 'start', 'center', 'right', 'end', 'justify'] : []
  const direction: FieldCheck = (v) =>
    v === null || v === 'ltr' || v === 'rtl' ? null : `direction ${quote(v)}`
  const format: FieldCheck = (v) =>
    v === '' || (typeof v === 'string' && ALIGN.includes(v)) ? null : `alignment ${quote(v)}`
  const indent: FieldCheck = (v) =>
    isInt(v, 0, o.indent ? MAX_INDENT : 0) ? null : `indent ${quote(v)}`
  const textFormat: FieldCheck = (v) =>
    isInt(v, 0, 0xffff) && (v & ~o.textFormatMask) === 0 ? null : `text format ${quote(v)}`
  // No feature of the editor writes a style (only Lexical's colour and font pickers would, and
  // the editor has none), and Lexical's own editor applies whatever a text's style says: a
  // stored `position:fixed` covered the owner's edit screen (issue 45, ADR 029).
  const style: FieldCheck = (v) =>
    v === '' ? null : `styling the editor does not offer (${quote(v)})`
  const element = { direction, format, indent, textFormat, textStyle: style }
  const text = {
    detail: (v: unknown) => (isInt(v, 0, 3) ? null : `detail ${quote(v)}`),
    format: textFormat,
    mode: (v: unknown) =>
      v === 'normal' || v === 'token' || v === 'segmented' ? null : `mode ${quote(v)}`,
    style,
    text: (v: unknown) => (typeof v === 'string' ? null : 'text that is not text'),
  }
  const linkFields = (internal: boolean): FieldCheck => {
    const keys = internal ? ['url', 'newTab', 'linkType', 'doc'] : ['url', 'newTab', 'linkType']
    return (v) => {
      if (!isRecord(v)) return 'a link without its fields'
      const unknown = Object.keys(v).filter((k) => !keys.includes(k))
      if (unknown.length) return `unknown link field ${unknown.map(quote).join(', ')}`
      if (v.newTab != null && typeof v.newTab !== 'boolean') return `newTab ${quote(v.newTab)}`
      const linkType = v.linkType ?? 'custom'
      if (linkType === 'internal' && internal) {
        const doc = v.doc
        if (!isRecord(doc) || !o.linkedCollections.has(String(doc.relationTo)))
          return `an internal link may point at ${[...o.linkedCollections].join(', ')} only`
        if (Object.keys(doc).some((k) => k !== 'relationTo' && k !== 'value') || !isId(doc.value))
          return 'an internal link needs the id of the document it points at'
        return v.url == null || v.url === '' ? null : hrefProblem(v.url)
      }
      if (linkType !== 'custom') return `link type ${quote(linkType)}`
      if (v.doc != null) return 'a custom link cannot also point at a document'
      return hrefProblem(v.url)
    }
  }
  const inline = ['text', 'linebreak', 'tab', 'link', 'autolink']
  const blocks = ['paragraph', 'heading', 'quote', 'list', 'upload', 'horizontalrule']

  type Rule = { fields: Record<string, FieldCheck>; required?: string[]; children?: string[] }
  const rules: Record<string, Rule> = {
    root: { fields: { direction, format, indent }, children: blocks },
    paragraph: { fields: element, children: inline },
    heading: {
      fields: {
        ...element,
        tag: (v) => (o.headingTags.has(String(v)) ? null : `heading ${quote(v)}`),
      },
      required: ['tag'],
      children: inline,
    },
    quote: { fields: element, children: inline },
    list: {
      fields: {
        ...element,
        listType: (v) =>
          o.listTypes.has(v as never) ? null : `a ${quote(v)} list is not offered by the editor`,
        start: (v) => (isInt(v, 0, 100_000) ? null : `list start ${quote(v)}`),
        tag: (v) => (v === 'ul' || v === 'ol' ? null : `list tag ${quote(v)}`),
      },
      required: ['listType', 'tag'],
      children: ['listitem'],
    },
    listitem: {
      fields: {
        ...element,
        value: (v) => (isInt(v, 0, 100_000) ? null : `list number ${quote(v)}`),
        checked: (v) => (v == null || typeof v === 'boolean' ? null : `checked ${quote(v)}`),
      },
      children: [...inline, 'list'],
    },
    link: {
      fields: {
        ...element,
        fields: linkFields(true),
        id: (v) => (isNodeId(v) ? null : `link id ${quote(v)}`),
      },
      required: ['fields'],
      children: ['text', 'linebreak', 'tab'],
    },
    autolink: {
      fields: { ...element, fields: linkFields(false) },
      required: ['fields'],
      children: ['text', 'linebreak', 'tab'],
    },
    text: { fields: text, required: ['text'] },
    tab: { fields: text, required: ['text'] },
    linebreak: { fields: {} },
    horizontalrule: { fields: {} },
    upload: {
      fields: {
        format,
        id: (v) => (isNodeId(v) ? null : `image id ${quote(v)}`),
        relationTo: (v) =>
          o.uploadCollections.has(String(v))
            ? null
            : `an image from ${quote(v)}: images come from ${[...o.uploadCollections].join(', ')}`,
        value: (v) => (isId(v) ? null : `an image needs the id of a picture in the media library`),
        fields: (v) =>
          v == null || (isRecord(v) && Object.keys(v).length === 0)
            ? null
            : 'an image cannot carry fields',
      },
      required: ['relationTo', 'value'],
    },
  }
  return Object.fromEntries(Object.entries(rules).filter(([type]) => o.nodeTypes.has(type)))
}

const cache = new WeakMap<Offered, ReturnType<typeof rulesFor>>()

/** Each child with its place, e.g. "paragraph 2 › link 1" (counted among siblings of its type). */
function labelled(children: unknown[], at: string): [unknown, string][] {
  const seen = new Map<string, number>()
  return children.map((child) => {
    const childType = isRecord(child) && typeof child.type === 'string' ? child.type : 'node'
    const n = (seen.get(childType) ?? 0) + 1
    seen.set(childType, n)
    const label = `${childType.slice(0, 30)} ${n}`
    return [child, at === 'root' ? label : `${at} › ${label}`]
  })
}

/**
 * Every way `value` differs from what the editor can save, with the node it concerns. Empty for a
 * document the editor could have written (and for no document at all: `required` is the
 * field's own business).
 */
export function richTextProblems(value: unknown, o: Offered = defaultOffered): RichTextProblem[] {
  if (value == null) return []
  let rules = cache.get(o)
  if (!rules) cache.set(o, (rules = rulesFor(o)))
  const problems: RichTextProblem[] = []
  if (!isRecord(value) || !isRecord(value.root) || Object.keys(value).length !== 1) {
    return [{ at: 'the document', message: 'not a rich-text document (expected { root: … })' }]
  }

  const visit = (node: unknown, at: string, allowed: readonly string[], depth: number) => {
    if (!isRecord(node)) {
      problems.push({ at, message: 'not a node' })
      return
    }
    const type = node.type
    const rule = typeof type === 'string' && Object.hasOwn(rules, type) ? rules[type] : undefined
    if (!rule) {
      problems.push({ at, message: `${quote(type)} is not something the editor offers` })
      return
    }
    if (!allowed.includes(type as string)) {
      problems.push({ at, message: `a ${type} cannot be placed here` })
      return
    }
    if (!isInt(node.version, 1, 9)) problems.push({ at, message: `version ${quote(node.version)}` })
    for (const [key, v] of Object.entries(node)) {
      if (key === 'type' || key === 'version' || (key === 'children' && rule.children)) continue
      const check = Object.hasOwn(rule.fields, key) ? rule.fields[key] : undefined
      if (!check) {
        problems.push({ at, message: `unknown field ${quote(key)} on a ${type}` })
        continue
      }
      const problem = check(v, node)
      if (problem) problems.push({ at, message: problem })
    }
    for (const key of rule.required ?? []) {
      if (!(key in node)) problems.push({ at, message: `a ${type} without its ${key}` })
    }
    if (!rule.children) return
    if (!Array.isArray(node.children)) {
      problems.push({ at, message: `a ${type} without its children` })
      return
    }
    if (depth >= MAX_DEPTH) {
      problems.push({ at, message: 'nested too deeply' })
      return
    }
    for (const [child, label] of labelled(node.children, at))
      visit(child, label, rule.children, depth + 1)
  }
  visit(value.root, 'root', ['root'], 0)
  return problems
}

/** The problems in one sentence, for an error message next to the field. */
export function describeProblems(problems: RichTextProblem[], max = 3): string {
  const shown = problems.slice(0, max).map((p) => `${p.at}: ${p.message}`)
  const more = problems.length > max ? ` (and ${problems.length - max} more)` : ''
  return `This text cannot be saved as it is — ${shown.join('; ')}${more}.`
}

/**
 * A copy of `value` in the form it is stored: an image or internal link read back with its
 * document filled in (the REST API's `depth`) goes back to being that document's id, so a client
 * that saves what it read is not refused, and nothing but the id is kept. Anything else is left
 * for the check.
 */
export function storedRichText<T>(value: T): T {
  const idOf = (v: unknown) => (isRecord(v) && isId(v.id) ? v.id : v)
  const walk = (node: unknown, depth: number): unknown => {
    // Deeper than the check accepts: left as it is, for the check to refuse.
    if (!isRecord(node) || depth > MAX_DEPTH) return node
    const out: Node = { ...node }
    if (out.type === 'upload' && 'value' in out) out.value = idOf(out.value)
    if ((out.type === 'link' || out.type === 'autolink') && isRecord(out.fields)) {
      const doc = out.fields.doc
      if (isRecord(doc) && 'value' in doc)
        out.fields = { ...out.fields, doc: { ...doc, value: idOf(doc.value) } }
    }
    if (Array.isArray(out.children)) out.children = out.children.map((c) => walk(c, depth + 1))
    return out
  }
  if (!isRecord(value) || !isRecord(value.root)) return value
  return { ...value, root: walk(value.root, 0) } as T
}

/** A document a rich text points at: an image's picture, an internal link's page or post. */
export type RichTextTarget = { at: string; relationTo: string; id: number }

/**
 * Every image and internal link of a document that passed the check, with the node's place, so
 * that the save can look each one up (editor.ts): the check itself cannot see the database.
 */
export function richTextTargets(value: unknown): RichTextTarget[] {
  const found: RichTextTarget[] = []
  const visit = (node: unknown, at: string, depth: number) => {
    if (!isRecord(node) || depth > MAX_DEPTH) return
    if (node.type === 'upload' && typeof node.relationTo === 'string' && isId(node.value))
      found.push({ at, relationTo: node.relationTo, id: node.value as number })
    if (node.type === 'link' && isRecord(node.fields) && node.fields.linkType === 'internal') {
      const doc = node.fields.doc
      if (isRecord(doc) && typeof doc.relationTo === 'string' && isId(doc.value))
        found.push({ at, relationTo: doc.relationTo, id: doc.value as number })
    }
    if (Array.isArray(node.children))
      for (const [child, label] of labelled(node.children, at)) visit(child, label, depth + 1)
  }
  if (isRecord(value) && isRecord(value.root)) visit(value.root, 'root', 0)
  return found
}

/**
 * The document as the admin's editor may be given it: no text or paragraph styling (the save
 * refuses it, and Lexical would apply it to the edit screen). A document written before the
 * check, or straight into the database, so opens as plain text and saves without it. The same
 * value back when there is nothing to take out.
 */
export function withoutStyles<T>(value: T): T {
  let changed = false
  const walk = (node: unknown, depth: number): unknown => {
    if (!isRecord(node) || depth > MAX_DEPTH) return node
    let out = node
    const edit = (key: 'style' | 'textStyle') => {
      if (key in out && out[key] !== '') {
        if (out === node) out = { ...node }
        out[key] = ''
        changed = true
      }
    }
    edit('style')
    edit('textStyle')
    if (Array.isArray(node.children)) {
      const children = node.children.map((c) => walk(c, depth + 1))
      if (children.some((c, i) => c !== (node.children as unknown[])[i])) {
        if (out === node) out = { ...node }
        out.children = children
      }
    }
    return out
  }
  if (!isRecord(value) || !isRecord(value.root)) return value
  const root = walk(value.root, 0)
  return changed ? ({ ...value, root } as T) : value
}
