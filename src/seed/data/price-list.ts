// Demo price list and levels. Prices in pounds as staff enter them.

// Experience ranges follow one another without overlapping; the profile's
// "average cut & colour" is computed from the price list, not typed per level.
// Most junior first: the rank is the position; only the New Starter level has its rules.
export const levels = [
  { name: 'New Starter', adapter: -81.41, experience: 'Under 6 months', newStarterRules: true },
  { name: 'Apprentice', adapter: -65.05, experience: '6 months – 1 year' },
  { name: 'Junior Stylist', adapter: -51.72, experience: '1–2 years' },
  { name: 'Graduate Stylist', adapter: -38.38, experience: '2–3 years' },
  { name: 'New Stylist', adapter: -20, experience: '3–4 years' },
  { name: 'Stylist', adapter: 0, experience: '4–5 years' },
  { name: 'Advanced Stylist', adapter: 6.26, experience: '5–7 years' },
  { name: 'Senior Stylist', adapter: 12.32, experience: '7–10 years' },
  { name: 'Advanced Senior', adapter: 25.3, experience: '10+ years' },
].map((l, i) => ({ ...l, rank: i + 1, newStarterRules: l.newStarterRules === true }))

export type SeedColourCategory = {
  code: number
  name: string
  /** One line under the category in the calculator and the price list (max ~160 characters). */
  description: string
  guidance: string
  skipAddOn: boolean
  addOnGroup?: number
  newStarterRestricted: boolean
}

export const colourCategories: SeedColourCategory[] = [
  {
    code: 0,
    name: 'Roots / roots and refresh (Classic Colour)',
    description:
      'Covers greys and regrowth at the roots; roots and refresh also revives faded mid-lengths and ends.',
    guidance:
      'For covering greys or keeping your existing colour fresh. Roots covers regrowth up to about 2.5 cm; roots and refresh also revives the mid-lengths and ends so the colour is even from root to tip.',
    skipAddOn: true,
    newStarterRestricted: false,
  },
  {
    code: 1,
    name: 'Full head colour',
    description:
      'One shade from roots to ends, for a new colour or full grey coverage.',
    guidance:
      'One colour applied all over, from a rich brunette to a warm copper. Choose the length that matches yours: short is above the chin, mid is to the shoulders, long is below them.',
    skipAddOn: false,
    addOnGroup: 3,
    newStarterRestricted: false,
  },
  {
    code: 2,
    name: 'Foiling',
    description:
      'Highlights or lowlights painted onto fine sections and wrapped in foil, for brightness and dimension.',
    guidance:
      'Highlights or lowlights woven through the hair in foils, for brightness and dimension. Top-ups are usually every 8–10 weeks. Prices are for the foils alone: you choose a toner and your finish next, and each is added to your quote as its own line.',
    skipAddOn: false,
    addOnGroup: 1,
    newStarterRestricted: false,
  },
  {
    code: 3,
    name: 'Balayage',
    description:
      'Colour painted freehand onto the hair: soft and natural, and it grows out without a hard line.',
    guidance:
      'Hand-painted, soft and lived-in colour that grows out beautifully. Your stylist will tone it to finish, so there is no separate add-on to choose.',
    skipAddOn: true,
    newStarterRestricted: true,
  },
  {
    code: 4,
    name: 'Full head bleaching',
    description:
      'Lightens the whole head to a pale blonde, ready for a toner: for platinum, icy and pastel shades.',
    guidance:
      'For platinum and icy blondes. Bleaching always needs a toner afterwards, which you choose next; we include a bond builder option to protect the hair.',
    skipAddOn: false,
    addOnGroup: 2,
    newStarterRestricted: true,
  },
  {
    code: 5,
    name: 'Vivids',
    description:
      'Bright fashion shades such as pink, blue or purple, usually on lightened hair.',
    guidance:
      'Bold fashion shades — pinks, blues, purples and more. Pre-lightening is usually needed first; a consultation helps us plan the right shade for you.',
    skipAddOn: true,
    newStarterRestricted: true,
  },
  {
    code: 6,
    name: 'Corrective colouring',
    description:
      'Putting right colour that went wrong, or a big change such as dark to light, over one or more sessions.',
    guidance:
      'Fixing colour that has not gone to plan, or a big change of direction. Corrective work is priced per session and always starts with a free consultation.',
    skipAddOn: true,
    newStarterRestricted: true,
  },
]

