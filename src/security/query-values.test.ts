import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { whereProblem, type Schema } from './query-values'

const f = (field: Record<string, unknown>) => field as unknown as FlattenedField

const collections: Record<string, FlattenedField[]> = {
  stylists: [
    f({ name: 'firstName', type: 'text' }),
    f({ name: 'salon', type: 'relationship', relationTo: 'salons' }),
    f({ name: 'acceptingNewClients', type: 'checkbox' }),
    f({ name: 'createdAt', type: 'date' }),
    f({ name: 'order', type: 'number' }),
    f({
      name: 'booking',
      type: 'group',
      flattenedFields: [f({ name: 'since', type: 'date' })],
    }),
    f({
      name: 'layout',
      type: 'blocks',
      blocks: [{ slug: 'content', flattenedFields: [f({ name: 'limit', type: 'number' })] }],
    }),
    f({ name: 'document', type: 'relationship', relationTo: ['pages', 'salons'] }),
    f({ name: 'where', type: 'point' }),
  ],
  salons: [f({ name: 'name', type: 'text' }), f({ name: 'opened', type: 'date' })],
}
const schema: Schema = { fields: (slug) => collections[slug] }
const problem = (where: unknown, opts?: { versions?: boolean }) =>
  whereProblem(where, 'stylists', schema, opts)

describe('whereProblem', () => {
  it.each([
    [{ id: { equals: '12' } }],
    [{ salon: { equals: '2' } }],
    [{ salon: { in: '1,2,3' } }],
    [{ salon: { in: ['1', '2'] } }],
    [{ salon: { not_in: '1,2' } }],
    [{ salon: { equals: 'null' } }],
    [{ 'salon.name': { like: 'High' } }],
    [{ 'salon.opened': { greater_than: '2020-01-01' } }],
    [{ createdAt: { less_than: '2026-11-28T10:00:00.000Z' } }],
    [{ order: { greater_than_equal: '-2.5' } }],
    [{ acceptingNewClients: { equals: 'true' } }],
    [{ firstName: { exists: 'false' } }],
    [{ 'booking.since': { equals: '2026-01-01' } }],
    [{ 'layout.limit': { equals: '4' } }],
    [{ 'document.value': { equals: '3' } }],
    [{ where: { near: '1,2,1000' } }],
    [{ where: { within: '{}' } }],
    [{ or: [{ salon: { equals: '1' } }, { and: [{ order: { equals: '2' } }] }] }],
    // Unknown paths and operators are Payload's to refuse, with its own 400.
    [{ nope: { equals: 'x' } }],
    [{ firstName: { nope: 'x' } }],
  ])('lets %j through', (where) => {
    expect(problem(where)).toBeNull()
  })

  it.each([
    [{ id: { equals: '1e400' } }, 'id equals'],
    [{ id: { equals: 'NaN' } }, 'id equals'],
    [{ id: { equals: '99999999999' } }, 'id equals'],
    [{ salon: { equals: 'abc' } }, 'salon equals'],
    [{ salon: { in: '1,x' } }, 'salon in'],
    [{ 'document.value': { equals: 'x' } }, 'document.value'],
    [{ order: { equals: 'Infinity' } }, 'order equals'],
    [{ createdAt: { greater_than: 'notadate' } }, 'createdAt greater than'],
    [{ 'salon.opened': { equals: 'soon' } }, 'salon.opened'],
    [{ acceptingNewClients: { equals: 'maybe' } }, 'acceptingNewClients'],
    [{ firstName: { exists: 'perhaps' } }, 'firstName exists'],
    [{ firstName: { near: '1,2' } }, 'firstName near'],
    [{ firstName: { within: 'x' } }, 'firstName within'],
    [{ 'layout.blockType': { equals: 'content' } }, 'layout.blockType'],
    [{ firstName: { equals: { nested: 'x' } } }, 'firstName equals'],
    [{ or: [{ salon: { equals: '1' } }, { salon: { equals: 'x' } }] }, 'salon equals'],
    [{ or: 'x' }, '"or"'],
    [{ firstName: { all: 'x' } }, 'firstName all'],
    [{ salon: { all: '1,2' } }, 'salon all'],
    [{ 'unknown.to.us': { all: '1' } }, 'all'],
    [{ 'unknown.to.us': { near: '1,2' } }, 'near'],
  ])('refuses %j, naming %s', (where, named) => {
    expect(problem(where)).toContain(named)
  })

  it('reads versions as version.<field>, with parent an id', () => {
    expect(problem({ 'version.order': { equals: '2' } }, { versions: true })).toBeNull()
    expect(problem({ 'version.order': { equals: 'x' } }, { versions: true })).toContain('order')
    expect(problem({ parent: { equals: 'x' } }, { versions: true })).toContain('parent')
    expect(problem({ latest: { equals: 'true' } }, { versions: true })).toBeNull()
  })

  it('refuses a query that is not an object, or nested beyond reason', () => {
    expect(problem('x')).toBeTruthy()
    let deep: unknown = { id: { equals: '1' } }
    for (let i = 0; i < 20; i++) deep = { and: [deep] }
    expect(problem(deep)).toContain('nested too deeply')
  })

  it('knows nothing of a slug outside the config', () => {
    expect(whereProblem({ id: { equals: 'x' } }, 'nope', schema)).toBeNull()
  })
})
