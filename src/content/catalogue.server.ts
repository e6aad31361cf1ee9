// The quote catalogue for a request, read once per render (React's cache): the one cached reader
// every page, action and API route uses. With portraits for the calculator (sent with its page,
// so the browser answers every choice itself); without them where only prices are needed.
import 'server-only'

import { cache } from 'react'

import type { QuoteCatalogue } from '@/quote'

import { getPayloadClient } from './queries.server'
import { readQuoteCatalogue } from './quote-catalogue.server'

const read = cache(async (photos: boolean): Promise<QuoteCatalogue> =>
  readQuoteCatalogue(await getPayloadClient(), { photos }),
)

export const getQuoteCatalogue = ({ photos = true }: { photos?: boolean } = {}) => read(photos)
