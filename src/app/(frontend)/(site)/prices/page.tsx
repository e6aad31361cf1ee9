import type { Metadata } from 'next'

import { PriceListPage } from '@/calculator/price-list-page.server'

export const metadata: Metadata = {
  title: 'Prices and online quote',
  description:
    'Our price list, with the lowest price a new client can be quoted for every service, and an exact quote for your hair in a few taps.',
  alternates: { canonical: '/prices' },
}

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

/**
 * The price list first, then the quote: the list is the server's, and the calculator takes the
 * page over from her first tap (ADR 012, ADR 050).
 */
export default function PricesPage() {
  return <PriceListPage />
}
