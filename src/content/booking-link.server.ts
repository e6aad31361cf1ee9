// Where "Book" goes for a quote or a profile, read from the CMS: one read for the saved quote
// page and the quote e-mail, so both name the same diary (bookingLinkFor decides which).
import 'server-only'

import type { Payload } from 'payload'

import { bookingLinkFor, bookingSalonId, type BookingLink } from '@/quote'

import { mapSalon, mapStylist } from './map'

/** Her own booking page, else her salon's (bookingSalonId), else the group's. */
export async function readBookingLink(
  payload: Payload,
  ids: { stylistId?: number | null; salonId?: number | null },
  group: string | null,
): Promise<BookingLink | null> {
  const doc =
    ids.stylistId == null
      ? null
      : await payload.findByID({
          collection: 'stylists',
          id: ids.stylistId,
          depth: 0,
          disableErrors: true,
        })
  const stylist = doc ? mapStylist(doc) : null
  const salonId = bookingSalonId(stylist, ids.salonId)
  const salon =
    salonId == null
      ? null
      : await payload.findByID({ collection: 'salons', id: salonId, depth: 0, disableErrors: true })
  return bookingLinkFor({ stylist, salon: salon ? mapSalon(salon) : null, group })
}
