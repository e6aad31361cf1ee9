import { describe, expect, it } from 'vitest'

import { linkRowLabel } from './row-label'

describe('a menu row’s heading', () => {
  it('is the link’s label and where it goes, not "Link 01"', () => {
    expect(linkRowLabel({ label: 'Prices', kind: 'path', path: '/prices' }, 0)).toBe(
      'Prices · /prices',
    )
    expect(linkRowLabel({ label: 'Book', kind: 'setting', setting: 'booking' }, 1)).toBe(
      'Book · Online booking',
    )
    expect(
      linkRowLabel({ label: 'Sister salon', kind: 'url', url: 'https://sister.example' }, 2),
    ).toBe('Sister salon · https://sister.example')
    expect(linkRowLabel({ label: 'Blog', kind: 'path', path: null }, 3)).toBe('Blog')
    expect(linkRowLabel({ label: '  ', kind: 'path' }, 4)).toBe('Link 5 (no label yet)')
    expect(linkRowLabel(undefined, 0)).toBe('Link 1 (no label yet)')
  })
})
