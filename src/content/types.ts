// The app's own view of CMS content. Pages, API routes and the quote module only ever
// see these shapes; Payload documents are translated in one place (map.ts).
import type { Pence, ServiceKind } from '@/quote'

export type ImageRef = { url: string; alt: string; width: number; height: number }

export type OpeningTime = {
  day: string
  closed: boolean
  opens: string | null
  closes: string | null
}

export type Salon = {
  id: number
  name: string
  shortName: string
  isAcademy: boolean
  logo: ImageRef | null
  image: ImageRef | null
  address: { line1: string; line2: string | null; town: string; postcode: string }
  phone: string
  email: string | null
  bookingUrl: string | null
  openingTimes: OpeningTime[]
  blurb: string
  history: string[]
}

export type Level = {
  id: number
  name: string
  adapter: number
  experience: string | null
}

export type Service = {
  id: number
  name: string
  pricePence: Pence
  productPence: Pence
  cat1: number
  cat2: number
  kind: ServiceKind | null
  newStarterRestricted: boolean
  description: string | null
}

export type ColourCategory = {
  id: number
  code: number
  name: string
  guidance: string
  skipAddOn: boolean
  addOnGroup: number | null
  newStarterRestricted: boolean
}

export type Stylist = {
  id: number
  slug: string
  firstName: string
  lastName: string
  name: string
  salonId: number
  levelId: number
  levelName: string
  photo: ImageRef | null
  paragraphs: string[]
  acceptingNewClients: boolean
  showOnTeam: boolean
  hasLeft: boolean
  leftNotice: string | null
  alternativeIds: number[]
  /** "Average cut & colour" at her level, from the price list (src/quote/prices.ts). */
  averagePricePence: Pence | null
}

export type Review = {
  id: number
  review: string
  client: string
  stylistId: number | null
  stylistSlug: string | null
  stylistName: string | null
  salonId: number | null
  rating: number
  date: string
}

export type BlogPost = {
  id: number
  slug: string
  title: string
  bodyHtml: string
  image: ImageRef | null
  alt: string
  author: string
  date: string
}

export type NewsItem = {
  id: number
  slug: string
  title: string
  body: string
  link: string | null
  image: ImageRef | null
  alt: string
  author: string
  date: string
}

export type OfferKind =
  'general' | 'stylist' | 'combination' | 'seasonal' | 'first-appointment' | 'extensions'

export type Offer = {
  id: number
  slug: string
  kind: OfferKind
  title: string
  headline: string
  summary: string
  details: string[]
  stylistIds: number[]
  image: ImageRef | null
  code: string | null
  discountPercent: number | null
  amountOffPounds: number | null
  priceFromPounds: number | null
  active: boolean
  smsVariant: boolean
  startDate: string | null
  endDate: string
}

export type ExternalLinks = Record<
  | 'booking'
  | 'skinTest'
  | 'referralAccount'
  | 'giftCards'
  | 'shop'
  | 'modelSignup'
  | 'sisterSalon'
  | 'app'
  | 'instagram'
  | 'facebook'
  | 'pinterest'
  | 'tiktok',
  string | null
>

export type SiteSettings = {
  brandName: string
  tagline: string | null
  defaultSalonId: number
  logo: ImageRef | null
  heroImage: ImageRef | null
  hideOffers: boolean
  offerEndDate: string | null
  links: ExternalLinks
  /** How long personal data is kept, in months (the privacy notice quotes these). */
  retention: { quoteMonths: number; applicationMonths: number }
}

export type StoreData = {
  banners: { image: ImageRef | null; title: string; url: string }[]
  tiles: {
    image: ImageRef | null
    brand: string
    title: string
    description: string
    url: string
  }[]
}
