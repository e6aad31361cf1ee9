// Demo content for an empty database: a fictional salon group with realistic prices,
// people, reviews, posts and offers. Runs once, from the prepare step, never on a database
// that already has salons.
import 'server-only'

import type { Payload } from 'payload'

import type { Message } from '@/payload-types'

import {
  bannerSvg,
  colourSwatchSvg,
  heroSvg,
  logoSvg,
  postCoverSvg,
  renderWebp,
  salonInteriorSvg,
  stylistPortraitSvg,
  tileSvg,
} from './artwork'
import { interiors, swatches } from './data/art-direction'
import * as content from './data/content'
import { seedDemoActivity } from './demo-activity'
import { seedDemoConfirmations } from './demo-confirmations'
import { appPages, navigation, pages } from './data/pages'
import { defaultMessages, retiredQuoteWording } from '@/content/message-templates'
import { seedOfferFields } from './offer-rules'
import { seedPriceChange } from './price-change'
import { defaultPositions, jobRoles } from '@/forms/job-application'
import { defaultReferralOptions } from '@/forms/quote-details'
import { richText } from './rich-text'
import {
  bandKeys,
  categorySupplements,
  colourCategories,
  hairBands,
  levels,
  serviceMinutes,
  services,
  serviceSupplements,
  type SeedSupplement,
} from './data/price-list'
import { hairLengthSvg, hairThicknessSvg } from './art/hair-bands'
import { applicationPages } from './data/recruitment'

export { DEMO_PASSWORD_DEFAULT } from '@/security/passwords'

export type StaffAccount = {
  email: string
  name: string
  roles: ('owner' | 'manager' | 'front-desk')[]
  password: string
}

export const demoUsers = [
  { email: 'owner@willowandwren.example', name: 'Demo Owner', roles: ['owner'] as const },
  { email: 'manager@willowandwren.example', name: 'Demo Manager', roles: ['manager'] as const },
  {
    email: 'frontdesk@willowandwren.example',
    name: 'Demo Front Desk',
    roles: ['front-desk'] as const,
  },
]

async function upload(payload: Payload, name: string, alt: string, svg: string, width?: number) {
  const data = await renderWebp(svg, width)
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
  })
  return doc.id
}

/** Ids matter (salon 2 is the default, level 1 is New Starter): insist on them. */
function expectId(kind: string, got: number, want: number) {
  if (got !== want)
    throw new Error(`Seeding expects an empty database: ${kind} got id ${got}, expected ${want}`)
}

export async function isEmpty(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'salons' })
  return totalDocs === 0
}

export type SeedSummary = Record<string, number>

