// Staff-set links (issue 45, item 1; ADR 039): a value that chooses code — the kind of link, the
// Site settings link it follows — is checked against the fixed list when saving, and one that
// is stored anyway (an older save, a direct database edit) draws nothing instead of failing the
// page. Path links are paths on this site, never another site's address.
import { describe, expect, it } from 'vitest'

import { linkFields } from '@/fields/link'

import { externalLinkKeys, resolveLink } from './links'
import type { ExternalLinks } from './link-model'

const links = Object.fromEntries(
  externalLinkKeys.map((k) => [k, `https://${k.toLowerCase()}.example.com`]),
) as ExternalLinks

const OBJECT_NAMES = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'nosuch']

type Validate = (value: unknown, opts: { siblingData: Record<string, unknown> }) => true | string
const field = (name: string) =>
  linkFields().find((f) => 'name' in f && f.name === name) as { validate: Validate }

describe('a link from Site settings', () => {
  it.each(OBJECT_NAMES)('naming %s draws nothing', (setting) => {
    const link = { label: 'Evil', kind: 'setting', setting } as never
    expect(resolveLink(link, links)).toBeNull()
  })

  it.each(OBJECT_NAMES)('naming %s is refused when saving, with the list', (setting) => {
    const answer = field('setting').validate(setting, {
      siblingData: { label: 'Evil', kind: 'setting' },
    })
    expect(answer).toMatch(/Choose one of the links kept in Site settings: Online booking, /)
  })

  it('naming a kept link draws it', () => {
    expect(resolveLink({ label: 'Book', kind: 'setting', setting: 'booking' }, links)).toEqual({
      label: 'Book',
      href: 'https://booking.example.com',
      external: true,
    })
    expect(
      field('setting').validate('booking', { siblingData: { label: 'Book', kind: 'setting' } }),
    ).toBe(true)
  })

  it('of an unknown kind draws nothing', () => {
    for (const kind of ['toString', 'javascript', '__proto__'])
      expect(resolveLink({ label: 'x', kind, path: '/prices' } as never, links)).toBeNull()
  })
})

describe('a path link', () => {
  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '/prices\u0000', '/a b'])(
    '%j is refused when saving and draws nothing',
    (path) => {
      expect(field('path').validate(path, { siblingData: { label: 'x', kind: 'path' } })).toMatch(
        /path on this site/,
      )
      expect(resolveLink({ label: 'x', kind: 'path', path }, links)).toBeNull()
    },
  )

  it.each(['/prices', '/blog/allergy-alert-test', '/prices#colour', '/offers?x=1'])(
    '%s is a path on this site',
    (path) => {
      expect(field('path').validate(path, { siblingData: { label: 'x', kind: 'path' } })).toBe(true)
      expect(resolveLink({ label: 'x', kind: 'path', path }, links)?.href).toBe(path)
    },
  )
})
