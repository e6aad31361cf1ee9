// Every calculator route renders the same client component for its address: the server
// answers the first request (and every request of a visitor without JavaScript), the browser
// answers each choice after that (ADR 012).
import 'server-only'

import { redirect } from 'next/navigation'

import { getMessageSettings, getSiteSettings } from '@/content/queries.server'
import { screenFor, type Params } from '@/quote'

import { getQuoteCatalogue } from '@/content/catalogue.server'
import { QuoteFlow } from './components/quote-flow'
import { daySeed } from './seed'

export type SearchParams = Promise<Params>

export async function CalculatorPage({
  pathname,
  searchParams,
}: {
  pathname: string
  searchParams?: SearchParams
}) {
  const [cat, params, messages, settings] = await Promise.all([
    getQuoteCatalogue(),
    searchParams ?? Promise.resolve({}),
    getMessageSettings(),
    getSiteSettings(),
  ])
  const seed = daySeed()
  const screen = screenFor(cat, pathname, params, { seed })
  if (screen.kind === 'redirect') redirect(screen.to)
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    for (const one of Array.isArray(v) ? v : v == null ? [] : [v]) query.append(k, one)
  }
  const q = query.toString()
  return (
    <QuoteFlow
      catalogue={cat}
      initialHref={q ? `${pathname}?${q}` : pathname}
      initialScreen={screen}
      seed={seed}
      referralOptions={messages.referralOptions}
      brandName={settings.brandName}
    />
  )
}