export async function seed(
  payload: Payload,
  opts: {
    staff: StaffAccount[]
    log?: (m: string) => void
    /** The demo's stylist sign-in (ADR 052), with this password; none outside the demo. */
    stylistPassword?: string
  },
): Promise<SeedSummary> {
  const log = opts.log ?? (() => {})
  const summary: SeedSummary = {}
  const count = (k: string, n = 1) => (summary[k] = (summary[k] ?? 0) + n)

  // Staff accounts go through the users collection's password rule like any other.
  for (const u of opts.staff) {
    await payload.create({ collection: 'users', data: u })
    count('users')
  }

  log('images: salons and brand')
  const logo = await upload(
    payload,
    'willow-and-wren-logo',
    `${content.brand.name} logo`,
    logoSvg(content.brand.name),
  )
  const hero = await upload(
    payload,
    'hero',
    'Soft flowing waves of hair in sage and blush tones',
    heroSvg(),
    2000,
  )

  for (const s of content.salons) {
    const image = await upload(
      payload,
      `salon-${s.id}`,
      interiors[s.id]?.alt ?? `Inside ${s.name}`,
      salonInteriorSvg(s.id),
      1600,
    )
    const doc = await payload.create({
      collection: 'salons',
      data: {
        name: s.name,
        shortName: s.shortName,
        isAcademy: s.isAcademy,
        bookingUrl: s.bookingUrl ?? null,
        logo,
        image,
        address: {
          line1: s.addressLines[0] ?? '',
          line2: s.addressLines.slice(1).join(', ') || null,
          town: s.town,
          postcode: s.postcode,
        },
        phone: s.phone,
        email: s.email,
        openingTimes: s.openingTimes.map((t) => ({
          day: t.day,
          closed: Boolean(t.closed),
          opens: t.opens ?? null,
          closes: t.closes ?? null,
        })),
        holidayHours: s.holidayHours.map((h) => ({
          date: h.date,
          closed: Boolean(h.closed),
          opens: h.opens ?? null,
          closes: h.closes ?? null,
          note: h.note,
        })),
        blurb: s.blurb,
        history: s.history.join('\n\n'),
      },
    })
    expectId('salon', doc.id, s.id)
    count('salons')
  }

  for (const [i, l] of levels.entries()) {
    const doc = await payload.create({ collection: 'levels', data: { ...l } })
    expectId('level', doc.id, i + 1)
    count('levels')
  }

  // Her hair's bands, with their pictures, before the prices that name them (ADR 051).
  const bandIds = new Map<string, number>()
  for (const b of hairBands) {
    const image = await upload(
      payload,
      `hair-${b.measure}-${b.rank}`,
      `${b.name} hair: ${b.description.toLowerCase()}`,
      'length' in b.art ? hairLengthSvg(b.art.length) : hairThicknessSvg(b.art.thickness),
      480,
    )
    const doc = await payload.create({
      collection: 'hair-bands',
      data: {
        measure: b.measure,
        rank: b.rank,
        name: b.name,
        description: b.description,
        unsure: b.unsure === true,
        image,
      },
    })
    for (const key of bandKeys(b)) bandIds.set(key, doc.id)
    count('hairBands')
  }
  const supplementRows = (rows: SeedSupplement[] | undefined) =>
    (rows ?? []).map((r) => {
      const band = bandIds.get(r.band)
      if (band == null) throw new Error(`No hair band “${r.band}” in price-list.ts`)
      return {
        band,
        percent: r.percent ?? null,
        amount: r.amount ?? null,
        minutes: r.minutes ?? null,
      }
    })

  for (const c of colourCategories) {
    const image = await upload(
      payload,
      `colour-${c.code}`,
      swatches[c.code]?.alt ?? c.name,
      colourSwatchSvg(c.code),
      600,
    )
    await payload.create({
      collection: 'colour-categories',
      data: {
        ...c,
        addOnGroup: c.addOnGroup ?? null,
        image,
        hairSupplements: supplementRows(categorySupplements[c.code]),
      },
    })
    count('colourCategories')
  }

  for (const [i, s] of services.entries()) {
    await payload.create({
      collection: 'services',
      data: {
        service: s.service,
        price: s.price,
        productPrice: s.productPrice ?? 0,
        cat1: String(s.cat1) as '1',
        cat2: s.cat2,
        newStarterRestricted: Boolean(s.newStarterRestricted),
        description: s.description ?? null,
        minutes: serviceMinutes[s.service] ?? null,
        hairSupplements: supplementRows(serviceSupplements[s.service]),
        sortOrder: i,
      },
    })
    count('services')
  }

  log('images: portraits')
  const stylistIds = new Map<string, number>()
  for (const [i, s] of content.stylists.entries()) {
    const photo = await upload(
      payload,
      `stylist-${s.slug}`,
      `Portrait of ${s.firstName} ${s.lastName}`,
      stylistPortraitSvg(s.slug),
      800,
    )
    const doc = await payload.create({
      collection: 'stylists',
      data: {
        firstName: s.firstName,
        lastName: s.lastName,
        slug: s.slug,
        salon: s.salonId,
        level: s.levelId,
        photo,
        bookingUrl: s.bookingUrl ?? null,
        para1: s.paragraphs[0],
        para2: s.paragraphs[1] ?? null,
        para3: s.paragraphs[2] ?? null,
        acceptingNewClients: s.acceptingNewClients,
        showOnTeam: !s.hasLeft,
        sortOrder: i,
        hasLeft: s.hasLeft,
        leftNotice: s.leftNotice ?? null,
      },
    })
    stylistIds.set(s.slug, doc.id)
    count('stylists')
  }
  // Alternatives refer to other stylists, so they are linked once everyone exists.
  for (const s of content.stylists.filter((x) => x.alternativeSlugs?.length)) {
    const id = stylistIds.get(s.slug)
    const alternatives = (s.alternativeSlugs ?? [])
      .map((slug) => stylistIds.get(slug))
      .filter((x): x is number => x != null)
    if (id) await payload.update({ collection: 'stylists', id, data: { alternatives } })
  }
  const stylistId = (slug: string) => {
    const id = stylistIds.get(slug)
    if (!id) throw new Error(`Seed content names an unknown stylist: ${slug}`)
    return id
  }
  const salonOf = (slug: string) => content.stylists.find((s) => s.slug === slug)?.salonId ?? null

  for (const r of content.reviews) {
    await payload.create({
      collection: 'reviews',
      data: {
        review: r.review,
        client: r.client,
        stylist: stylistId(r.stylistSlug),
        salon: salonOf(r.stylistSlug),
        rating: r.rating,
        date: r.date,
        published: true,
      },
    })
    count('reviews')
  }

  log('images: blog and news')
  for (const p of content.posts) {
    const image = await upload(payload, `blog-${p.slug}`, p.alt, postCoverSvg(p.slug), 1600)
    await payload.create({
      collection: 'blog-posts',
      data: {
        _status: 'published',
        title: p.title,
        slug: p.slug,
        body: richText(p.paragraphs) as never,
        image,
        alt: p.alt,
        author: p.author,
        date: p.date,
      },
    })
    count('blogPosts')
  }
  for (const n of content.newsItems) {
    const image = await upload(payload, `news-${n.slug}`, n.alt, postCoverSvg(n.slug), 1200)
    await payload.create({
      collection: 'news-items',
      data: {
        _status: 'published',
        title: n.title,
        slug: n.slug,
        body: n.body,
        link: n.link,
        image,
        alt: n.alt,
        author: n.author,
        date: n.date,
      },
    })
    count('newsItems')
  }

  for (const o of content.offers) {
    await payload.create({
      collection: 'offers',
      data: {
        _status: 'published',
        title: o.title,
        slug: o.slug,
        kind: o.kind,
        headline: o.headline,
        summary: o.summary,
        details: o.details.join('\n\n'),
        ...seedOfferFields(o, { stylistId }),
        active: o.active,
        smsVariant: o.smsVariant,
        startDate: o.startDate ?? null,
        endDate: o.endDate,
      },
    })
    count('offers')
  }

  log('images: shop')
  const banners = []
  for (const [i, b] of content.banners.entries()) {
    banners.push({
      image: await upload(payload, `shop-banner-${i + 1}`, b.alt, bannerSvg(b), 1600),
      title: b.title,
      url: b.url,
    })
  }
  const tiles = []
  for (const t of content.tiles) {
    const image = await upload(
      payload,
      `tile-${t.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      `${t.brand} — ${t.title}`,
      tileSvg(t),
      800,
    )
    tiles.push({ image, brand: t.brand, title: t.title, description: t.description, url: t.url })
  }
  await payload.updateGlobal({ slug: 'store-data', data: { banners, tiles } })

  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      brandName: content.brand.name,
      tagline: content.brand.tagline,
      town: content.brand.town,
      legalName: content.brand.legalName,
      referral: { friendPounds: 20, referrerPounds: 20, friendWeeks: 8, referrerWeeks: 12 },
      offerPages: {
        skinTestRule: 'A skin test is required 48 hours before any colour service.',
        // Who qualifies comes from each offer's rule (offerAudienceTerm), not from here.
        terms: 'Cannot be combined with any other offer.',
      },
      defaultSalon: 2,
      logo,
      hideOffers: false,
      links: { ...content.externalLinks, app: 'https://app.willowandwren.example' },
    },
  })

  log('pages and menus')
  count('pages', (await addMissingPages(payload, hero)).length)

  log('a planned price change')
  await seedPriceChange(payload)

  log('demo quotes and job applications')
  Object.assign(summary, await seedDemoActivity(payload))

  log('prices to confirm, with their photos')
  Object.assign(
    summary,
    await seedDemoConfirmations(payload, { stylistPassword: opts.stylistPassword }),
  )

  const media = await payload.count({ collection: 'media' })
  summary.images = media.totalDocs
  return summary
}

/**
 * Creates the standard pages that are missing (all of them on a new site; on a site upgraded
 * from before pages were content, the ones it lacks) and the menus when they are empty.
 * Returns the addresses created.
 */
export async function addMissingPages(
  payload: Payload,
  heroImage: number | null = null,
): Promise<string[]> {
  const existing = await payload.find({
    collection: 'pages',
    pagination: false,
    limit: 0,
    depth: 0,
    draft: true,
    select: { slug: true },
  })
  const have = new Set(existing.docs.map((d) => d.slug))
  const created: string[] = []
  for (const page of [...pages, ...appPages].filter((p) => !have.has(p.slug))) {
    await payload.create({
      collection: 'pages',
      data: page.slug === 'home' ? { ...page, hero: { ...page.hero, image: heroImage } } : page,
    })
    created.push(page.slug)
  }
  const menus = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  if (!menus.primary?.length && !menus.more?.length && !menus.footer?.length)
    await payload.updateGlobal({ slug: 'navigation', data: navigation })
  await addMissingMessages(payload)
  return created
}

/**
 * Writes the standard wording, positions, application pages and finish-form answers into the Messages
 * global where they were never filled in (a new site, or one upgraded from before they were
 * settings), so managers start from what the site sends rather than from empty fields.
 * Returns whether anything was written.
 */
export async function addMissingMessages(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'messages', depth: 0 })
  const data: Partial<Message> = {}
  if (!current.quoteEmail?.subject?.trim() && !current.quoteSms?.newClient?.trim()) {
    Object.assign(data, {
      ...defaultMessages,
      recruitment: {
        positions: jobRoles.flatMap((role) =>
          defaultPositions[role].map((title) => ({ role, title })),
        ),
      },
    })
  }
  // Standard wording of an earlier version (every offer a percentage for new clients; texts that
  // did not name the stylist) becomes today's standard; wording a manager changed is left as it is.
  for (const group of ['quoteEmail', 'quoteSms'] as const) {
    const stored: Record<string, string | null | undefined> = { ...current[group] }
    const retired: Record<string, readonly string[]> = retiredQuoteWording[group]
    const standard: Record<string, string> = defaultMessages[group]
    const moved = Object.keys(retired).filter((k) => retired[k]!.includes(stored[k]?.trim() ?? ''))
    if (moved.length === 0 || data[group]) continue
    data[group] = {
      ...current[group],
      ...Object.fromEntries(moved.map((k) => [k, standard[k]])),
    } as Message[typeof group]
  }
  // Application pages' words, for a site upgraded from before they were settings.
  if (!current.recruitment?.applicationPages?.length)
    data.recruitment = {
      positions: data.recruitment?.positions ?? current.recruitment?.positions ?? [],
      applicationPages,
    }
  // The standard answers, which the public API has always accepted.
  if (!current.finishForm?.referralOptions?.length)
    data.finishForm = { referralOptions: defaultReferralOptions.map((label) => ({ label })) }
  if (Object.keys(data).length === 0) return false
  await payload.updateGlobal({ slug: 'messages', data })
  return true
}
