import { OfferCards } from '@/components/site/offer-cards'
import { listLiveOffers } from '@/content/offer-queries.server'
import type { PageBlockOf } from '@/content/types'

export async function OffersView({ block }: { block: PageBlockOf<'offers'> }) {
  // Live offers only (offerStatus): none while "Hide all offers" is ticked.
  const offers = await listLiveOffers()
  const shown = offers.slice(0, block.limit ?? undefined)
  if (shown.length === 0) return null
  return (
    <div>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="lede">{block.intro}</p>}
      <OfferCards offers={shown} headingLevel={block.heading ? 3 : 2} />
    </div>
  )
}
