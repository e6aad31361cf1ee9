// The calculator's catalogue for a request: read once per render (React's cache), and sent
// with the page so the browser answers every choice itself.
import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/content/queries.server'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import type { QuoteCatalogue } from '@/quote'

export type Catalogue = QuoteCatalogue

export const loadCatalogue = cache(async (): Promise<Catalogue> =>
  readQuoteCatalogue(await getPayloadClient()),
)