export type SeedService = {
  service: string
  price: number
  productPrice?: number
  cat1: 1 | 2 | 3 | 4 | 5 | 6
  cat2: number
  newStarterRestricted?: boolean
  description?: string
}

export const services: SeedService[] = [
  // Finishes (cat1 1)
  { service: 'Cut, dry & style', price: 49.5, cat1: 1, cat2: 0, description: 'A wash, a cut to keep or change your shape, and a blow-dry.' },
  { service: 'Dry & style', price: 33, cat1: 1, cat2: 0, description: 'A wash and blow-dry, with no cut.' },
  { service: 'Restyle cut, dry & style', price: 60.5, cat1: 1, cat2: 0, description: 'A big change of shape, with extra time.' },
  { service: 'Fringe trim & dry', price: 22, cat1: 1, cat2: 0 },
  // Colour services (cat1 2, cat2 = colour category)
  { service: 'Roots', price: 33, productPrice: 18.8, cat1: 2, cat2: 0, description: 'Colour on the regrowth only, up to about 2.5 cm.' },
  { service: 'Roots & refresh', price: 49.5, productPrice: 24, cat1: 2, cat2: 0, description: 'Your roots, plus colour taken through the lengths to revive faded ends.' },
  { service: 'Full head colour — short', price: 33, productPrice: 18.8, cat1: 2, cat2: 1, description: 'One colour all over a short crop or pixie: less colour, less time.' },
  // Longer hair is priced by the length she gives (ADR 051), no longer a service of its own.
  { service: 'Full head colour', price: 49.5, productPrice: 24, cat1: 2, cat2: 1, description: 'One colour from roots to ends, priced by how long and thick your hair is.' },
  { service: 'Full head foils', price: 66, productPrice: 32, cat1: 2, cat2: 2, newStarterRestricted: true, description: 'Foils through the whole head, for brightness all over.' },
  { service: 'Half head foils', price: 49.5, productPrice: 24, cat1: 2, cat2: 2, description: 'Foils on the top and sides: the parts you see most.' },
  { service: 'Top parting foils', price: 33, productPrice: 18.8, cat1: 2, cat2: 2, description: 'A few foils along your parting, to stay bright between fuller appointments.' },
  { service: 'Face frame foils', price: 22, productPrice: 9.4, cat1: 2, cat2: 2, description: 'Foils around your face only, for a bright frame at a lower price.' },
  { service: 'Balayage — face frame', price: 49.5, productPrice: 28, cat1: 2, cat2: 3, description: 'Hand-painted brightness around your face only.' },
  { service: 'Balayage — half head', price: 77, productPrice: 35.5, cat1: 2, cat2: 3 },
  { service: 'Balayage — full head', price: 112.2, productPrice: 46.25, cat1: 2, cat2: 3 },
  { service: 'Bleach roots', price: 49.5, productPrice: 25, cat1: 2, cat2: 4, description: 'Lightens your regrowth to match the blonde you already have.' },
  { service: 'Full head bleach', price: 66, productPrice: 32, cat1: 2, cat2: 4, description: 'Lightens every strand, roots to ends, priced by how long and thick your hair is.' },
  { service: 'Vivid panels or peekaboo', price: 44, productPrice: 20, cat1: 2, cat2: 5, description: 'A section of bright colour at the front or hidden underneath.' },
  { service: 'Vivids — full head', price: 88, productPrice: 45, cat1: 2, cat2: 5 },
  { service: 'Colour correction — half day session', price: 99, productPrice: 40, cat1: 2, cat2: 6 },
  { service: 'Colour correction — full day session', price: 176, productPrice: 70, cat1: 2, cat2: 6 },
  // Colour add-ons (cat1 3, cat2 = add-on group; 0 = offered with every category)
  { service: 'None', price: 0, cat1: 3, cat2: 0 },
  { service: 'Toner', price: 7.25, productPrice: 4, cat1: 3, cat2: 1, description: 'A sheer colour over lightened hair that takes out yellow or brassy tones.' },
  { service: 'Complex toner', price: 15.4, productPrice: 8, cat1: 3, cat2: 1, description: 'Two or more toner shades placed in sections, for a more tailored blonde.' },
  { service: 'Root smudge', price: 11, productPrice: 6, cat1: 3, cat2: 1, description: 'Blurs the line between your roots and the lighter hair, so it grows out softly.' },
  { service: 'Toner after bleach', price: 15.4, productPrice: 8, cat1: 3, cat2: 2, description: 'Sets the shade of freshly bleached hair, e.g. icy, pearl or champagne.' },
  { service: 'Double toner after bleach', price: 22, productPrice: 12, cat1: 3, cat2: 2, description: 'Two toners, one after the other, for the palest or pastel blondes.' },
  { service: 'Gloss & tone', price: 15.4, productPrice: 8, cat1: 3, cat2: 3, description: 'A see-through gloss that refreshes your shade and adds shine; it fades gently over 4–6 weeks.' },
  { service: 'Face frame brightening', price: 22, productPrice: 9.4, cat1: 3, cat2: 3, description: 'A few lighter pieces around your face, to brighten your complexion.' },
  // Plex (cat1 5, cat2 1) — flat price
  { service: 'None', price: 0, cat1: 5, cat2: 1 },
  { service: 'Bond builder added to colour', price: 5, cat1: 5, cat2: 1, description: 'Often called plex: mixed into your colour to protect the inside of each hair while it lightens.' },
  { service: 'Bond builder — standard', price: 12, cat1: 5, cat2: 1, description: 'Often called plex: a treatment at the basin that repairs bonds broken by colour or heat.' },
  { service: 'Bond builder — intensive two-step', price: 20, cat1: 5, cat2: 1, description: 'Plex during and after your colour, for very light or fragile hair.' },
  // Treatments (cat1 5, cat2 2) — flat price
  { service: 'None', price: 0, cat1: 5, cat2: 2 },
  { service: 'Hydrating mask', price: 15, cat1: 5, cat2: 2, description: 'A rich mask for dry hair, left on while you relax.' },
  { service: 'Scalp detox', price: 20, cat1: 5, cat2: 2, description: 'Cleanses the scalp, lifts product build-up and calms itchiness.' },
  { service: 'Revitalise repair treatment', price: 25, cat1: 5, cat2: 2, description: 'Our deepest repair for dry, damaged or over-processed hair.' },
  // Finish add-ons (cat1 4)
  { service: 'None', price: 0, cat1: 4, cat2: 0 },
  { service: 'Curls or waves', price: 11, cat1: 4, cat2: 0, description: 'A finishing touch: curls or loose waves with tongs or a wand.' },
  { service: 'Straightening finish', price: 8.8, cat1: 4, cat2: 0, description: 'A finishing touch: sleek and straight with irons.' },
  { service: 'Plait or braid', price: 16.5, cat1: 4, cat2: 0, description: 'A finishing touch: a plait or braid added to your style.' },
  { service: 'Hair up for an occasion', price: 27.5, cat1: 4, cat2: 0, description: 'An up-do for a wedding, party or prom, pinned to last the day.' },
  // Men's cuts (cat1 6, cat2 0) — New Starters do not cut men's hair
  { service: 'Clipper cut', price: 22, cat1: 6, cat2: 0, newStarterRestricted: true, description: 'Clippers all over, or a short back and sides.' },
  { service: "Men's wash, cut & style", price: 33, cat1: 6, cat2: 0, newStarterRestricted: true },
  { service: "Men's restyle", price: 49.5, cat1: 6, cat2: 0, newStarterRestricted: true },
  // Men's colours (cat1 6, cat2 1)
  { service: 'None', price: 0, cat1: 6, cat2: 1 },
  { service: 'Grey blending', price: 15.4, productPrice: 8, cat1: 6, cat2: 1, description: 'Softens greys so they blend in rather than vanish; fades naturally over 4–6 weeks.' },
  { service: "Men's full head colour", price: 33, productPrice: 18.8, cat1: 6, cat2: 1 },
  { service: "Men's highlights", price: 66, productPrice: 37.6, cat1: 6, cat2: 1 },
]

