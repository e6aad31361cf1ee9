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
  history: string[] // paragraphs for the /salon page
  palette: Palette // drives the generated interior artwork
}

export type Palette = { base: string; accent: string; deep: string; light: string }

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
  portrait: { skin: string; hair: string; hairStyle: 'bob' | 'long' | 'curly' | 'pixie' | 'bun' | 'short' | 'wavy' | 'fade'; top: string; background: string }
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
  alt: string
  cover: { hue: number; motif: 'scissors' | 'comb' | 'drop' | 'leaf' | 'star' | 'bottle' }
}

export type SeedNewsItem = {
  slug: string
  title: string
  body: string // 200-400 characters of plain text
  author: string
  date: string
  link: string // site path it points to, e.g. '/offers' or '/blog/some-slug'
  alt: string
  cover: SeedPost['cover']
}

export type OfferKind = 'general' | 'stylist' | 'combination' | 'seasonal' | 'first-appointment' | 'extensions'

export type SeedOffer = {
  slug: string // e.g. 'general', 'autumn', 'newyear', 'spring', 'extensions', 'first-appointment', stylist slug, 'jade-and-oscar'
  kind: OfferKind
  title: string
  headline: string
  summary: string // one or two sentences for the offer card
  details: string[] // paragraphs for the offer page
  stylistSlugs: string[]
  code?: string
  discountPercent?: number
  amountOffPounds?: number
  priceFromPounds?: number // 'colour & cut from £..'
  active: boolean
  smsVariant: boolean // also served at /sms/{slug}
  startDate?: string
  endDate: string // ISO date
}

export type SeedBanner = { title: string; url: string; alt: string; hue: number }
export type SeedTile = { brand: string; title: string; description: string; url: string; hue: number }
