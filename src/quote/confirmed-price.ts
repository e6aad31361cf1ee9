// The price her stylist confirms (issue 48, ADR 052): the estimate's services as the stylist
// leaves them — her hair's bands set again, services of the price list added or taken off, lines
// of the stylist's own with a reason — priced by the one pricing function at the quote's level,
// and the offer she was promised applied again to the new total. The admin shows and the server
// stores only what this returns; nothing else works out a confirmed figure.
import { findService, type QuoteCatalogue } from './catalogue'
import { forHair, type HairAnswers, noHairAnswers } from './hair'
import type { CatalogueService } from './model'
import { formatGBP, type Pence } from './money'
import type { OfferBenefit } from './offers'
import { linePence, percentOffPence, quoteLines, totalPence, type QuoteLine } from './pricing'
import { needsSkinTest } from './service-kinds'

/** The largest line of her stylist's own, in pounds either way (a corrective session, a credit). */
export const OWN_LINE_MAX_POUNDS = 500
/** Words of a line's name and of a reason she reads. */
export const OWN_LINE_NAME_MAX = 80
export const REASON_MAX = 300

/** A line her stylist writes herself: whole pounds (a credit is negative) and why. */
export type OwnLine = { name: string; pence: Pence; reason: string }

/** What the stylist changed, as the admin sends it. */
export type ConfirmAdjustment = {
  /** Her bands as her stylist judges them from the photos (a measure left out: as quoted). */
  hair: Partial<HairAnswers>
  /** The appointment's services as confirmed: the estimate's, less some, plus some. */
  serviceIds: number[]
  /** Why a service was added or taken off, by its id (she reads it). */
  reasons: Record<string, string>
  ownLines: OwnLine[]
}

/** The estimate the request was sent with, as the confirmation needs it. */
export type ConfirmBase = {
  levelAdapter: number
  /** Her hair as she answered it when she saved the quote. */
  hair: Partial<HairAnswers>
  /** The estimate's lines (service id and price), to say what changed. */
  lines: readonly { serviceId: number; name: string; pence: Pence }[]
  totalPence: Pence
  /** The offer saved with the quote (its benefit and code), or none. */
  offer: { title: string; code: string | null; benefit: OfferBenefit; expires: string } | null
}

/** One difference from the estimate, in the words she reads. */
export type ConfirmChange =
  | { kind: 'added'; name: string; pence: Pence; reason: string }
  | { kind: 'removed'; name: string; pence: Pence; reason: string }
  | { kind: 'repriced'; name: string; beforePence: Pence; pence: Pence; reason: string }
  | { kind: 'own'; name: string; pence: Pence; reason: string }

export type ConfirmedPrice = {
  lines: QuoteLine[]
  ownLines: OwnLine[]
  /** Before the offer. */
  totalPence: Pence
  /** The offer applied again, or null when it no longer covers what is confirmed. */
  offer: { title: string; code: string | null; savingPence: Pence; afterPence: Pence } | null
  /** What she pays. */
  payPence: Pence
  changes: ConfirmChange[]
  /** Whether the confirmed services put colour on her skin (the skin-test rule). */
  colourOnSkin: boolean
  /** Nothing differs from the estimate: "Confirm as it is". */
  unchanged: boolean
}

export type ConfirmPriceResult =
  { ok: true; price: ConfirmedPrice } | { ok: false; message: string }

export const CONFIRM_MESSAGES = {
  unknownService:
    'One of the services is no longer on the price list. Reload the request and try again.',
  empty: 'A confirmed price needs at least one service or line.',
  ownLineName: 'Give each of your own lines a name she will understand.',
  ownLineReason: 'Say why for each of your own lines: she reads it.',
  ownLineAmount: `Your own lines are whole pounds, at most £${OWN_LINE_MAX_POUNDS} either way.`,
  reasonNeeded: (name: string) => `Say why ${name} was added or taken off: she reads it.`,
  negative: 'The confirmed price cannot be below £0.',
} as const

