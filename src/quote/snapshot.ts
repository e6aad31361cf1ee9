import type { QuoteOffer } from './rules'

/**
 * A saved quote as it was when she saved it (decisions item 5): its lines, prices, stylist,
 * salon and total, and the offer promised with it. Later price changes never alter it. Written
 * by the save, read by the quote page, the API, the messages and the admin.
 */
export type QuoteSnapshot = {
  services: { id: number; service: string; price: number }[]
  total: number
  regular: boolean
  calculator_type: string | null
  stylist: { id: number; name: string; first_name: string; image: string | null } | null
  salon: { id: number; name: string } | null
  level: { id: number; name: string }
  /** The first-visit offer promised with the quote (new clients; absent before offers were settings). */
  offer?: QuoteOffer | null
}