// Her hair's bands (ADR 051): each measure's first band is the price list's own price.
export type SeedHairBand = {
  measure: 'length' | 'thickness'
  rank: number
  name: string
  description: string
  /** "Not sure" is priced as this band. */
  unsure?: boolean
  art: { length: 'short' | 'medium' | 'long' | 'extra-long' } | { thickness: 'fine' | 'medium' | 'thick' }
}

export const hairBands: SeedHairBand[] = [
  { measure: 'length', rank: 1, name: 'Short', description: 'Above the chin', art: { length: 'short' } },
  { measure: 'length', rank: 2, name: 'Medium', description: 'Chin to shoulders', unsure: true, art: { length: 'medium' } },
  { measure: 'length', rank: 3, name: 'Long', description: 'Shoulders to bra strap', art: { length: 'long' } },
  { measure: 'length', rank: 4, name: 'Extra long', description: 'Below the bra strap', art: { length: 'extra-long' } },
  { measure: 'thickness', rank: 1, name: 'Fine', description: 'A ponytail less than 5 cm round', art: { thickness: 'fine' } },
  { measure: 'thickness', rank: 2, name: 'Medium', description: 'A ponytail 5 to 10 cm round', unsure: true, art: { thickness: 'medium' } },
  { measure: 'thickness', rank: 3, name: 'Thick', description: 'A ponytail over 10 cm round; slow to dry', art: { thickness: 'thick' } },
]

