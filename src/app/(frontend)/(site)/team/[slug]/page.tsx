import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'
import { BackLink } from '@/components/site/back-link'
import Link from '@/components/link'
import { notFound, redirect } from 'next/navigation'

import { JsonLd } from '@/components/site/json-ld'
import { ReviewList } from '@/components/site/review-list'
import { getStylistBySlug, listReviews } from '@/content/queries.server'
import { getSalons, getSettings, getTeamMember, listTeam } from '@/content/site-queries.server'
import { bookingLinkFor } from '@/quote/booking-link'
import { formatGBP } from '@/quote/money'
import { personJsonLd } from '@/lib/seo'
import { truncate } from '@/lib/text'

import styles from '../team.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

/** Today's team is rendered at build; anyone else on first visit (then cached). */
export async function generateStaticParams() {
  return (await listTeam()).map((s) => ({ slug: s.slug }))
}

const FEED_SIZE = 6

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const stylist = await getTeamMember(slug)
  if (!stylist) return { title: 'Team member not found', robots: { index: false } }
  const { brandName } = await getSettings()
  return {
    title: `${stylist.name}, ${stylist.levelName}`,
    description: truncate(
      stylist.paragraphs[0] ?? `${stylist.name} is a ${stylist.levelName} at ${brandName}.`,
      155,
    ),
    alternates: { canonical: `/team/${stylist.slug}` },
    openGraph: stylist.photo
      ? { images: [{ url: stylist.photo.url, alt: stylist.photo.alt }] }
      : undefined,
  }
}

export default async function TeamMemberPage({ params }: Props) {
  const { slug } = await params
  const stylist = await getTeamMember(slug)
  if (!stylist) {
    // A stylist who has left has a notice page of their own.
    const left = await getStylistBySlug(slug)
    if (left?.hasLeft) redirect(`/${left.slug}`)
    notFound()
  }
  const [salons, reviews, settings] = await Promise.all([
    getSalons(),
    listReviews(stylist.slug),
    getSettings(),
  ])
  const salon = salons.find((s) => s.id === stylist.salonId) ?? null
  const booking = bookingLinkFor({ stylist, salon, group: settings.links.booking })

  return (
    <div className={`container ${styles.profile}`}>
      <BackLink href={`/team#${stylist.slug}`}>Back to the team</BackLink>
      <div className={styles.layout}>
        <div className={styles.portrait}>
          {stylist.photo && (
            <Image
              src={stylist.photo.url}
              variants={stylist.photo.variants}
              alt={stylist.photo.alt}
              width={800}
              height={1000}
              sizes="(max-width: 820px) calc(100vw - 2.5rem), 380px"
              preload
              fetchPriority="high"
            />
          )}
        </div>
        <div>
          <p className="eyebrow">{salon?.name ?? settings.brandName}</p>
          <h1>{stylist.name}</h1>
          <p className={styles.level}>{stylist.levelName}</p>
          <div className="prose">
            {stylist.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <dl className={styles.facts}>
            {stylist.averagePricePence != null && (
              <div className={styles.fact}>
                <dt>Average cut &amp; colour</dt>
                <dd>
                  {formatGBP(stylist.averagePricePence)}
                  <small>
                    An average; your quote depends on your hair and the services you choose.
                  </small>
                </dd>
              </div>
            )}
            {salon && (
              <div className={styles.fact}>
                <dt>Works at</dt>
                <dd>
                  {salon.shortName}
                  <small>
                    {salon.address.line1}, {salon.address.town}
                  </small>
                </dd>
              </div>
            )}
          </dl>
          {!stylist.acceptingNewClients && (
            <p className={styles.notice}>
              {stylist.firstName}&apos;s column is full at the moment, so {stylist.firstName}{' '}
              isn&apos;t taking new clients. Existing clients can book as usual.
            </p>
          )}
          <ul className="actions">
            <li>
              <Link href={`/prices/${stylist.slug}`} className="button">
                Get a quote
              </Link>
            </li>
            {booking && (
              <li>
                <a
                  href={booking.href}
                  className="button button-ghost"
                  data-booking={booking.source}
                >
                  {booking.label}
                </a>
              </li>
            )}
            <li>
              <Link href={`/reviews/${stylist.slug}`} className="button button-ghost">
                Reviews for {stylist.firstName}
              </Link>
            </li>
          </ul>

          <section className={styles.reviews} aria-labelledby="feed-heading">
            <h2 id="feed-heading">What clients say about {stylist.firstName}</h2>
            {reviews.length > 0 ? (
              <>
                <ReviewList reviews={reviews.slice(0, FEED_SIZE)} hideStylist />
                {reviews.length > FEED_SIZE && (
                  <p>
                    <Link href={`/reviews/${stylist.slug}`} className="text-link">
                      Read all {reviews.length} reviews for {stylist.firstName}
                    </Link>
                  </p>
                )}
              </>
            ) : (
              <p className="muted">
                No reviews for {stylist.firstName} yet — be the first after your appointment.
              </p>
            )}
          </section>
        </div>
      </div>
      <JsonLd data={personJsonLd(stylist, salon)} />
    </div>
  )
}
