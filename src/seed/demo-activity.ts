// Demo activity for the staff dashboard: about twelve weeks of saved quotes and a handful of
// job applications, dated back from the moment of seeding. Every quote is built the way the
// calculator builds one (its steps, the New Starter rules, stylists not taking new clients) and
// priced by the quote module, so its lines and total are exactly what a visitor would have seen.
// People are obviously fictional: "… Example" names, @example.com addresses and Ofcom's
// drama-reserved 07700 900xxx numbers.
import type { Payload } from 'payload'

import { newQuoteLink } from '@/collections/quotes/save-quote.server'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { weekKey } from '@/dashboard/time'
import { defaultPositions as positions } from '@/forms/job-application'
import { defaultReferralOptions } from '@/forms/quote-details'
import { leadEntry, type LeadEntry, type LeadStatus } from '@/leads/status'
import {
  addOnsFor,
  emptySelection,
  isAvailable,
  priceSelection,
  servicesOfKind,
  type CalculatorType,
  type CatalogueService,
  type QuoteCatalogue,
  type QuoteSnapshot,
  type Selection,
} from '@/quote'
import { addDays, londonMidnight } from '@/quote/uk-date'

/** A small deterministic random source (mulberry32), so every demo database looks alike. */
export function randomSource(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  function weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0)
    let r = next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return items[items.length - 1]![0]
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, int, weighted, pick, chance: (p: number) => next() < p }
}

type Random = ReturnType<typeof randomSource>

const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Isla',
  'Theo',
  'Ruby',
  'Alfie',
  'Ella',
  'Finn',
  'Poppy',
  'Arlo',
  'Freya',
  'Jude',
  'Ivy',
  'Otis',
  'Nell',
  'Rory',
  'Maya',
  'Ezra',
]
const LAST_NAMES = ['Example', 'Sample', 'Placeholder', 'Testperson', 'Demo', 'Specimen']

/** Quotes in each of the twelve weeks, oldest first: a gentle rise with a spring bump. */
const WEEKLY_QUOTES = [12, 14, 13, 16, 15, 18, 17, 21, 19, 22, 24, 20]

type Catalogue = QuoteCatalogue

const paid = (services: CatalogueService[]) => services.filter((s) => s.pricePence > 0)
const none = (services: CatalogueService[]) => services.find((s) => s.pricePence === 0) ?? null

/** Mostly "None", sometimes a paid option the level may give. */
function optional(
  rnd: Random,
  cat: Catalogue,
  options: CatalogueService[],
  levelId: number,
  pPaid: number,
): number | null {
  const allowed = paid(options).filter((s) => isAvailable(cat, { levelId, services: [s] }))
  if (allowed.length && rnd.chance(pPaid)) return rnd.pick(allowed).id
  return none(options)?.id ?? null
}

function required(
  rnd: Random,
  cat: Catalogue,
  options: CatalogueService[],
  levelId: number,
  favourite?: string,
): number | null {
  const allowed = paid(options).filter((s) => isAvailable(cat, { levelId, services: [s] }))
  const fav = favourite ? allowed.find((s) => s.name === favourite) : undefined
  if (fav && rnd.chance(0.55)) return fav.id
  return allowed.length ? rnd.pick(allowed).id : null
}

/** Fills the calculator's slots for one service type, as a visitor would. */
function chooseServices(
  rnd: Random,
  cat: Catalogue,
  type: CalculatorType,
  levelId: number,
): Selection | null {
  const s: Selection = { ...emptySelection(), type, levelId }
  const of = (kind: Parameters<typeof servicesOfKind>[1]) => servicesOfKind(cat.services, kind)
  if (type === 'Colour') {
    const categories = cat.categories.filter((category) => isAvailable(cat, { levelId, category }))
    const category = rnd.weighted(
      categories.map((c) => [c, [6, 3, 5, 5, 1, 1, 0.5][c.code] ?? 1] as const),
    )
    s.colourCategory = category.code
    s.skipColourAddOn = category.skipAddOn
    s.colour = required(
      rnd,
      cat,
      of('colour').filter((x) => x.cat2 === category.code),
      levelId,
    )
    if (s.colour == null) return null
    if (!category.skipAddOn)
      s.colourAddOn = optional(rnd, cat, addOnsFor(category, of('colourAddOn')), levelId, 0.45)
    s.plex = optional(rnd, cat, of('plex'), levelId, 0.35)
    s.finish = required(rnd, cat, of('finish'), levelId, 'Cut, dry & style')
    s.finishAddOn = optional(rnd, cat, of('finishAddOn'), levelId, 0.15)
  } else if (type === 'CuttingStyling') {
    s.finish = required(rnd, cat, of('finish'), levelId, 'Cut, dry & style')
    s.finishAddOn = optional(rnd, cat, of('finishAddOn'), levelId, 0.3)
    s.treatment = optional(rnd, cat, of('treatment'), levelId, 0.3)
  } else {
    s.mensCut = required(rnd, cat, of('mensCut'), levelId, "Men's wash, cut & style")
    s.mensColour = optional(rnd, cat, of('mensColour'), levelId, 0.25)
    if (s.mensCut == null) return null
  }
  return s
}

