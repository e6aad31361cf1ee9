import Image from '@/components/site/responsive-image'
import { BackLink } from '@/components/site/back-link'
import { SkinTestSentence } from '@/components/site/skin-test-sentence'
import Link from '@/components/link'

import type { OfferPageData } from '@/content/offer-queries.server'
import { offerDay } from '@/quote/offer-status'
import { JsonLd } from '@/components/site/json-ld'
import { offerJsonLd } from '@/lib/seo'
import { telHref } from '@/lib/opening-times'
import {
  formatOfferDate,
  offerAudienceTerm,
  offerKindLabel,
  offerFromBySalonText,
  offerFromText,
  offerPath,
  offerSavingBadge,
  type OfferVariant,
} from '@/content/offers'
import { env } from '@/env.server'
import { formatGBP } from '@/quote/money'

import styles from './offer-page.module.css'

/**
 * One offer, as its own page (/offers/{slug}) or as the landing page of a text message
 * (/sms/{slug}). Its words come filled, and its saving and "from" are worked out from the price
 * list (offer-facts.server.ts), each stylist's too.
 */
export function OfferPage({ data, variant }: { data: OfferPageData; variant: OfferVariant }) {
  const { offer, stylists, salons, settings, stylistFromPence } = data
  const { facts } = offer
  const { skinTestRule, terms } = settings.offerPages
  const endDate = formatOfferDate(offer.endDate)
  const endDay = offerDay(offer.endDate) ?? undefined
  const saving = facts.saving
  // Where prices differ by salon, each salon's "from": a trainee's price is the Academy's only.
  const bySalon = offerFromBySalonText(facts)
  const priceFrom = bySalon
    ? `From ${bySalon}${facts.fromHair ? `, for ${facts.fromHair}` : ''}`
    : offerFromText(facts)
  const bookingUrl = settings.links.booking ?? salons.find((s) => s.bookingUrl)?.bookingUrl ?? null
  const firstSalon = salons[0]
  const salonNames = salons.map((s) => s.shortName)
  const callWho =
    salonNames.length > 1
      ? `${salonNames.slice(0, -1).join(', ')} or ${salonNames.at(-1)}`
      : (salonNames[0] ?? 'us')
  const jsonLd = offerJsonLd({
    offer,
    facts,
    url: new URL(offerPath(offer.slug), env.SITE_URL).toString(),
    salons,
    brandName: settings.brandName,
    siteUrl: env.SITE_URL,
  })

  return (
    <div className={styles.page}>
      <JsonLd data={jsonLd} />
      <article>
        <header className={styles.hero}>
          <div className="container">
            <BackLink href="/offers" tone="light">
              Back to all offers
            </BackLink>
            <p className={styles.eyebrow}>
              {variant === 'sms' ? 'Your text message offer' : offerKindLabel(offer.kind)}
            </p>
            <h1 className={styles.title}>{offer.headline}</h1>
            {variant === 'sms' && (
              <p className={styles.smsNote}>
                Thanks for tapping the link in our text. Everything you need is on this page: keep
                the message handy and {offer.code ? 'quote the code below' : 'mention this offer'}{' '}
                when you book.
              </p>
            )}
            <p className={styles.lede}>{offer.summary}</p>
            <ul className={styles.highlights} aria-label="At a glance">
              <li>Free consultation</li>
              <li>{offerSavingBadge(facts)}</li>
              {priceFrom && <li>{priceFrom}</li>}
              <li>
                Ends <time dateTime={endDay}>{endDate}</time>
              </li>
            </ul>
            <p className={styles.actions}>
              {bookingUrl && (
                <a className={styles.primary} href={bookingUrl}>
                  Book your appointment
                </a>
              )}
              {firstSalon && (
                <a className={styles.secondary} href={telHref(firstSalon.phone)}>
                  Call {firstSalon.shortName}{' '}
                  <span className={styles.nowrap}>on {firstSalon.phone}</span>
                </a>
              )}
            </p>
          </div>
        </header>

        <div className={`container ${styles.layout}`}>
          {/* Code first on small screens; beside the details on wide ones (see the grid areas). */}
          <section className={styles.codeCard} aria-label="Your offer code">
            {offer.code ? (
              <>
                <p className={styles.codeLabel}>Your offer code</p>
                <p className={styles.code}>{offer.code}</p>
              </>
            ) : (
              <>
                <p className={styles.codeLabel}>No code needed</p>
                <p className={styles.codeHint}>Just mention this offer when you book.</p>
              </>
            )}
            <p className={styles.ends}>
              Offer ends <time dateTime={endDay}>{endDate}</time>
            </p>
            {bookingUrl && (
              <a className={styles.primary} href={bookingUrl}>
                Book online
              </a>
            )}
          </section>

          <div className={styles.content}>
            <section aria-labelledby="offer-details">
              <h2 id="offer-details">About this offer</h2>
              {offer.details.length > 0 ? (
                offer.details.map((p, i) => <p key={i}>{p}</p>)
              ) : (
                <p>{offer.summary}</p>
              )}
            </section>

            {stylists.length > 0 && (
              <section aria-labelledby="offer-stylists">
                <h2 id="offer-stylists">
                  {stylists.length === 1 ? `Meet ${stylists[0]?.firstName}` : 'Choose your stylist'}
                </h2>
                <ul className={styles.stylists}>
                  {stylists.map((s) => {
                    const salon = salons.find((x) => x.id === s.salonId)
                    const from = stylistFromPence[s.id]
                    return (
                      <li key={s.id} className={styles.stylist}>
                        {s.photo && (
                          <Image
                            className={styles.stylistPhoto}
                            src={s.photo.url}
                            variants={s.photo.variants}
                            alt={s.photo.alt}
                            width={112}
                            height={112}
                          />
                        )}
                        <div>
                          <h3 className={styles.stylistName}>{s.name}</h3>
                          <p className={styles.stylistMeta}>
                            {s.levelName}
                            {salon && <> · {salon.shortName}</>}
                          </p>
                          {from != null && (
                            <p className={styles.stylistPrice}>
                              From {formatGBP(from)} with {s.firstName}
                              {facts.fromHair && <> for {facts.fromHair}</>}
                            </p>
                          )}
                          <Link
                            className={styles.profileLink}
                            href={`/team/${s.slug}`}
                            prefetch={false}
                          >
                            {s.firstName}&rsquo;s profile
                            <span className={styles.visuallyHidden}> ({s.name})</span>
                          </Link>
                        </div>
                      </li>
                    )
                  })}
                </ul>
              </section>
            )}

            <section aria-labelledby="offer-claim">
              <h2 id="offer-claim">How to claim</h2>
              <ol className={styles.steps}>
                <li>
                  <strong>Book a free consultation</strong> online, or call {callWho}. We&rsquo;ll
                  talk through what you&rsquo;d like and give you an exact price before anything
                  begins.
                </li>
                <li>
                  {offer.code ? (
                    <>
                      <strong>Quote code {offer.code}</strong> when you book to get {saving}.
                    </>
                  ) : (
                    <>
                      <strong>Mention this offer</strong> when you book, and we&rsquo;ll make sure
                      it&rsquo;s applied.
                    </>
                  )}
                </li>
                <li>
                  <strong>Having colour?</strong>{' '}
                  <SkinTestSentence rule={skinTestRule} bookingUrl={settings.links.skinTest} />
                </li>
              </ol>
            </section>

            <section aria-labelledby="offer-terms" className={styles.terms}>
              <h2 id="offer-terms">Terms</h2>
              <ul>
                <li>{offerAudienceTerm(offer.audience)}</li>
                {terms.map((t) => (
                  <li key={t}>{t}</li>
                ))}
                {skinTestRule && <li>{skinTestRule}</li>}
                {priceFrom && (
                  <li>
                    &ldquo;From&rdquo; is the lowest price our online quote gives with this offer;
                    your stylist will confirm the exact price at your consultation.
                  </li>
                )}
                <li>
                  Offer ends <time dateTime={endDay}>{endDate}</time>.
                </li>
              </ul>
            </section>
          </div>

          {salons.length > 0 && (
            <section className={styles.salons} aria-labelledby="offer-salons">
              <h2 id="offer-salons" className={styles.salonsTitle}>
                {salons.length > 1 ? 'Call your salon' : 'Call the salon'}
              </h2>
              <ul>
                {salons.map((s) => (
                  <li key={s.id}>
                    <span className={styles.salonName}>{s.name}</span>
                    <span className={styles.salonAddress}>
                      {s.address.line1}, {s.address.town} {s.address.postcode}
                    </span>
                    <a className={styles.phone} href={telHref(s.phone)}>
                      {s.phone}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>
    </div>
  )
}
