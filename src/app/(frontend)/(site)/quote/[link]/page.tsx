import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'
import { notFound } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { AppointmentLength } from '@/calculator/components/selection-lines'
import { readSavedQuote } from '@/collections/quotes/read-quote.server'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { SkinTestSentence } from '@/components/site/skin-test-sentence'
import { ConfirmPanel } from '@/confirm/panel'
import { findByLink } from '@/confirm/request.server'
import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { getBookingLink } from '@/content/site-queries.server'
import { formatGBP, poundsToPence, pricedForHairSentence } from '@/quote'
import { UK_TIME_ZONE } from '@/quote/uk-date'

export const metadata: Metadata = {
  title: 'Your estimated quote',
  robots: { index: false, follow: false },
}
// Her request to confirm the price moves on while the quote stays: read on every visit.
export const dynamic = 'force-dynamic'

const longDate = (iso: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: UK_TIME_ZONE,
  })

/** A saved quote, exactly as it was when saved (docs/rules.md, "Prices and rounding"). */
export default async function SavedQuotePage({ params }: { params: Promise<{ link: string }> }) {
  const { link } = await params
  const [saved, settings, payload] = await Promise.all([
    readSavedQuote(link),
    getSiteSettings(),
    getPayloadClient(),
  ])
  if (!saved) notFound()
  // Her request to have the price confirmed (issue 48), if she sent one.
  const found = await findByLink(payload, link)
  const { quote } = saved
  // Her own booking page when staff gave her one, else her salon's, else the group's.
  const booking = await getBookingLink({ stylistId: saved.stylistId, salonId: saved.salonId })
  const total = poundsToPence(quote.quote.total)
  const stylist = quote.quote.stylist
  const offer = quote.applied_offer
  const hairSentence = pricedForHairSentence(quote.quote.hair)
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Saved {longDate(quote.created_at)}</p>
      <h1 className={styles.title}>Estimated Quote{quote.name ? ` for ${quote.name}` : ''}</h1>
      <div className={styles.layout}>
        <div>
          <div className={styles.panel}>
            {offer && offer.total_after < quote.quote.total && (
              // What she pays leads; the full price beside it, the lines and the offer below.
              <p className={styles.paysLead} data-testid="pays-lead">
                You pay <strong>{formatGBP(poundsToPence(offer.total_after))}</strong>{' '}
                <span>
                  ({formatGBP(total)} before {offer.code ?? 'the offer'})
                </span>
              </p>
            )}
            <ul className={styles.lines}>
              {quote.quote.services.map((s, i) => (
                <li key={i} className={styles.line}>
                  <span>{s.hair_note ? `${s.service} · ${s.hair_note}` : s.service}</span>
                  <span>{formatGBP(poundsToPence(s.price))}</span>
                </li>
              ))}
            </ul>
            <p className={styles.totalRow} style={{ borderColor: '#e6e0d6' }}>
              <span>Total estimated cost</span>
              <span className={styles.totalValue} data-testid="quote-total">
                {formatGBP(total)}
              </span>
            </p>
            <AppointmentLength minutes={quote.quote.minutes} />
            {hairSentence && (
              <p className={styles.optionMeta} data-testid="quote-hair">
                {hairSentence}
              </p>
            )}
          </div>
          {offer && (
            <section className={styles.offer} aria-labelledby="offer-title" data-testid="offer">
              <h2 id="offer-title">Your offer: {offer.title}</h2>
              <p>
                With this offer: {offer.saving_text}.
                {offer.code && (
                  <>
                    {' '}
                    Quote the code <span className={styles.code}>{offer.code}</span> when you book.
                  </>
                )}
              </p>
              <p className={styles.totalRow} style={{ borderColor: '#e6e0d6' }}>
                <span>Your price with the offer</span>
                <span className={styles.totalValue} data-testid="offer-total">
                  {formatGBP(poundsToPence(offer.total_after))}
                </span>
              </p>
              <p className={styles.optionMeta}>
                {offer.saving > 0 && <>You save {formatGBP(poundsToPence(offer.saving))}. </>}
                Valid until {longDate(offer.expires)}. Not combinable with other offers.
              </p>
            </section>
          )}
          {/* A confirmed price says what her skin test needs itself. */}
          {quote.skin_test && found?.request?.state !== 'confirmed' && (
            <section className={styles.offer} aria-labelledby="skin-test-title">
              <h2 id="skin-test-title">Before your colour: a skin test</h2>
              <p>
                <SkinTestSentence
                  rule={settings.offerPages.skinTestRule}
                  bookingUrl={settings.links.skinTest}
                />
              </p>
            </section>
          )}
          {found && (
            <ConfirmPanel
              link={link}
              snapshot={readSnapshot(found.quote.quote)}
              request={found.request}
              booking={booking}
              skinTestUrl={settings.links.skinTest}
              promiseWorkingDays={settings.confirmations.promiseWorkingDays}
            />
          )}
          {found?.request?.state !== 'confirmed' && (
            <p>
              Prices are estimates until your stylist confirms them. Book online and show this page
              or the text message we sent you.
            </p>
          )}
          {/* A confirmed price has its own "Book", once it is ready to book. */}
          {booking && found?.request?.state !== 'confirmed' && (
            <a
              className={`${styles.button} ${styles.buttonDark}`}
              href={booking.href}
              data-booking={booking.source}
            >
              {booking.label}
            </a>
          )}
        </div>
        {stylist && (
          <aside className={styles.panel}>
            {stylist.image && (
              <Image
                src={stylist.image}
                alt={`Portrait of ${stylist.name}`}
                width={320}
                height={400}
                sizes="(max-width: 900px) 100vw, 320px"
                style={{ width: '100%', height: 'auto', borderRadius: 12 }}
              />
            )}
            <h2 className={styles.panelTitle} style={{ marginTop: '0.75rem' }}>
              Your stylist: {stylist.name}
            </h2>
            {quote.quote.salon && <p className={styles.optionMeta}>{quote.quote.salon.name}</p>}
          </aside>
        )}
      </div>
    </div>
  )
}