/** A moment in that London week within opening-ish hours, never after `now`. */
function momentIn(rnd: Random, week: string, now: Date): Date {
  for (let tries = 0; tries < 20; tries++) {
    const day = addDays(week, rnd.int(0, 6))
    const at = new Date(londonMidnight(day).getTime() + rnd.int(8 * 60, 21 * 60 + 30) * 60_000)
    if (at.getTime() <= now.getTime()) return at
  }
  return new Date(now.getTime() - rnd.int(5, 90) * 60_000)
}

export async function seedDemoActivity(payload: Payload, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date()
  const rnd = randomSource(20260301)
  // Follow-up has its own source: the quotes themselves stay as they always were.
  const leads = randomSource(20261123)
  const cat = await readQuoteCatalogue(payload, { photos: false })
  const thisWeek = weekKey(now)
  // Stylists differ in how often they are asked for, so the "most quoted" chart has a shape.
  const popularity = new Map(cat.stylists.map((s, i) => [s.id, 1 + ((i * 7) % 5)]))
  let quotes = 0

  for (const [w, perWeek] of WEEKLY_QUOTES.entries()) {
    const week = addDays(thisWeek, 7 * (w - WEEKLY_QUOTES.length + 1))
    const isCurrent = week === thisWeek
    // The current week is partly over: only its share of quotes so far.
    const elapsed = isCurrent
      ? Math.min(1, (now.getTime() - londonMidnight(week).getTime()) / (7 * 86_400_000))
      : 1
    const count = Math.round((perWeek + rnd.int(-2, 2)) * elapsed)
    for (let i = 0; i < count; i++) {
      const createdAt = momentIn(rnd, week, now)
      if (
        await createQuote(
          payload,
          rnd,
          cat,
          popularity,
          createdAt,
          quotes,
          followUp(leads, createdAt, now),
        )
      )
        quotes++
    }
  }

  const applications = await createApplications(payload, rnd, cat, now)
  return { quotes, applications }
}

async function createQuote(
  payload: Payload,
  rnd: Random,
  cat: Catalogue,
  popularity: Map<number, number>,
  createdAt: Date,
  n: number,
  lead: { leadStatus: LeadStatus; leadHistory: LeadEntry[] },
): Promise<boolean> {
  const type = rnd.weighted<CalculatorType>([
    ['Colour', 5],
    ['CuttingStyling', 3],
    ['Men', 2],
  ])
  const regular = rnd.chance(0.58)
  const selector = rnd.weighted([
    ['Stylist', 5],
    ['Level', 4],
    ['Price', 1],
  ] as const)
  // Only pairings the calculator offers (docs/rules.md, "Availability").
  const levelOk = (levelId: number) =>
    isAvailable(cat, { levelId, stylist: 'anyone', regular, type })

  let stylist: Catalogue['stylists'][number] | null = null
  if (selector === 'Stylist' || (selector === 'Price' && rnd.chance(0.5))) {
    const candidates = cat.stylists.filter((stylist) =>
      isAvailable(cat, { stylist, regular, type }),
    )
    stylist = rnd.weighted(candidates.map((s) => [s, popularity.get(s.id) ?? 1] as const))
  }
  const levelId =
    stylist?.levelId ??
    rnd.weighted(
      cat.levels
        .filter((l) => levelOk(l.id))
        .map((l) => [l.id, [1, 2, 3, 4, 5, 6, 5, 4, 2][l.id - 1] ?? 1] as const),
    )
  const level = cat.levels.find((l) => l.id === levelId)
  const selection = chooseServices(rnd, cat, type, levelId)
  if (!level || !selection) return false
  const { lines, total } = priceSelection(selection, cat.services, level)
  if (!lines.length) return false

  const salonId =
    stylist?.salonId ??
    rnd.weighted(cat.salons.map((s) => [s.id, s.id === 2 ? 5 : s.id === 1 ? 3 : 2] as const))
  const salonDoc = cat.salons.find((s) => s.id === salonId)
  const salon = salonDoc ? { id: salonDoc.id, name: salonDoc.name } : null
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!
  const smsFailed = rnd.chance(0.03)
  const sentAt = new Date(createdAt.getTime() + rnd.int(3, 40) * 1000).toISOString()

  const snapshot: QuoteSnapshot = {
    services: lines.map((l) => ({ id: l.serviceId, service: l.name, price: l.pence / 100 })),
    total: total / 100,
    regular,
    calculator_type: type,
    stylist: stylist
      ? { id: stylist.id, name: stylist.name, first_name: stylist.firstName, image: null }
      : null,
    salon,
    level: { id: level.id, name: level.name },
  }
  // depth 0 and one field: nothing is read back, which makes seeding a few hundred quotes fast.
  await payload.create({
    collection: 'quotes',
    depth: 0,
    select: { createdAt: true },
    data: {
      link: newQuoteLink(),
      name: `${first} ${last}`,
      mobile: `+447700900${String(n % 1000).padStart(3, '0')}`,
      email: `${first}.${last}.${n}@example.com`.toLowerCase(),
      regular,
      referral: rnd.weighted(
        defaultReferralOptions.map((r, i) => [r, [5, 3, 4, 1, 1][i] ?? 1] as const),
      ),
      selector,
      serviceType: type,
      salon: salonId,
      stylistSalon: stylist?.salonId ?? null,
      stylist: stylist?.id ?? null,
      level: level.id,
      totalPence: total,
      delivery: {
        email: 'sent',
        sms: smsFailed ? 'failed' : 'sent',
        log: [
          { channel: 'email', at: sentAt, ok: true, detail: 'Demo data: nothing was really sent' },
          {
            channel: 'sms',
            at: sentAt,
            ok: !smsFailed,
            detail: smsFailed
              ? 'Demo data: the provider refused the number'
              : 'Demo data: nothing was really sent',
          },
        ],
      },
      quote: snapshot,
      ...lead,
      createdAt: createdAt.toISOString(),
      updatedAt: sentAt,
    },
  })
  return true
}

