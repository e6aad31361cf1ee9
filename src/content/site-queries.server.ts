// Reads for the public site's pages (chrome, team, reviews, notices). Built on the shared
// queries in queries.server.ts; React's cache() de-duplicates reads within one request, so
// the layout and the page can both ask for the settings or the salons without a second query.
import 'server-only'

import { cache } from 'react'

import { readPriceChangeFacts } from '@/collections/price-changes/facts.server'
import { htmlToText } from '@/lib/html'
import type { BookingLink } from '@/quote'

import { readBookingLink } from './booking-link.server'
import { mapPage } from './map-page'
import { getQuoteCatalogue } from './catalogue.server'
import { listLiveOffers } from './offer-queries.server'
import {
  fillPlaceholders,
  namesAPrice,
  offerPlaceholderValues,
  offersNamed,
  offersShown,
  placeholderValues,
  pricePlaceholderValues,
} from './placeholders'
import * as q from './queries.server'
import type * as T from './types'

export const getSettings = cache(q.getSiteSettings)
export const getSalons = cache(q.listSalons)

/** Settings and salons: what the header and footer need. */
export const getChrome = cache(async () => {
  const [settings, salons] = await Promise.all([getSettings(), getSalons()])
  return { settings, salons }
})

/** Salons with the default salon (High Street) first, the academy last. */
export async function getSalonsInOrder(): Promise<T.Salon[]> {
  const [settings, salons] = await Promise.all([getSettings(), getSalons()])
  const rank = (s: T.Salon) => (s.id === settings.defaultSalonId ? 0 : s.isAcademy ? 2 : 1)
  return [...salons].sort((a, b) => rank(a) - rank(b) || a.id - b.id)
}

export async function getAcademy(): Promise<T.Salon | null> {
  return (await getSalons()).find((s) => s.isAcademy) ?? null
}

/** Stylists shown on /team: current (not left) and not hidden from the team page. */
export async function listTeam(): Promise<T.Stylist[]> {
  return (await q.listStylists()).filter((s) => s.showOnTeam && !s.hasLeft)
}

/** A current team member by slug, or null (unknown, left or hidden). */
export async function getTeamMember(slug: string): Promise<T.Stylist | null> {
  const stylist = await q.getStylistBySlug(slug)
  return stylist && stylist.showOnTeam && !stylist.hasLeft ? stylist : null
}

/** A stylist who has left, with the colleagues suggested instead (current ones only). */
export async function getLeftStylist(
  slug: string,
): Promise<{ stylist: T.Stylist; alternatives: T.Stylist[] } | null> {
  const stylist = await q.getStylistBySlug(slug)
  if (!stylist?.hasLeft) return null
  const current = await q.listStylists()
  const alternatives = stylist.alternativeIds
    .map((id) => current.find((s) => s.id === id))
    .filter((s): s is T.Stylist => Boolean(s && s.showOnTeam))
  return { stylist, alternatives }
}

/** Where "Book" goes for a stylist and salon (a profile, a saved quote): readBookingLink. */
export async function getBookingLink(ids: {
  stylistId?: number | null
  salonId?: number | null
}): Promise<BookingLink | null> {
  const [payload, settings] = await Promise.all([q.getPayloadClient(), getSettings()])
  return readBookingLink(payload, ids, settings.links.booking)
}

/** Reviews for a stylist slug, or every review for 'all'. */
export async function listReviewsFor(slug: string): Promise<T.Review[]> {
  return slug === 'all' ? q.listReviews() : q.listReviews(slug)
}

export const listBlogPosts = cache(q.listBlogPosts)
export const getBlogPost = cache(q.getBlogPost)
/** {offer:slug} values, worked out only when a text names an offer. */
async function offerValuesFor(text: string) {
  return offersNamed(text).length ? offerPlaceholderValues(await listLiveOffers()) : {}
}

/**
 * News items, newest first: an item naming an offer ({offer:extensions}) shows only while that
 * offer is on the site, with its saving filled in; "Hide all offers" takes it down with them.
 */
export async function listNewsItems(limit = 0): Promise<T.NewsItem[]> {
  const [items, site] = await Promise.all([q.listNewsItems(), getPlaceholderValues()])
  const offers = await offerValuesFor(items.map((i) => `${i.title} ${i.body}`).join(' '))
  const values = { ...site, ...offers }
  const shown = items
    .filter((i) => offersShown(`${i.title} ${i.body}`, values))
    .map((i) => ({
      ...i,
      title: fillPlaceholders(i.title, values),
      body: fillPlaceholders(i.body, values),
    }))
  return limit > 0 ? shown.slice(0, limit) : shown
}
export const getStoreData = q.getStoreData

export const getNavigation = cache(q.getNavigation)

/** The placeholder values pages are filled with (brand, town, referral amounts, …). */
export const getPlaceholderValues = cache(async () => {
  const [settings, salons, priceChange] = await Promise.all([
    getSettings(),
    getSalonsInOrder(),
    getPriceChange(),
  ])
  const contact = salons.find((s) => s.email) ?? salons[0] ?? null
  return placeholderValues(settings, contact, new Date(), priceChange)
})

/** The planned price change (or the last one): /prices links to its page while it is coming. */
export const getPriceChange = cache(async () => readPriceChangeFacts(await q.getPayloadClient()))

/**
 * A page ready to draw, or null when there is no published page at that address. Prices it
 * names ({from:mensCut}) are worked out from the price list, read only for such a page.
 */
export const getPage = cache(async (slug: string, draft = false): Promise<T.Page | null> => {
  const [doc, settings, values] = await Promise.all([
    q.findPageDoc(slug, draft),
    getSettings(),
    getPlaceholderValues(),
  ])
  if (!doc) return null
  const text = JSON.stringify(doc)
  const prices = namesAPrice(text)
    ? pricePlaceholderValues(await getQuoteCatalogue({ photos: false }))
    : {}
  const offers = await offerValuesFor(text)
  return mapPage(doc, { values: { ...values, ...prices, ...offers }, links: settings.links })
})

/**
 * The news cards: news items and blog posts marked "Show in the home page's news", newest
 * first, so a post reaches the home page without a separate news item.
 */
export async function listHomeNews(count: number): Promise<T.NewsItem[]> {
  const [news, posts] = await Promise.all([listNewsItems(count), listBlogPosts()])
  const featured: T.NewsItem[] = posts
    .filter((p) => p.featured)
    .map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      body: htmlToText(p.bodyHtml),
      link: `/blog/${p.slug}`,
      image: p.image,
      alt: p.alt,
      author: p.author,
      date: p.date,
    }))
  return [...news, ...featured].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count)
}
