// Plain shapes of the demo content. The seed maps these onto Payload collections;
// keeping them free of Payload types lets the content be read and reviewed as data.

export type SeedSalon = {
  id: 1 | 2 | 3
  name: string
  shortName: string
  isAcademy: boolean
  addressLines: string[] // street lines, without town / postcode
  town: string
  postcode: string
  phone: string // display form, e.g. '01632 960 123'
  email: string
  blurb: string // two or three sentences
  openingTimes: { day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'; opens?: string; closes?: string; closed?: boolean }[]
  /** Dated exceptions to the week, e.g. Christmas Day; date is the UK day '2026-12-25'. */
  holidayHours: { date: string; opens?: string; closes?: string; closed?: boolean; note: string }[]
  history: string[] // paragraphs for the /salon page
  bookingUrl?: string // the salon's own diary on the booking system (https)
}

export type SeedStylist = {
  firstName: string
  lastName: string
  slug: string // kebab-case first-last
  salonId: 1 | 2 | 3
  levelId: number // 1..9 (1 New Starter ... 9 Advanced Senior)
  paragraphs: [string, string, string?]
  acceptingNewClients: boolean
  hasLeft: boolean
  leftNotice?: string // only when hasLeft
  alternativeSlugs?: string[] // only when hasLeft: stylists to suggest instead
  bookingUrl?: string // her own page on the booking system (https)
}

export type SeedReview = {
  review: string
  client: string // first name and initial, e.g. 'Hannah P.'
  stylistSlug: string
  rating: 1 | 2 | 3 | 4 | 5
  date: string // ISO date, 2024-2026
}

export type SeedPost = {
  slug: string
  title: string
  author: string
  date: string // ISO date
  paragraphs: string[] // plain text paragraphs; '## ' prefix marks a heading
  alt: string // describes the generated cover (see art-direction.ts)
}

export type SeedNewsItem = {
  slug: string
  title: string
  body: string // 200-400 characters of plain text
  author: string
  date: string
  link: string // site path it points to, e.g. '/offers' or '/blog/some-slug'
  alt: string
}

export type OfferKind = 'general' | 'stylist' | 'combination' | 'seasonal' | 'first-appointment' | 'extensions'

/** An offer as a rule (src/quote/offers.ts); services and categories by name, stylists by slug. */
export type SeedOffer = {
  slug: string // e.g. 'general', 'autumn', 'newyear', 'spring', 'extensions', 'first-appointment', stylist slug, 'jade-and-oscar'
  kind: OfferKind
  // Texts use {from}, {saving}, {code} and {ends}: no typed prices (the admin refuses them).
  title: string
  headline: string
  summary: string // one or two sentences for the offer card
  details: string[] // paragraphs for the offer page
  audience: 'new' | 'returning' | 'everyone'
  stylistSlugs: string[]
  appliesTo:
    | { kind: 'anything' }
    | { kind: 'type'; types: ('Colour' | 'CuttingStyling' | 'Men')[] }
    | { kind: 'colourCategories'; categories: string[] }
    | { kind: 'services'; services: string[] }
    | { kind: 'colourAndCut'; cuts: string[] }
  benefit:
    | { kind: 'percent'; percent: number }
    | { kind: 'amount'; pounds: number }
    | { kind: 'free'; service: string }
  code: string
  validDays?: number
  active: boolean
  smsVariant: boolean // also served at /sms/{slug}
  startDate?: string
  endDate: string // ISO date
}

export type SeedBanner = { title: string; url: string; alt: string; hue: number }
export type SeedTile = { brand: string; title: string; description: string; url: string; hue: number }

// ---------------------------------------------------------------------------
// Art direction for the generated images (see art-direction.ts)
// ---------------------------------------------------------------------------

export type HairStyle =
  | 'bob'
  | 'lob'
  | 'long'
  | 'shag'
  | 'pixie'
  | 'curls'
  | 'afro'
  | 'plaits'
  | 'top-knot'
  | 'updo'
  | 'locs'
  | 'fade'
  | 'buzz'
  | 'man-bun'
  | 'crop'

/** One person, drawn head and shoulders: face, skin, hair and clothes. */
export type SeedLook = {
  face: 'oval' | 'round' | 'square' | 'heart' | 'long'
  skin: string
  eyes: { shape: 'almond' | 'round' | 'hooded' | 'upturned'; colour: string }
  brows: 'soft' | 'straight' | 'arched' | 'bold'
  nose: 'button' | 'straight' | 'broad' | 'long'
  mouth: 'smile' | 'grin' | 'soft' | 'laugh'
  lips?: string // a lipstick; natural lips otherwise
  hair: {
    style: HairStyle
    colour: string // at the roots
    ends?: string // balayage, ombré, faded tips: the colour the lengths melt into
    part?: 'middle' | 'left' | 'right'
    fringe?: 'blunt' | 'curtain'
    length?: number // flowing styles: where the ends fall, 600 (chin) to 900 (mid-back)
    wave?: number // 0 straight to 1 loose waves
    top?: 'twists' | 'quiff' // fade: what sits on top
  }
  beard?: 'stubble' | 'short' | 'full'
  glasses?: 'round' | 'square'
  earrings?: 'hoops' | 'studs' | 'drops'
  freckles?: boolean
  top: string // clothing colour
  neckline?: 'crew' | 'v' | 'scoop' | 'collar' | 'turtle'
  background: string
}

export type ColourTechnique =
  | 'roots'
  | 'full-head'
  | 'foils'
  | 'balayage'
  | 'bleach'
  | 'vivids'
  | 'corrective'

export type InteriorScene = 'georgian-high-street' | 'waterside-warehouse' | 'academy-floor'

export type CoverScene =
  | 'balayage-close-up'
  | 'extensions-match'
  | 'skin-test'
  | 'mens-fade'
  | 'winter-hair'
  | 'new-stylist'
  | 'friends'
  | 'salon-row'
  | 'reception'
  | 'academy-heads'
  | 'swatch-ring'
  | 'bond-builder'
