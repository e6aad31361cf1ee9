// /prices on its own module: a route's first scripts hold every client component its server
// modules import, so the price list's page must not import the calculator's (ADR 050).
import 'server-only'

import { getMessageSettings, getSiteSettings } from '@/content/queries.server'
import { getQuoteCatalogue } from '@/content/catalogue.server'
import { getPriceChange } from '@/content/site-queries.server'
import { screenFor } from '@/quote'
import { formatUkDate } from '@/quote/uk-date'

import { MenuScreen } from './components/price-list'
import { QuoteStart } from './components/quote-start'
import { daySeed } from './seed'

/**
 * /prices: the price list and the kinds of appointment as server-rendered content; the
 * calculator's code comes when she starts a quote (ADR 050).
 */
export async function PriceListPage() {
  const [cat, messages, settings, change] = await Promise.all([
    getQuoteCatalogue(),
    getMessageSettings(),
    getSiteSettings(),
    getPriceChange(),
  ])
  const seed = daySeed()
  const screen = screenFor(cat, '/prices', {}, { seed })
  if (screen.kind !== 'menu') throw new Error(`/prices drew a ${screen.kind} screen`)
  return (
    <QuoteStart
      catalogue={cat}
      seed={seed}
      referralOptions={messages.referralOptions}
      brandName={settings.brandName}
    >
      <MenuScreen
        screen={screen}
        priceChange={
          change?.coming && change.pageSlug
            ? { date: formatUkDate(new Date(change.startsAt)), href: `/${change.pageSlug}` }
            : null
        }
      />
    </QuoteStart>
  )
}
