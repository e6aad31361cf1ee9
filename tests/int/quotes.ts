// A valid quote body for the public API, priced with the quote module from the seeded data.
import { GET as levels } from '@/app/api/levels/route'
import { GET as services } from '@/app/api/services/route'
import { linePence, serviceKind } from '@/quote'

import { call } from './harness'

/** A service as GET /api/services gives it. */
export type ApiService = {
  id: number
  service: string
  cat1: number
  cat2: number
  price: number
  product_price: number
  minutes: number | null
  /** What each hair band adds (ADR 051). */
  hair_supplements: {
    measure: 'length' | 'thickness'
    band_id: number
    band: string
    percent: number
    amount: number
    minutes: number
  }[]
}

/** Lines for these services (by name) as the quote module prices them at a level. */
export async function pricedLines(names: string[], levelId: number) {
  const svc = (await call(services)).json as ApiService[]
  const adapter = ((await call(levels)).json as { id: number; adapter: number }[]).find(
    (l) => l.id === levelId,
  )!.adapter
  return names.map((name) => {
    const s = svc.find((x) => x.service === name)!
    const pence = linePence(
      {
        id: s.id,
        name: s.service,
        kind: serviceKind(s.cat1, s.cat2)!,
        pricePence: Math.round(s.price * 100),
        productPence: Math.round(s.product_price * 100),
      },
      adapter,
    )
    return { id: s.id, service: s.service, price: pence / 100 }
  })
}

export const quoteOf = (lines: { price: number }[]) => ({
  services: lines,
  total: lines.reduce((a, l) => a + l.price, 0),
})

/** A valid quote for the Colour flow, priced with the quote module from seeded data. */
export async function validQuote(overrides: Record<string, unknown> = {}) {
  // One service per step; the £0 "None" answers (plex, finishing touch) may be left out.
  const lines = await pricedLines(['Full head foils', 'Toner', 'Cut, dry & style'], 9)
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
    quote: quoteOf(lines),
    ...overrides,
  }
}
