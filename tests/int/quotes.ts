// A valid quote body for the public API, priced with the quote module from the seeded data.
import { GET as levels } from '@/app/api/levels/route'
import { GET as services } from '@/app/api/services/route'
import { linePence, serviceKind } from '@/quote'

import { call } from './harness'

/** A valid quote for the Colour flow, priced with the quote module from seeded data. */
export async function validQuote(overrides: Record<string, unknown> = {}) {
  const svc = await call(services)
  const lvl = await call(levels)
  const pick = (name: string) => svc.json.find((s: { service: string }) => s.service === name)
  const chosen = [pick('Full head foils'), pick('Toner'), pick('None'), pick('Cut, dry & style')]
  const adapter = lvl.json.find((l: { id: number }) => l.id === 9).adapter
  const lines = chosen.map((s) => ({
    id: s.id,
    service: s.service,
    price:
      linePence(
        {
          id: s.id,
          name: s.service,
          kind: serviceKind(s.cat1, s.cat2)!,
          pricePence: Math.round(s.price * 100),
          productPence: Math.round(s.product_price * 100),
        },
        adapter,
      ) / 100,
  }))
  return {
    salon_id: 2,
    level_id: 9,
    calculator_type: 'Colour',
    selector: 'Level',
    name: 'Jo Tester',
    mobile: '07700 900123',
    email: 'jo@example.com',
    regular: 'no',
    referral: 'Google',
    quote: { services: lines, total: lines.reduce((a, l) => a + l.price, 0) },
    ...overrides,
  }
}
