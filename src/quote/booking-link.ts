// Where "Book" goes after a quote or on a profile: the stylist's own page on the booking system
// when staff gave her one, else her salon's, else the group's. One rule for every page that
// offers booking with someone (the link pages and the contact page keep the group's link).

export type BookingLink = {
  href: string
  label: string
  /** Whose link it is: the page can say more (e.g. "straight to her diary"). */
  source: 'stylist' | 'salon' | 'group'
}

type StylistLike = { firstName: string; bookingUrl?: string | null; hasLeft?: boolean }
type SalonLike = { shortName: string; bookingUrl?: string | null }

/** Only a full https address is followed; anything else (a typo, a blank) falls through. */
const usable = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(url.trim())

export function bookingLinkFor({
  stylist,
  salon,
  group,
}: {
  stylist?: StylistLike | null
  salon?: SalonLike | null
  group?: string | null
}): BookingLink | null {
  // A stylist who has left takes no bookings, whatever her old link says.
  if (stylist && !stylist.hasLeft && usable(stylist.bookingUrl))
    return {
      href: stylist.bookingUrl.trim(),
      label: `Book with ${stylist.firstName}`,
      source: 'stylist',
    }
  if (salon && usable(salon.bookingUrl))
    return { href: salon.bookingUrl.trim(), label: `Book at ${salon.shortName}`, source: 'salon' }
  if (usable(group)) return { href: group.trim(), label: 'Book online', source: 'group' }
  return null
}

/**
 * Whose salon's diary a quote or profile books into: the stylist's salon now (she may have
 * moved since the quote), or the quote's salon when there is no stylist or she has left.
 */
export function bookingSalonId(
  stylist: { salonId: number; hasLeft?: boolean } | null,
  quoteSalonId: number | null | undefined,
): number | null {
  return stylist && !stylist.hasLeft ? stylist.salonId : (quoteSalonId ?? null)
}
