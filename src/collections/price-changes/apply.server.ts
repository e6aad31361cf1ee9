// A planned price change takes effect by itself on its date (ADR 053): the job runner calls
// applyDuePriceChanges every few seconds. Several runners (instances, workers) may see the same
// plan due at once: a conditional UPDATE claims it, so exactly one applies it; the services and
// the plan change in one transaction, so a crash leaves either both or neither. The services keep
// their versions (the price list's history) and the plan keeps the record of what it changed.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { PriceChange } from '@/payload-types'
import { readPriceList } from '@/content/quote-catalogue.server'
import { affected, runSql } from '@/delivery/claim.server'
import { previewPriceChange } from '@/quote/price-change'

import { APPLYING } from './config'
import { ruleOf, scopeOf } from './rule'

/** A claim older than this belongs to a runner that died mid-way: another may take it over. */
const CLAIM_TIMEOUT_MS = 5 * 60_000

const iso = (d: Date) => d.toISOString()

async function claim(payload: Payload, id: number, now: Date): Promise<string | null> {
  const at = iso(now)
  const stale = iso(new Date(now.getTime() - CLAIM_TIMEOUT_MS))
  const res = await runSql(
    payload,
    sql`UPDATE price_changes SET claimed_at = ${at}
        WHERE id = ${Math.trunc(id)} AND status = 'planned'
          AND (claimed_at IS NULL OR claimed_at < ${stale})`,
  )
  return affected(res) === 1 ? at : null
}

const release = (payload: Payload, id: number, at: string) =>
  runSql(
    payload,
    sql`UPDATE price_changes SET claimed_at = NULL
        WHERE id = ${Math.trunc(id)} AND status = 'planned' AND claimed_at = ${at}`,
  )

/** Applies every planned change whose time has come; returns how many took effect. */
export async function applyDuePriceChanges(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'price-changes',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'startsAt',
    where: {
      and: [{ status: { equals: 'planned' } }, { startsAt: { less_than_equal: iso(now) } }],
    },
  })
  let applied = 0
  for (const plan of due.docs) {
    const claimedAt = await claim(payload, plan.id, now)
    if (!claimedAt) continue
    try {
      await applyOne(payload, plan, now)
      applied++
    } catch (err) {
      payload.logger.error(
        { err, plan: plan.id },
        'price change: could not take effect; will retry',
      )
      await release(payload, plan.id, claimedAt).catch(() => undefined)
    }
  }
  return applied
}

async function applyOne(payload: Payload, plan: PriceChange, now: Date) {
  const prices = await readPriceList(payload, { photos: false })
  const codes = new Map(prices.categories.map((c) => [c.id, c.code]))
  const rule = ruleOf(plan)
  const rows = rule
    ? previewPriceChange(
        prices.services,
        prices.levels,
        scopeOf(plan, (id) => codes.get(id)),
        rule,
      ).rows
    : []
  const req = await createLocalReq({ context: { [APPLYING]: true } }, payload)
  await initTransaction(req)
  try {
    for (const r of rows) {
      if (
        r.before.pricePence === r.after.pricePence &&
        r.before.productPence === r.after.productPence
      )
        continue
      await payload.update({
        collection: 'services',
        id: r.serviceId,
        req,
        overrideAccess: true,
        depth: 0,
        data: { price: r.after.pricePence / 100, productPrice: r.after.productPence / 100 },
      })
    }
    await payload.update({
      collection: 'price-changes',
      id: plan.id,
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        status: 'applied',
        appliedAt: iso(now),
        claimedAt: null,
        applied: rows.map(({ serviceId, name, before, after }) => ({
          serviceId,
          name,
          before,
          after,
        })),
      },
    })
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    throw err
  }
  payload.logger.info(
    { plan: plan.id, services: rows.length },
    `price change "${plan.name}" took effect`,
  )
}
