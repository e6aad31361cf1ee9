'use client'

import type { ReferralOptions } from '@/forms/quote-details'
import { formatGBP, offerExpiryDay, type FinishScreen } from '@/quote'

import { FinishForm } from './finish-form'
import { SelectionLines } from './selection-lines'
import styles from './calculator.module.css'

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** /prices/finish: where to send the quote. The save itself stays on the server. */
export function FinishScreenView({
  screen,
  referralOptions,
}: {
  screen: FinishScreen
  referralOptions: ReferralOptions
}) {
  // The last day of her offer if she saves today (the server works it out again). The offer's
  // title is content with placeholders: its terms (SelectionLines) say it without the content
  // layer, which would not fit the page's script budget.
  const expires = screen.offer ? offerExpiryDay(new Date(), screen.offer.offer) : null
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Nearly done</p>
      <h1 className={styles.title} data-focus-after-choice>
        Where shall we send your quote?
      </h1>
      <p className={styles.lede}>
        We&apos;ll send your estimated quote{screen.stylist ? ` with ${screen.stylist.name}` : ''}{' '}
        by e-mail and text message
        {screen.offer?.offer.code
          ? `, with your offer and its code, ${screen.offer.offer.code}`
          : screen.offer
            ? ', with your offer'
            : ''}
        .
      </p>
      <div className={styles.layout}>
        <FinishForm
          state={screen.query}
          lines={screen.sent}
          total={screen.total}
          offer={screen.offer?.offer.slug ?? null}
          referralOptions={referralOptions}
        />
        <div>
          {screen.offerGone && (
            // Her "Been before? Yes" took an offer away: one line says which, and why (ADR 046).
            <p className={styles.note} data-testid="offer-gone" role="status">
              {screen.offerGone.offer.code ?? 'Our new-client offer'} is for new clients, so as a
              returning client you pay {formatGBP(screen.offer?.afterPence ?? screen.total)}.
            </p>
          )}
          <SelectionLines
            lines={screen.lines}
            total={screen.total}
            offer={screen.offer}
            minutes={screen.minutes}
          />
          {expires && (
            <p className={styles.optionMeta} data-testid="finish-offer">
              Your offer is good until {longDay(expires)} if you save your quote today.
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