/** The benefit of the offer she was promised, on the confirmed total (null: it gives nothing). */
function offerOn(
  cat: QuoteCatalogue,
  benefit: OfferBenefit,
  total: Pence,
  lines: readonly QuoteLine[],
  adapter: number,
): { savingPence: Pence; afterPence: Pence } | null {
  if (!(total > 0)) return null
  switch (benefit.kind) {
    case 'percent': {
      const after = percentOffPence(total, benefit.percent)
      return after < total ? { savingPence: total - after, afterPence: after } : null
    }
    case 'amount': {
      const after = Math.max(0, total - benefit.pence)
      return after < total ? { savingPence: total - after, afterPence: after } : null
    }
    case 'free': {
      const inQuote = lines.find((l) => l.serviceId === benefit.serviceId)
      if (inQuote) return { savingPence: inQuote.pence, afterPence: total - inQuote.pence }
      const service = findService(cat, benefit.serviceId)
      const worth = service ? linePence(service, adapter) : 0
      return worth > 0 ? { savingPence: worth, afterPence: total } : null
    }
  }
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * The confirmed price of an adjustment, or why it cannot be confirmed. Each service is priced for
 * the hair her stylist set, at the quote's level; her own lines are added as they are; the offer
 * saved with the quote is applied again (a percentage of the new total, an amount off, a free
 * service) — a free service the stylist took off gives nothing.
 */
export function priceConfirmation(
  cat: QuoteCatalogue,
  base: ConfirmBase,
  adj: ConfirmAdjustment,
): ConfirmPriceResult {
  const hair: HairAnswers = { ...noHairAnswers(), ...base.hair, ...adj.hair }
  const priced = forHair(cat, hair)
  const services: CatalogueService[] = []
  for (const id of adj.serviceIds) {
    const s = findService(priced, id)
    if (!s) return { ok: false, message: CONFIRM_MESSAGES.unknownService }
    if (!services.some((x) => x.id === s.id)) services.push(s)
  }
  const own: OwnLine[] = []
  for (const l of adj.ownLines) {
    const name = clean(l.name).slice(0, OWN_LINE_NAME_MAX)
    const reason = clean(l.reason).slice(0, REASON_MAX)
    if (!name) return { ok: false, message: CONFIRM_MESSAGES.ownLineName }
    if (!reason) return { ok: false, message: CONFIRM_MESSAGES.ownLineReason }
    const whole = l.pence / 100
    if (!Number.isInteger(whole) || whole === 0 || Math.abs(whole) > OWN_LINE_MAX_POUNDS)
      return { ok: false, message: CONFIRM_MESSAGES.ownLineAmount }
    own.push({ name, pence: l.pence, reason })
  }
  const lines = quoteLines(services, base.levelAdapter)
  if (lines.length === 0 && own.length === 0) return { ok: false, message: CONFIRM_MESSAGES.empty }
  const total = totalPence(lines) + own.reduce((sum, l) => sum + l.pence, 0)
  if (total < 0) return { ok: false, message: CONFIRM_MESSAGES.negative }

  const reasonOf = (id: number) => clean(adj.reasons[String(id)] ?? '').slice(0, REASON_MAX)
  const changes: ConfirmChange[] = []
  for (const l of lines) {
    const before = base.lines.find((b) => b.serviceId === l.serviceId)
    if (!before) {
      const reason = reasonOf(l.serviceId)
      if (!reason) return { ok: false, message: CONFIRM_MESSAGES.reasonNeeded(l.name) }
      changes.push({ kind: 'added', name: l.name, pence: l.pence, reason })
    } else if (before.pence !== l.pence)
      changes.push({
        kind: 'repriced',
        name: l.hairNote ? `${l.name} · ${l.hairNote}` : l.name,
        beforePence: before.pence,
        pence: l.pence,
        reason: reasonOf(l.serviceId) || 'Priced for your hair as your stylist saw it.',
      })
  }
  for (const b of base.lines) {
    if (lines.some((l) => l.serviceId === b.serviceId)) continue
    const reason = reasonOf(b.serviceId)
    if (!reason) return { ok: false, message: CONFIRM_MESSAGES.reasonNeeded(b.name) }
    changes.push({ kind: 'removed', name: b.name, pence: b.pence, reason })
  }
  for (const l of own) changes.push({ kind: 'own', name: l.name, pence: l.pence, reason: l.reason })

  const offer = base.offer
    ? offerOn(cat, base.offer.benefit, total, lines, base.levelAdapter)
    : null
  return {
    ok: true,
    price: {
      lines,
      ownLines: own,
      totalPence: total,
      offer:
        offer && base.offer ? { title: base.offer.title, code: base.offer.code, ...offer } : null,
      payPence: offer ? offer.afterPence : total,
      changes,
      colourOnSkin: needsSkinTest(services),
      unchanged: changes.length === 0 && total === base.totalPence,
    },
  }
}

/** A change as she reads it: "Added: Toner £20 — the lengths are brassy". */
export function changeSentence(c: ConfirmChange): string {
  switch (c.kind) {
    case 'added':
      return `Added: ${c.name} ${formatGBP(c.pence)} — ${c.reason}`
    case 'removed':
      return `Taken off: ${c.name} ${formatGBP(c.pence)} — ${c.reason}`
    case 'repriced':
      return `${c.name}: ${formatGBP(c.beforePence)} → ${formatGBP(c.pence)} — ${c.reason}`
    case 'own':
      return `${c.name} ${c.pence < 0 ? `−${formatGBP(-c.pence)}` : formatGBP(c.pence)} — ${c.reason}`
  }
}

/** "you pay £117 (£146 before QG20)", or "you pay £146". */
export function paySentence(p: Pick<ConfirmedPrice, 'payPence' | 'totalPence' | 'offer'>): string {
  return p.offer && p.payPence < p.totalPence
    ? `you pay ${formatGBP(p.payPence)} (${formatGBP(p.totalPence)} before ${p.offer.code ?? p.offer.title})`
    : `you pay ${formatGBP(p.payPence)}`
}
