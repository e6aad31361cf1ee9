// An offer's title in staff notices (the dashboard's offers stopped elsewhere, a stylist's
// "before she leaves" panel): filled as the site fills it (fillOfferText), except that a
// placeholder with nothing to show is left out with the word leading into it — an offer off the
// site has no "from" (no quote carries it), and an offer may have no code — so a notice never
// reads "colour and cut from : Zoe has left". Pure.
import { fillOfferText, type OfferFacts } from '@/content/offers'
import type { Offer } from './types'

/** The word that leads into each placeholder that may be empty, left out with it. */
const LEADS_INTO = { from: 'from', code: 'with\\s+(?:the\\s+)?code|code' } as const

export function offerTitleForStaff(
  title: string,
  offer: Pick<Offer, 'code' | 'endDate'>,
  facts: OfferFacts,
): string {
  const empty = (Object.keys(LEADS_INTO) as (keyof typeof LEADS_INTO)[]).filter((name) =>
    name === 'from' ? facts.fromPence == null : !offer.code,
  )
  if (empty.length === 0) return fillOfferText(title, offer, facts)
  let text = title
  for (const name of empty)
    text = text.replace(
      new RegExp(`\\s*(?:\\b(?:${LEADS_INTO[name]})\\s+)?\\{${name}\\}`, 'gi'),
      '',
    )
  const tidy = fillOfferText(text, offer, facts)
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.:;!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.:;–—-]+|[\s,:;–—-]+$/g, '')
  // A title that began with the price now begins with what followed it.
  return new RegExp(`^\\s*\\{(?:${empty.join('|')})\\}`).test(title)
    ? tidy.charAt(0).toUpperCase() + tidy.slice(1)
    : tidy
}
