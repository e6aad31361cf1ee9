// What the site says about the price change coming (or the last one): its date and average for
// the {priceChangeDate} and {priceChangeAverage} placeholders, and the page that explains it,
// which /prices links to while the change is coming (ADR 053). Worked out from the plan and the
// price list by the quote module, so no figure is typed by hand.
import 'server-only'

import type { Payload } from 'payload'

import { readPriceList } from '@/content/quote-catalogue.server'
import { averageChange, previewPriceChange } from '@/quote/price-change'

import { appliedRows } from './applied-rows'
import { ruleOf, scopeOf } from './rule'

export type PriceChangeFacts = {
  startsAt: string
  averagePercent: number | null
  /** Still to come (else it has taken effect: the latest that did). */
  coming: boolean
  /** The address of the page that explains it, e.g. "new-prices". */
  pageSlug: string | null
}

const relSlug = (rel: unknown): string | null =>
  rel && typeof rel === 'object' && 'slug' in rel && typeof rel.slug === 'string' ? rel.slug : null

export async function readPriceChangeFacts(
  payload: Payload,
  now = new Date(),
): Promise<PriceChangeFacts | null> {
  const read = { collection: 'price-changes', overrideAccess: true, depth: 1, limit: 1 } as const
  const [next, last] = await Promise.all([
    payload.find({ ...read, sort: 'startsAt', where: { status: { equals: 'planned' } } }),
    payload.find({ ...read, sort: '-appliedAt', where: { status: { equals: 'applied' } } }),
  ])
  const coming = next.docs[0]
  if (coming) {
    const rule = ruleOf(coming)
    let averagePercent: number | null = null
    if (rule) {
      const prices = await readPriceList(payload, { photos: false })
      const codes = new Map(prices.categories.map((c) => [c.id, c.code]))
      const scope = scopeOf(coming, (id) => codes.get(id))
      averagePercent = previewPriceChange(
        prices.services,
        prices.levels,
        scope,
        rule,
      ).averagePercent
    }
    return {
      startsAt: String(coming.startsAt),
      averagePercent,
      coming: new Date(String(coming.startsAt)).getTime() > now.getTime(),
      pageSlug: relSlug(coming.explainedBy),
    }
  }
  const done = last.docs[0]
  if (!done) return null
  return {
    startsAt: String(done.startsAt),
    averagePercent: averageChange(appliedRows(done.applied)),
    coming: false,
    pageSlug: relSlug(done.explainedBy),
  }
}
