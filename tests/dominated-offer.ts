// An offer no quote would carry, as a manager once made it: 15% off any balayage for new clients
// with two stylists, always beaten by the first-visit 20% (docs/rules.md, "Offers"). Shared by the
// integration and browser tests that check it is flagged and kept off the site.
export const dominatedOffer = (o: { slug: string; stylistIds: number[]; balayageId: number }) => ({
  title: '{saving} any balayage',
  slug: o.slug,
  kind: 'stylist',
  headline: 'Balayage season {with}',
  summary: 'Enjoy {saving} any balayage {with}, from {from}.',
  audience: 'new',
  stylists: o.stylistIds,
  appliesTo: 'colourCategories',
  colourCategories: [o.balayageId],
  benefit: 'percent',
  discountPercent: 15,
  code: 'BALAYAGE15',
  validDays: 28,
  active: true,
  endDate: '2027-06-30',
  _status: 'published',
})

/** What the admin's "On the site" says of it. */
export const NEVER_APPLIES =
  'Never applies: the offer QG20 (20% off your appointment) always gives a lower price for the quotes it covers.'