/**
 * How far the front desk has followed a demo quote up: the newest are mostly still new, older
 * ones contacted and then booked or not, so the dashboard's conversion chart has a shape.
 */
function followUp(rnd: Random, createdAt: Date, now: Date) {
  const ageDays = (now.getTime() - createdAt.getTime()) / 86_400_000
  const status = rnd.weighted<LeadStatus>(
    ageDays < 2
      ? [
          ['new', 8],
          ['contacted', 2],
        ]
      : [
          ['new', 1],
          ['contacted', 2],
          ['booked', 5],
          ['not-booked', 2],
        ],
  )
  const history: LeadEntry[] = []
  const at = (hours: number) =>
    new Date(Math.min(now.getTime(), createdAt.getTime() + hours * 3_600_000))
  if (status !== 'new') {
    const contacted = leadEntry({
      from: 'new',
      to: 'contacted',
      note: null,
      at: at(rnd.int(2, 30)),
      user: null,
    })
    if (contacted) history.push({ ...contacted, byName: 'Front desk (demo)' })
  }
  if (status === 'booked' || status === 'not-booked') {
    const done = leadEntry({
      from: 'contacted',
      to: status,
      note: status === 'booked' ? 'Booked in by phone (demo)' : 'Not ready to book yet (demo)',
      at: at(rnd.int(31, 72)),
      user: null,
    })
    if (done) history.push({ ...done, byName: 'Front desk (demo)' })
  }
  return { leadStatus: status, leadHistory: history }
}

const APPLICATIONS = [
  { weeksAgo: 11, role: 'Stylist', position: 'Senior Stylist', salon: 2 },
  { weeksAgo: 10, role: 'Apprentice', position: 'Apprentice', salon: 3 },
  { weeksAgo: 8, role: 'Saturday', position: 'Saturday (Pre-Apprenticeship)', salon: 1 },
  { weeksAgo: 7, role: 'Stylist', position: 'Stylist', salon: 1 },
  { weeksAgo: 5, role: 'Apprentice', position: 'Assistant', salon: 2 },
  { weeksAgo: 4, role: 'Stylist', position: 'Graduate Stylist', salon: 3 },
  { weeksAgo: 2, role: 'Saturday', position: 'Saturday (Pre-Apprenticeship)', salon: 2 },
  { weeksAgo: 1, role: 'Apprentice', position: 'Apprentice', salon: 3 },
  { weeksAgo: 0, role: 'Stylist', position: 'Stylist', salon: 2 },
] as const satisfies readonly {
  role: keyof typeof positions
  position: string
  weeksAgo: number
  salon: number
}[]

async function createApplications(payload: Payload, rnd: Random, cat: Catalogue, now: Date) {
  let n = 0
  for (const a of APPLICATIONS) {
    const allowed: readonly string[] = positions[a.role]
    if (!allowed.includes(a.position))
      throw new Error(`Demo application has a position its role does not offer: ${a.position}`)
    if (!cat.salons.some((s) => s.id === a.salon)) continue
    const createdAt = momentIn(rnd, addDays(weekKey(now), -7 * a.weeksAgo), now)
    const first = FIRST_NAMES[(n * 3 + 5) % FIRST_NAMES.length]!
    const last = LAST_NAMES[n % LAST_NAMES.length]!
    await payload.create({
      collection: 'job-applications',
      depth: 0,
      select: { createdAt: true },
      data: {
        name: `${first} ${last}`,
        mobile: `+447700900${String(900 + n).padStart(3, '0')}`,
        email: `${first}.${last}.applicant@example.com`.toLowerCase(),
        role: a.role,
        position: a.position,
        salon: a.salon,
        about:
          'Demo application: a fictional applicant with a few years in a busy town-centre salon.',
        whyHair: 'Demo application: I love the moment a client sees the finished colour.',
        whyUs: 'Demo application: your academy and the chance to keep learning.',
        notified: 'sent',
        // The salon has answered all but the last fortnight's: the front desk's list shows those.
        reply: a.weeksAgo > 2 ? 'answered' : 'new',
        createdAt: createdAt.toISOString(),
        updatedAt: createdAt.toISOString(),
      },
    })
    n++
  }
  return n
}
