// The offers list's first column: the offer's title as the site shows it ("20% off your first
// visit"), not as typed ("{saving} your first visit"). Still the link to the offer.
import 'server-only'

import { DefaultCell } from '@payloadcms/ui'
import type { ClientField, DefaultServerCellComponentProps } from 'payload'

import { fillOfferText, offerWordsFactsFor } from '@/content/offers'
import { ruleOfferOf } from '@/content/offer-world.server'
import { getQuoteCatalogue } from '@/content/catalogue.server'
import type { Offer } from '@/payload-types'

// One read of the price list per list page, whatever the number of rows (the shared cached reader).
async function filledTitle(offer: Offer): Promise<string> {
  // A read that left out the rule's fields has nothing to fill from: the title as typed.
  if (offer.benefit === undefined || !offer.title.includes('{')) return offer.title
  const cat = await getQuoteCatalogue({ photos: false })
  const facts = offerWordsFactsFor(cat, ruleOfferOf(offer), offer.title)
  return fillOfferText(offer.title, { code: offer.code ?? null, endDate: offer.endDate }, facts)
}

// What the browser's cell needs of the field (the server's own field holds functions).
const TITLE_FIELD = { name: 'title', type: 'text' } as ClientField

export async function OfferTitleCell({
  cellData,
  collectionSlug,
  link,
  linkURL,
  rowData,
  viewType,
}: DefaultServerCellComponentProps) {
  const offer = rowData as Offer
  const title = typeof cellData === 'string' ? await filledTitle(offer) : cellData
  return (
    <DefaultCell
      cellData={title}
      collectionSlug={collectionSlug}
      field={TITLE_FIELD}
      link={link}
      linkURL={linkURL}
      rowData={rowData}
      viewType={viewType}
    />
  )
}
