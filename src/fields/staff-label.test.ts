import { describe, expect, it } from 'vitest'

import { staffLabel } from './staff-label'

describe('staffLabel', () => {
  it('names the account with its sign-in address, so a renamed account still says which it is', () => {
    expect(staffLabel({ id: 3, name: 'Demo Front Desk', email: 'frontdesk@x.example' })).toBe(
      'Demo Front Desk (frontdesk@x.example)',
    )
    expect(staffLabel({ id: 3, name: ' ', email: 'frontdesk@x.example' })).toBe(
      'frontdesk@x.example',
    )
    expect(staffLabel({ id: 3, name: 'Sam Desk' })).toBe('Sam Desk')
    expect(staffLabel({ id: 3 })).toBe('Staff 3')
    // An entry written before accounts were kept with it (the seed's demo history).
    expect(staffLabel({ name: 'Front desk (demo)', email: null })).toBe('Front desk (demo)')
  })
})
