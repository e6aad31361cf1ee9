// The app's own view of CMS content. Pages, API routes and the quote module only ever
// see these shapes; Payload documents are translated in one place (map.ts).
import type { JobRole, Positions } from '@/forms/job-application'
import type { ReferralOptions } from '@/forms/quote-details'
import type { OfferRule, Pence, ServiceKind } from '@/quote'
import type { BandSupplement } from '@/quote/model'

import type { ExternalLinks, LinkInput, ResolvedLink } from './link-model'
import type { MessageTemplates } from './message-templates'

/** A copy of an image made at upload at one width (ADR 033). */
export type ImageVariant = { url: string; width: number }

/** `variants`: the copies made at upload, narrowest first; none for images uploaded before them. */
export type ImageRef = {
  url: string
  alt: string
  width: number
  height: number
  variants?: ImageVariant[]
}

export type OpeningTime = {
  day: string
  closed: boolean
  opens: string | null
  closes: string | null
}

/** Other hours (or closed) on one UK calendar day, e.g. Christmas Day; overrides the week. */
export type OpeningException = {
  /** '2026-12-25' */
  date: string
  closed: boolean
  opens: string | null
  closes: string | null
  /** e.g. 'Christmas Day' */
  note: string | null
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
  /** Dated exceptions to the week, oldest first; past ones included (readers drop them). */
  holidayHours: OpeningException[]
  blurb: string
  history: string[]
}

export type Level = {
  id: number
  name: string
  adapter: number
  experience: string | null
  /** Seniority: a lower rank is more junior. */
  rank: number
  /** The New Starter rules bind this level. */
  newStarterRules: boolean
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
  /** One line in plain words, shown under the service (staff edit it; optional). */
  description: string | null
  /** Her hair's supplements set on the service, by band (ADR 051). */
  supplements: BandSupplement[]
  /** About how long it takes for the shortest, finest hair (null: not said). */
  minutes: number | null
}

export type ColourCategory = {
  id: number
  code: number
  name: string
  /** One line in plain words, shown under the category (staff edit it; optional). */
  description: string | null
  guidance: string
  /** A swatch of the technique (optional; staff can upload their own). */
  image: ImageRef | null
  skipAddOn: boolean
  addOnGroup: number | null
  newStarterRestricted: boolean
  /** Supplements by band for its colour services (ADR 051). */
  supplements: BandSupplement[]
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
  /** Her own booking page; null: her salon's or the group's (bookingLinkFor). */
  bookingUrl: string | null
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
  /** Shown among the home page's news cards. */
  featured: boolean
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

/** An offer: its rule (src/quote/offers.ts) and its words and picture. */
export type Offer = OfferRule & {
  kind: OfferKind
  headline: string
  summary: string
  details: string[]
  image: ImageRef | null
  smsVariant: boolean
  endDate: string
}

export type { ExternalLinks } from './link-model'

/** The Messages global (src/globals/messages): the offer, the wording, the choices in forms. */
export type MessageSettings = {
  templates: MessageTemplates
  positions: Positions
  /** Heading and introduction of each role's application page (none: a plain heading). */
  applicationPages: Partial<Record<JobRole, { title: string; intro: string }>>
  /** "How did you hear about us?" on the quote's finish form. */
  referralOptions: ReferralOptions
}

export type SiteSettings = {
  brandName: string
  tagline: string | null
  town: string
  legalName: string
  referral: {
    friendPounds: number
    referrerPounds: number
    friendWeeks: number
    referrerWeeks: number
  }
  /** Offer pages: the skin test sentence and the terms shared by every offer. */
  offerPages: { skinTestRule: string; terms: string[] }
  defaultSalonId: number
  logo: ImageRef | null
  hideOffers: boolean
  links: ExternalLinks
  /**
   * How long personal data is kept: quotes and applications in months, her photos and health
   * answers in days after her request closes (the privacy notice quotes these).
   */
  retention: { quoteMonths: number; applicationMonths: number; photoDays: number }
  /** How soon the salon promises to answer a request to confirm a price (ADR 052). */
  confirmations: { promiseWorkingDays: number }
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

/** Header and footer menus; links are resolved against the settings when drawn. */
export type Navigation = { primary: LinkInput[]; more: LinkInput[]; footer: LinkInput[] }

/** Rich text, already converted to HTML with its placeholders filled. */
export type Html = string

type Blocks = {
  content: {
    html: Html
    aside: { heading: string | null; html: Html; actions: ResolvedLink[] } | null
  }
  cards: {
    eyebrow: string | null
    heading: string | null
    intro: string | null
    style: 'steps' | 'cards' | 'buttons'
    items: { heading: string; text: string; link: ResolvedLink | null }[]
  }
  callToAction: {
    eyebrow: string | null
    heading: string
    html: Html
    actions: ResolvedLink[]
    style: 'band' | 'panel' | 'blush'
  }
  sections: {
    heading: string | null
    style: 'cards' | 'faq'
    items: { heading: string; html: Html }[]
  }
  notice: { heading: string; text: string; tone: 'info' | 'important' }
  openingTimes: { heading: string | null; intro: string | null }
  team: {
    heading: string | null
    intro: string | null
    salonId: number | null
    limit: number | null
  }
  offers: { heading: string | null; intro: string | null; limit: number | null }
  reviews: {
    heading: string | null
    style: 'rotator' | 'list'
    limit: number
    stylistId: number | null
  }
  salons: { eyebrow: string | null; heading: string | null; style: 'cards' | 'story' }
  news: { eyebrow: string | null; heading: string | null; count: number }
  shop: { eyebrow: string | null; heading: string | null }
  bookingAdvice: {
    clientQuestion: string
    newClient: { label: string; hint: string | null }
    existingClient: { label: string; hint: string | null }
    serviceQuestion: string
    colour: { label: string; hint: string | null }
    cutting: { label: string; hint: string | null }
    advice: Record<
      'newColour' | 'newCutting' | 'existingColour' | 'existingCutting',
      { heading: string; html: Html }
    >
    actions: ResolvedLink[]
    footnoteHtml: Html
  }
}

/** One block of a page, as the site draws it. */
export type PageBlock = { [K in keyof Blocks]: { type: K; id: string } & Blocks[K] }[keyof Blocks]
export type PageBlockOf<K extends PageBlock['type']> = Extract<PageBlock, { type: K }>

export type Page = {
  id: number
  slug: string
  title: string
  hero: {
    style: 'standard' | 'large'
    eyebrow: string | null
    heading: string
    lede: string | null
    image: ImageRef | null
    actions: ResolvedLink[]
  }
  blocks: PageBlock[]
  meta: { title: string; description: string | null; noindex: boolean }
}
