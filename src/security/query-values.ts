// The values of a REST query (`where`), checked against the type of the field they compare with,
// before the database sees them. Payload checks that a path and an operator exist, but passes a
// value on as it came: "abc" or "1e400" for an id becomes NaN or Infinity, "notadate" for a date
// becomes nothing, `near` on a text field reaches an operator the adapter lacks — and each is a
// 500 from the database. Here each is a 400 that names the path (ADR 011).
import type { FlattenedField } from 'payload'

/** A collection's or global's fields, as Payload flattens them, by slug. */
export type Schema = {
  fields: (slug: string) => FlattenedField[] | undefined
}

/** What a path compares with; 'none' is a path the database cannot search. */
type Leaf = 'id' | 'number' | 'date' | 'boolean' | 'text' | 'point' | 'other' | 'none'

const ID_MAX = 2_147_483_647
const GEO = new Set(['near', 'within', 'intersects'])
const LIST = new Set(['in', 'not_in'])

/** The kind of value a field path compares with, or null when it is not ours to judge. */
function leafOf(fields: FlattenedField[], path: string[], schema: Schema): Leaf | null {
  const [name, ...rest] = path
  if (name === undefined) return null
  if (name === 'id' && rest.length === 0) return 'id'
  const field = fields.find((f) => f.name === name)
  if (!field) return null // Payload answers unknown paths itself, with a 400
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return rest.length ? leafOf(field.flattenedFields, rest, schema) : 'other'
    case 'blocks': {
      // `layout.blockType` is accepted by Payload, then fails in the SQL adapter.
      if (!rest.length) return 'other'
      if (rest[0] === 'blockType') return 'none'
      for (const block of field.blocks) {
        if (typeof block === 'string') continue
        const leaf = leafOf(block.flattenedFields, rest, schema)
        if (leaf) return leaf
      }
      return null
    }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        // Polymorphic: { relationTo, value } pairs; `.value` is an id.
        return rest.length === 1 && rest[0] === 'value' ? 'id' : null
      }
      if (!rest.length) return 'id'
      const related = schema.fields(field.relationTo)
      return related ? leafOf(related, rest, schema) : null
    }
    case 'number':
      return rest.length ? null : 'number'
    case 'date':
      return rest.length ? null : 'date'
    case 'checkbox':
      return rest.length ? null : 'boolean'
    case 'point':
      return rest.length ? null : 'point'
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'select':
    case 'radio':
      return rest.length ? null : 'text'
    default:
      return null
  }
}

const scalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/**
 * Operators the SQL adapters do not have, whatever the field: `all` (Payload lists it; the
 * adapters leave it out), and the map operators anywhere but on a map location.
 */
function unsupported(operator: string, leaf: Leaf | null): string | null {
  if (operator === 'all') return 'is not supported: use "in"'
  if (GEO.has(operator) && leaf !== 'point') return 'works only on a map location'
  return null
}

/** Whether `value` is acceptable for a comparison with a field of kind `leaf`. */
function valueProblem(leaf: Leaf, operator: string, value: unknown): string | null {
  if (leaf === 'none') return 'this cannot be searched'
  if (operator === 'exists')
    return value === true || value === false || value === 'true' || value === 'false'
      ? null
      : 'must be true or false'
  const values = LIST.has(operator)
    ? Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : [value]
    : [value]
  for (const v of values) {
    // "null" is how a query asks for an empty value.
    if (v === null || v === 'null' || v === '') continue
    if (!scalar(v)) return 'must be a single value'
    const s = String(v).trim()
    switch (leaf) {
      case 'id':
        if (!/^\d{1,10}$/.test(s) || Number(s) > ID_MAX) return `"${s}" is not a record number`
        break
      case 'number':
        if (!Number.isFinite(Number(s)) || s === '') return `"${s}" is not a number`
        break
      case 'date':
        if (Number.isNaN(Date.parse(s))) return `"${s}" is not a date`
        break
      case 'boolean':
        if (!['true', 'false'].includes(s)) return 'must be true or false'
        break
      default:
        break
    }
  }
  return null
}

type Where = Record<string, unknown>
const isObject = (v: unknown): v is Where => typeof v === 'object' && v !== null

/**
 * The first problem with the values of `where` for the fields of `slug`, as a message for a 400,
 * or null. Versions are queried as `version.<field>`, with `parent` the document's id.
 */
export function whereProblem(
  where: unknown,
  slug: string,
  schema: Schema,
  opts: { versions?: boolean } = {},
): string | null {
  const fields = schema.fields(slug)
  if (!fields) return null
  const walk = (w: unknown, depth: number): string | null => {
    if (depth > 10) return 'The query is nested too deeply.'
    if (!isObject(w)) return 'The query could not be read.'
    for (const [key, constraint] of Object.entries(w)) {
      if (key === 'and' || key === 'or') {
        const items = Array.isArray(constraint)
          ? constraint
          : isObject(constraint)
            ? Object.values(constraint)
            : null
        if (!items) return `"${key}" must be a list of conditions.`
        for (const item of items) {
          const problem = walk(item, depth + 1)
          if (problem) return problem
        }
        continue
      }
      if (!isObject(constraint)) continue // Payload answers a condition with no operator
      let path = key.split('.')
      let leaf: Leaf | null
      if (opts.versions && path[0] === 'version') path = path.slice(1)
      if (opts.versions && key === 'parent') leaf = 'id'
      else if (opts.versions && ['latest', 'autosave'].includes(key)) leaf = 'boolean'
      else leaf = leafOf(fields, path, schema)
      for (const [operator, value] of Object.entries(constraint)) {
        const problem = unsupported(operator, leaf) ?? (leaf && valueProblem(leaf, operator, value))
        if (problem) return `The query's ${key} ${operator.replace(/_/g, ' ')}: ${problem}.`
      }
    }
    return null
  }
  return walk(where, 0)
}
