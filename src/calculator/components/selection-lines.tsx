import type { CSSProperties } from 'react'

import {
  formatDuration,
  formatGBP,
  type OfferRule,
  type QuoteLine,
  type ShownOffer,
  type StylistOffer,
} from '@/quote'

import styles from './calculator.module.css'

/** "Offer for new clients", so a client not yet asked whether she is new knows who it is for. */
const offerLabel = (offer: Pick<OfferRule, 'audience'>) =>
  offer.audience === 'new'
    ? 'Offer for new clients'
    : offer.audience === 'returning'
      ? 'Offer for returning clients'
      : 'Offer'

/** A stylist's offer in one line: "Offer for new clients: 30% off a colour and cut — code WWDUO". */
export const offerNote = ({ offer, terms }: StylistOffer) =>
  `${offerLabel(offer)}: ${terms}${offer.code ? ` — code ${offer.code}` : ''}`

/** Her own offers, each on a line of a card (shown in the card's note colour). */
export function OfferNotes({ offers }: { offers: StylistOffer[] }) {
  return offers.map((o) => (
    <span key={o.offer.id} className={styles.optionNote} data-offer={o.offer.slug}>
      {offerNote(o)}
    </span>
  ))
}

/**
 * The offer the quote carries, under its total: which it is, its code, what it saves and the
 * price after it. A free service not in the quote leaves the price as it is and says its worth.
 */
export function OfferRows({ offer, rowStyle }: { offer: ShownOffer; rowStyle?: CSSProperties }) {
  const added = offer.free != null && !offer.free.inQuote
  return (
    <div data-testid="quote-offer" data-offer={offer.offer.slug}>
      <p className={styles.line}>
        <span>
          {offerLabel(offer.offer)}: {offer.terms}
          {offer.offer.code && (
            <>
              {' '}
              — code <strong>{offer.offer.code}</strong>
            </>
          )}
        </span>
        <span className={styles.offerSaving}>
          {added ? 'worth' : 'save'} {formatGBP(offer.savingPence)}
        </span>
      </p>
      {!added && (
        <p className={styles.totalRow} style={rowStyle}>
          <span>With the offer</span>
          <span className={styles.totalValue} data-testid="offer-total">
            {formatGBP(offer.afterPence)}
          </span>
        </p>
      )}
    </div>
  )
}

/** The chosen services with their prices and the total, and the offer the quote carries. */
export function SelectionLines({
  lines,
  total,
  offer = null,
  label = 'Total estimated cost',
  minutes = null,
}: {
  lines: QuoteLine[]
  total: number
  offer?: ShownOffer | null
  label?: string
  minutes?: number | null
}) {
  const rowStyle = { borderColor: '#e6e0d6' }
  const pays = offer && !(offer.free && !offer.free.inQuote) ? offer.afterPence : null
  return (
    <div className={styles.panel}>
      {pays != null && (
        // What she pays leads; the full price beside it, the lines and the offer below.
        <p className={styles.paysLead} data-testid="pays-lead">
          {offer?.untilAsked ? (
            // Not asked yet whether she is new: the new-client price, hers otherwise (ADR 046).
            <>
              <strong>{formatGBP(pays)}</strong> for new clients{' '}
              <span>({formatGBP(offer.untilAsked.otherwisePence)} otherwise)</span>
            </>
          ) : (
            <>
              You pay <strong>{formatGBP(pays)}</strong>{' '}
              <span>
                ({formatGBP(total)} before {offer?.offer.code ?? 'the offer'})
              </span>
            </>
          )}
        </p>
      )}
      <ul className={styles.lines} style={{ color: 'inherit' }}>
        {lines.map((l) => (
          <li key={l.serviceId} className={styles.line}>
            <span>{l.hairNote ? `${l.name} · ${l.hairNote}` : l.name}</span>
            <span>{formatGBP(l.pence)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.totalRow} style={rowStyle}>
        <span>{label}</span>
        <span className={styles.totalValue} data-testid="quote-total">
          {formatGBP(total)}
        </span>
      </p>
      <AppointmentLength minutes={minutes} />
      {offer && <OfferRows offer={offer} rowStyle={rowStyle} />}
    </div>
  )
}

/**
 * "Your appointment: about 3 h 30 min", under a total; nothing when it is not known. `tone`:
 * the running quote's dark panel needs its own light grey to stay readable.
 */
export function AppointmentLength({
  minutes,
  tone = 'light',
}: {
  minutes: number | null
  tone?: 'light' | 'dark'
}) {
  if (minutes == null) return null
  return (
    <p
      className={tone === 'dark' ? styles.muted : styles.optionMeta}
      data-testid="appointment-length"
    >
      Your appointment: {formatDuration(minutes)}
    </p>
  )
}
