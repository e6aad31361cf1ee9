// The admin preview's sample quote, as facts: rendered by the same quoteMessageInput as a real
// quote's messages, so the preview and the message sent can only differ by the sample's facts.
import type { MessageTemplates } from '@/content/message-templates'
import { quoteEmail, quoteMessageInput, quoteSms, type QuoteFacts } from '@/delivery/templates'
import { bookingLinkFor, percentOffPence, type QuoteSnapshot, type SnapshotOffer } from '@/quote'
import { ukDay } from '@/quote/uk-date'

const SAMPLE_TOTAL = 14800

/**
 * An invented offer for the preview (the offers themselves are edited under Offers): 20% off,
 * good for four weeks. The preview says it is a sample.
 */
export function sampleOffer(now = new Date()): SnapshotOffer {
  const after = percentOffPence(SAMPLE_TOTAL, 20)
  return {
    id: null,
    slug: 'sample',
    title: 'Sample offer: 20% off your first visit',
    code: 'SAMPLE20',
    benefit: { kind: 'percent', percent: 20 },
    saving_text: '20% off',
    saving: (SAMPLE_TOTAL - after) / 100,
    after: after / 100,
    free: null,
    expires: ukDay(new Date(now.getTime() + 28 * 24 * 60 * 60 * 1000)),
  }
}

export type SampleSalon = { id: number; name: string; phone: string | null }

/**
 * A sample quote at one of the salons (a real one, with its saved name and phone, when there
 * is one), linked with SITE_URL like every message sent.
 */
export function sampleQuoteFacts(o: {
  brandName: string
  salon: SampleSalon | null
  siteUrl: string
  templates: MessageTemplates
  withOffer: boolean
  bookingUrl?: string | null
  now?: Date
}): QuoteFacts {
  const now = o.now ?? new Date()
  const snapshot: QuoteSnapshot = {
    services: [
      { id: 1, service: 'Full head highlights', price: 98 },
      { id: 2, service: 'Cut, dry & style', price: 50 },
    ],
    total: SAMPLE_TOTAL / 100,
    regular: !o.withOffer,
    calculator_type: null,
    stylist: { id: 1, name: 'Sam Taylor', first_name: 'Sam', image: null },
    salon: o.salon ? { id: o.salon.id, name: o.salon.name } : null,
    level: { id: 1, name: 'Senior Stylist' },
    applied_offer: o.withOffer ? sampleOffer(now) : null,
  }
  return {
    clientName: 'Alex Morgan',
    link: 'Xy7aB2cD9eFgH1jK',
    createdAt: now,
    snapshot,
    salonPhone: o.salon?.phone ?? null,
    brandName: o.brandName,
    // The sample stylist has no page of her own: the group's link, as most quotes show it.
    booking: bookingLinkFor({ group: o.bookingUrl ?? null }),
    siteUrl: o.siteUrl,
    templates: o.templates,
  }
}

/** The quote e-mail and text the preview shows: the sending path's own rendering of the facts. */
export function previewQuoteMessages(facts: QuoteFacts) {
  const input = quoteMessageInput(facts)
  return { email: quoteEmail(input), sms: quoteSms(input) }
}
