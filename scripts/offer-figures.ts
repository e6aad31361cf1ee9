/**
 * Prints every offer in the database as the site works it out (ADR 025, ADR 031): whether it is live
 * and why not, its saving, its computed "from" price, and the quote that reaches it, with the
 * calculator address that opens that quote. For staff checking a new offer and for the notes.
 * Usage: npm run offers:figures
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { mapOfferRule } = await import('../src/content/map')
const { readOfferWorld } = await import('../src/content/offer-world.server')
const { readQuoteCatalogue } = await import('../src/content/quote-catalogue.server')
const { offerFacts, offerStatusText, witnessText } = await import('../src/content/offers')
const { formatGBP, offerClaim, offerStatus, witnessHref } = await import('../src/quote')

const payload = await getPayload({ config })
const now = new Date()
const [cat, world, docs] = await Promise.all([
  readQuoteCatalogue(payload, { photos: false, now }),
  readOfferWorld(payload),
  payload.find({
    collection: 'offers',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    limit: 0,
    sort: 'endDate',
  }),
])
for (const doc of docs.docs) {
  const rule = mapOfferRule(doc)
  const facts = offerFacts(cat, rule)
  const worked = offerClaim(cat, rule)
  console.log(`\n${rule.slug} — ${offerStatusText(offerStatus(rule, world, now))}`)
  console.log(`  saving: ${facts.saving}${rule.code ? `, code ${rule.code}` : ''}`)
  if (!worked.carried) {
    console.log(`  from: none. ${facts.never}`)
    continue
  }
  const from = worked.claim
  const w = from.witness
  console.log(
    `  by salon: ${facts.fromBySalon.map((p) => `${p.salon} ${formatGBP(p.pence)}`).join(' · ')}`,
  )
  console.log(`  from: ${formatGBP(from.pence)} (${formatGBP(from.totalPence)} before the offer)`)
  console.log(`  quote: ${witnessText(cat, w)}`)
  const href = witnessHref(cat, w)
  console.log(`  opens: ${href}`)
}
process.exit(0)
