// The shape of the leaving preview, apart from the server code that answers it, so the admin's
// client panel can read it without importing server modules (ADR 037).
import type { OfferWordField } from '@/quote/stylist-leaving'

/** What the admin's panel shows before she leaves. */
export type LeavingPreview = {
  firstName: string
  offers: {
    id: number
    title: string
    status: string
    others: string[]
    canCarryOn: boolean
    /**
     * Its title and address if it carries on, its words (as staff write them, placeholders and
     * all), and why any of them would be refused, so the dialog asks for those in place.
     */
    carryOn: {
      title: string
      address: string
      words: Record<OfferWordField, string>
      problems: Partial<Record<OfferWordField, string>>
    } | null
  }[]
  quotes: {
    id: number
    name: string
    createdAt: string
    what: string
    left: string
  }[]
}
