// Structured data (schema.org JSON-LD) and absolute URLs for the public pages.
// Builders return plain objects; <JsonLd> (src/components/site/json-ld.tsx) prints them.
import { offerKindLabel, type OfferFacts } from '@/content/offers'
import type { BlogPost, Offer, OfferKind, Salon, SiteSettings, Stylist } from '@/content/types'
import { offerDay } from '@/quote/offer-status'
import { env } from '@/env.server'

import { specialOpeningHours } from './opening-times'

export type JsonLdObject = Record<string, unknown>

export const siteUrl = (): string => env.SITE_URL.replace(/\/+$/, '')

/** Absolute URL for a site path or an upload URL ('/cms-api/media/file/…'). */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`

const DAY_URL: Record<string, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
}

/** '+44 1632 960412' from '01632 960 412' (schema.org prefers international numbers). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits
  return digits.startsWith('0') ? `+44${digits.slice(1)}` : digits
}

export const salonId = (salon: Pick<Salon, 'id'>) => `${siteUrl()}/contact#salon-${salon.id}`

export function hairSalonJsonLd(
  salon: Salon,
  settings: SiteSettings,
  now: Date = new Date(),
): JsonLdObject {
  const special = specialOpeningHours(salon.holidayHours, now)
  const sameAs = [
    settings.links.instagram,
    settings.links.facebook,
    settings.links.pinterest,
    settings.links.tiktok,
  ].filter((l): l is string => Boolean(l))
  return {
    '@context': 'https://schema.org',
    '@type': salon.isAcademy ? ['HairSalon', 'EducationalOrganization'] : 'HairSalon',
    '@id': salonId(salon),
    name: salon.name,
    description: salon.blurb || undefined,
    url: `${siteUrl()}/salon`,
    image: salon.image ? absoluteUrl(salon.image.url) : undefined,
    logo: settings.logo ? absoluteUrl(settings.logo.url) : undefined,
    telephone: internationalPhone(salon.phone),
    email: salon.email ?? undefined,
    priceRange: '££',
    currenciesAccepted: 'GBP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: [salon.address.line1, salon.address.line2].filter(Boolean).join(', '),
      addressLocality: salon.address.town,
      postalCode: salon.address.postcode,
      addressCountry: 'GB',
    },
    openingHoursSpecification: salon.openingTimes
      .filter((t) => !t.closed && t.opens && t.closes)
      .map((t) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_URL[t.day] ?? t.day,
        opens: t.opens,
        closes: t.closes,
      })),
    specialOpeningHoursSpecification: special.length ? special : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  }
}

export function blogPostingJsonLd(post: BlogPost, settings: SiteSettings): JsonLdObject {
  const url = `${siteUrl()}/blog/${post.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    image: post.image ? absoluteUrl(post.image.url) : undefined,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: settings.brandName,
      logo: settings.logo
        ? { '@type': 'ImageObject', url: absoluteUrl(settings.logo.url) }
        : undefined,
    },
  }
}

export function personJsonLd(stylist: Stylist, salon: Salon | null): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${siteUrl()}/team/${stylist.slug}`,
    url: `${siteUrl()}/team/${stylist.slug}`,
    name: stylist.name,
    givenName: stylist.firstName,
    familyName: stylist.lastName,
    jobTitle: stylist.levelName || 'Hairdresser',
    image: stylist.photo ? absoluteUrl(stylist.photo.url) : undefined,
    description: stylist.paragraphs[0],
    worksFor: salon ? { '@type': 'HairSalon', '@id': salonId(salon), name: salon.name } : undefined,
  }
}

/** Serialises JSON-LD for a <script> element: '<' is escaped so content cannot close the tag. */
export const serialiseJsonLd = (data: JsonLdObject | JsonLdObject[]): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')

const offerItem = (kind: OfferKind): string =>
  kind === 'extensions'
    ? 'Hair extensions'
    : kind === 'stylist' || kind === 'combination'
      ? 'Colour and cut'
      : 'Hairdressing'

/** schema.org `Offer` for an offer page (https://schema.org/Offer). */
export function offerJsonLd(input: {
  offer: Offer
  facts: OfferFacts
  url: string
  salons: readonly Salon[]
  brandName: string
  siteUrl: string
}): Record<string, unknown> {
  const { offer, facts, url, salons, brandName, siteUrl } = input
  const end = offerDay(offer.endDate)
  const start = offerDay(offer.startDate)
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    description: offer.summary,
    url,
    category: offerKindLabel(offer.kind),
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Service',
      name: offerItem(offer.kind),
      provider: { '@type': 'Organization', name: brandName, url: siteUrl },
    },
  }
  if (start) ld.validFrom = start
  if (end) ld.validThrough = end
  if (facts.fromPence != null) {
    ld.priceCurrency = 'GBP'
    ld.priceSpecification = {
      '@type': 'PriceSpecification',
      minPrice: facts.fromPence / 100,
      priceCurrency: 'GBP',
      description: `The lowest price with the offer (${facts.saving})`,
    }
  }
  const sellers = salons.map((s) => ({
    '@type': 'HairSalon',
    name: s.name,
    telephone: s.phone,
    url: siteUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [s.address.line1, s.address.line2].filter(Boolean).join(', '),
      addressLocality: s.address.town,
      postalCode: s.address.postcode,
      addressCountry: 'GB',
    },
  }))
  ld.offeredBy =
    sellers.length === 1
      ? sellers[0]
      : sellers.length > 1
        ? sellers
        : { '@type': 'Organization', name: brandName, url: siteUrl }
  return ld
}