/** The names a supplement may give a band by: its own, and "thickness:Medium" (always unique). */
export const bandKeys = (b: SeedHairBand): string[] =>
  hairBands.filter((x) => x.name === b.name).length === 1
    ? [b.name, `${b.measure}:${b.name}`]
    : [`${b.measure}:${b.name}`]

/** A supplement by band name ("Long"; a name both measures have as "thickness:Medium"). */
export type SeedSupplement = { band: string; percent?: number; amount?: number; minutes?: number }

/** What longer and thicker hair adds, by colour category code, as a salon would charge it. */
export const categorySupplements: Record<number, SeedSupplement[]> = {
  // Full head colour, balayage and full-head bleach: more product and time on longer, thicker hair.
  1: [
    { band: 'Long', percent: 20, minutes: 15 },
    { band: 'Extra long', percent: 35, minutes: 30 },
    { band: 'Thick', amount: 10, minutes: 15 },
  ],
  3: [
    { band: 'Long', percent: 20, minutes: 30 },
    { band: 'Extra long', percent: 35, minutes: 60 },
    { band: 'Thick', amount: 10, minutes: 20 },
  ],
  4: [
    { band: 'Long', percent: 20, minutes: 30 },
    { band: 'Extra long', percent: 35, minutes: 45 },
    { band: 'Thick', amount: 10, minutes: 15 },
  ],
}

/** A service's own rows, by name: they win over its category's, band by band. */
export const serviceSupplements: Record<string, SeedSupplement[]> = {
  // Face-framing balayage and bleached roots take the same whatever the lengths; foils are
  // priced by how much of the head (full, half, parting), not by length.
  'Balayage — face frame': [
    { band: 'Long', percent: 0 },
    { band: 'Extra long', percent: 0 },
    { band: 'Thick', amount: 0 },
  ],
  // A short crop is its own price: its length is the service.
  'Full head colour — short': [
    { band: 'Long', percent: 0 },
    { band: 'Extra long', percent: 0 },
    { band: 'Thick', amount: 0 },
  ],
  'Bleach roots': [
    { band: 'Long', percent: 0 },
    { band: 'Extra long', percent: 0 },
    { band: 'Thick', amount: 0 },
  ],
}

/** About how long each service takes for short, fine hair, in minutes (by name). */
export const serviceMinutes: Record<string, number> = {
  'Cut, dry & style': 60,
  'Dry & style': 45,
  'Restyle cut, dry & style': 90,
  'Fringe trim & dry': 20,
  Roots: 75,
  'Roots & refresh': 90,
  'Full head colour — short': 90,
  'Full head colour': 105,
  'Full head foils': 150,
  'Half head foils': 120,
  'Top parting foils': 75,
  'Face frame foils': 60,
  'Balayage — face frame': 90,
  'Balayage — half head': 150,
  'Balayage — full head': 210,
  'Bleach roots': 120,
  'Full head bleach': 150,
  'Vivid panels or peekaboo': 120,
  'Vivids — full head': 240,
  'Colour correction — half day session': 240,
  'Colour correction — full day session': 480,
  Toner: 20,
  'Complex toner': 30,
  'Root smudge': 20,
  'Toner after bleach': 30,
  'Double toner after bleach': 45,
  'Gloss & tone': 30,
  'Face frame brightening': 30,
  'Bond builder added to colour': 0,
  'Bond builder — standard': 15,
  'Bond builder — intensive two-step': 30,
  'Hydrating mask': 15,
  'Scalp detox': 20,
  'Revitalise repair treatment': 30,
  'Curls or waves': 15,
  'Straightening finish': 15,
  'Plait or braid': 20,
  'Hair up for an occasion': 45,
  'Clipper cut': 20,
  "Men's wash, cut & style": 30,
  "Men's restyle": 45,
  'Grey blending': 20,
  "Men's full head colour": 45,
  "Men's highlights": 75,
}
