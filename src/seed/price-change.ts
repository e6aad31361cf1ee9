// The demo's planned price change (ADR 053): 5% on colour and colour add-ons, price and product,
// to the nearest 50p, from the first of next month at midnight (UK) — or of the month after, when
// next month starts within a week, so a demo or a test run never sees it take effect mid-way.
// /new-prices reads its date and average through {priceChangeDate} and {priceChangeAverage}.
import 'server-only'

import type { Payload } from 'payload'

import { londonMidnight, ukDay } from '@/quote/uk-date'

const WEEK_MS = 7 * 86_400_000

/** Midnight (UK) on the first of a month at least a week after `now`. */
export function demoChangeStart(now: Date): Date {
  const [y, m] = ukDay(now).split('-').map(Number) as [number, number]
  for (let ahead = 1; ; ahead++) {
    const month = m - 1 + ahead
    const key = `${y + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`
    const start = londonMidnight(key)
    if (start.getTime() - now.getTime() >= WEEK_MS) return start
  }
}

export async function seedPriceChange(payload: Payload, now = new Date()) {
  const page = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'new-prices' } },
    depth: 0,
    limit: 1,
  })
  await payload.create({
    collection: 'price-changes',
    data: {
      name: 'New prices for colour',
      groups: ['2', '3'],
      by: 'percent',
      percent: 5,
      on: 'both',
      roundTo: '50',
      startsAt: demoChangeStart(now).toISOString(),
      explainedBy: page.docs[0]?.id ?? null,
      status: 'planned',
    },
  })
}
