import type { Metadata } from 'next'

import { getLiveOffer } from '@/content/offer-queries.server'
import { offerPath } from '@/content/offers'
import { getSiteSettings } from '@/content/queries.server'

/**
 * Title, description, canonical address and Open Graph details of an offer page. The text
 * message page has the same content as the web page, so both name the web page as canonical.
 */
export async function offerMetadata(slug: string): Promise<Metadata> {
  const [offer, settings] = await Promise.all([getLiveOffer(slug), getSiteSettings()])
  // Not live: the page answers 404 (offers/_components/offer-not-found.tsx).
  if (!offer) {
    return {
      title: 'Offer no longer running',
      alternates: { canonical: '/offers' },
      robots: { index: false },
    }
  }
  const canonical = offerPath(offer.slug)
  // The offer's generated card (offers/[slug]/og.png), for the text-message page too.
  const ogImage = {
    url: `${canonical}/og.png`,
    width: 1200,
    height: 630,
    alt: offer.headline,
    type: 'image/png',
  }
  return {
    title: offer.title,
    description: offer.summary,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: settings.brandName,
      locale: 'en_GB',
      title: offer.headline,
      description: offer.summary,
      url: canonical,
      images: [ogImage],
    },
    twitter: { card: 'summary_large_image', title: offer.headline, description: offer.summary },
  }
}
