// Moving a saved quote to another stylist (issue 49, ADR 055): the same services, her hair and
// whether she is a regular, priced for the new stylist by the save's own checks (checkSave) and
// offer (bestOffer), so a moved quote obeys every rule a new one does. Pure: the server reads
// the catalogue and writes the quote (src/leads/follow-up.server.ts).
import type { CatalogueStylist, QuoteCatalogue } from './catalogue'
import type { HairAnswers } from './hair'
import { formatGBP, poundsToPence, type Pence } from './money'
import { bestOffer, type AppliedOffer } from './offers'
import { paysPence } from './pays'
import { checkSave, type SaveCheck } from './save-check'
import { calculatorTypes, type CalculatorType } from './model'
import type { SavedSnapshot } from './snapshot'

export type MoveCheck =
  | {
      ok: true
      stylist: CatalogueStylist
      check: Extract<SaveCheck, { ok: true }>
      applied: AppliedOffer | null
      /** What she pays with the new stylist: the offer's price, else the total. */
      paysPence: Pence
    }
  | { ok: false; message: string }

/** Her hair as the snapshot kept it, as the save reads it. */
function hairOf(snap: SavedSnapshot): Partial<HairAnswers> {
  const answers: Partial<HairAnswers> = {}
  for (const h of snap.hair ?? []) answers[h.measure] = h.unsure ? 'unsure' : h.band_id
  return answers
}

/**
 * The quote priced with `stylistId`, or why it cannot be (in the words a save would use). The
 * offer is the best live one for the new pairing, as a new quote would get.
 */
export function moveCheck(cat: QuoteCatalogue, snap: SavedSnapshot, stylistId: number): MoveCheck {
  const stylist = cat.stylists.find((s) => s.id === stylistId)
  if (!stylist || stylist.hasLeft)
    return { ok: false, message: 'That stylist is not working with us at the moment.' }
  if (snap.salon && stylist.salonId !== snap.salon.id)
    return { ok: false, message: `${stylist.firstName} does not work at ${snap.salon.name}.` }
  const check = checkSave(cat, {
    type: (calculatorTypes as readonly string[]).includes(snap.calculator_type ?? '')
      ? (snap.calculator_type as CalculatorType)
      : null,
    stylistId,
    regular: snap.regular,
    serviceIds: snap.services.map((s) => s.id),
    hair: hairOf(snap),
  })
  if (!check.ok) return check
  const applied = bestOffer(cat, cat.offers ?? [], {
    regular: snap.regular,
    type: check.type,
    level: check.level,
    stylistId,
    salonId: stylist.salonId,
    services: check.services,
    totalPence: check.total,
  })
  return {
    ok: true,
    stylist,
    check,
    applied,
    paysPence: applied ? applied.afterPence : check.total,
  }
}

/** Everyone she could move to: at the quote's salon, still with us, able to do it all. */
export function moveOptions(
  cat: QuoteCatalogue,
  snap: SavedSnapshot,
  fromStylistId: number | null,
): Extract<MoveCheck, { ok: true }>[] {
  return cat.stylists
    .filter((s) => s.id !== fromStylistId)
    .map((s) => moveCheck(cat, snap, s.id))
    .filter((m): m is Extract<MoveCheck, { ok: true }> => m.ok)
}

/** "Moved from Grace Pemberton to Priya Shah: £178 → £165", the note the history keeps. */
export function moveNote(from: string, to: string, beforePence: Pence, afterPence: Pence): string {
  return `Moved from ${from} to ${to}: ${formatGBP(beforePence)} → ${formatGBP(afterPence)}`
}

/**
 * What she paid before the move, from the snapshot: the offer's price, else the total. Read as
 * the list reads it (paysPence), so an older quote's first-visit offer counts too.
 */
export const snapshotPaysPence = (snap: SavedSnapshot, createdAt: Date): Pence =>
  paysPence(snap, poundsToPence(snap.total), createdAt)

/** "£165 (£220 before QG20)", or "£220": what she pays with the new stylist. */
export function movePaysText(m: Extract<MoveCheck, { ok: true }>): string {
  if (!m.applied || m.paysPence >= m.check.total) return formatGBP(m.check.total)
  const name = m.applied.offer.code || 'the offer'
  return `${formatGBP(m.paysPence)} (${formatGBP(m.check.total)} before ${name})`
}
