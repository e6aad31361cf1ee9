// The screens' tests open addresses as the calculator does: `at` an address of a catalogue,
// `as` a screen of the kind expected, `id` a demo service by name.
import { expect } from 'vitest'

import type { QuoteCatalogue } from '../catalogue'
import { screenFor, type Screen } from '../screens'
import { paramsOf } from '../url-state'
import { serviceNamed } from './demo-catalogue'

export function screensOf(cat: QuoteCatalogue) {
  const at = (href: string): Screen => {
    const url = new URL(href, 'http://x')
    return screenFor(cat, url.pathname, paramsOf(url.search), { seed: 1 })
  }
  const id = (name: string, kind?: Parameters<typeof serviceNamed>[2]) =>
    serviceNamed(cat, name, kind).id
  return { at, id }
}

/** The screen, which must be of this kind. */
export function as<K extends Screen['kind']>(s: Screen, kind: K): Extract<Screen, { kind: K }> {
  expect(s.kind).toBe(kind)
  return s as Extract<Screen, { kind: K }>
}
