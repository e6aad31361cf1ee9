// Reads for pages and the JSON API. Everything goes through map.ts, so the site and the
// API always agree on what a salon, stylist or service is.
import 'server-only'

import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import { averageCutAndColourPence } from '@/quote'
import type { CatalogueHairBand } from '@/quote/model'

import * as map from './map'
import { readPriceList } from './quote-catalogue.server'
import type * as T from './types'

export const getPayloadClient = () => getPayload({ config })

const all = { pagination: false, limit: 0 } as const

/** Blog posts, news items and offers have drafts: the public sees published documents only. */
const published: Where = { _status: { equals: 'published' } }

export async function listSalons(): Promise<T.Salon[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({ collection: 'salons', ...all, depth: 1, sort: 'id' })
  return res.docs.map(map.mapSalon)
}

export async function listLevels(): Promise<T.Level[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({ collection: 'levels', ...all, depth: 0, sort: ['rank', 'id'] })
  return res.docs.map(map.mapLevel)
}

/** Her hair's bands, each measure's first the shortest or finest (ADR 051). */
export async function listHairBands(): Promise<CatalogueHairBand[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'hair-bands',
    ...all,
    depth: 1,
    sort: ['measure', 'rank'],
  })
  return res.docs.map(map.mapHairBand)
}

export async function listServices(): Promise<T.Service[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'services',
    ...all,
    depth: 0,
    sort: ['sortOrder', 'id'],
  })
  return res.docs.map(map.mapService)
}

export async function listColourCategories(): Promise<T.ColourCategory[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'colour-categories',
    ...all,
    depth: 1, // the swatch image
    sort: 'code',
  })
  return res.docs.map(map.mapColourCategory)
}

/** Each stylist's "average cut & colour", computed from the price list by the quote module. */
async function withAveragePrices(stylists: T.Stylist[]): Promise<T.Stylist[]> {
  if (!stylists.length) return stylists
  const prices = await readPriceList(await getPayloadClient(), { photos: false })
  const cat = { ...prices, salons: [], stylists: [], defaultSalonId: 0 }
  return stylists.map((s) => ({
    ...s,
    averagePricePence: averageCutAndColourPence(cat, s.levelId),
  }))
}

/** Current stylists (not those who have left) unless asked otherwise. */
export async function listStylists(opts: { includeLeft?: boolean } = {}): Promise<T.Stylist[]> {
  const payload = await getPayloadClient()
  const where: Where = opts.includeLeft ? {} : { hasLeft: { not_equals: true } }
  const res = await payload.find({
    collection: 'stylists',
    ...all,
    depth: 1,
    where,
    sort: ['sortOrder', 'id'],
  })
  return withAveragePrices(res.docs.map(map.mapStylist))
}

export async function getStylistBySlug(slug: string): Promise<T.Stylist | null> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'stylists',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
  })
  const doc = res.docs[0]
  return doc ? ((await withAveragePrices([map.mapStylist(doc)]))[0] ?? null) : null
}

/** Published reviews, newest first; for one stylist when a slug is given. */
export async function listReviews(stylistSlug?: string): Promise<T.Review[]> {
  const payload = await getPayloadClient()
  const where: Where = stylistSlug ? { 'stylist.slug': { equals: stylistSlug } } : {}
  const res = await payload.find({
    collection: 'reviews',
    ...all,
    depth: 1,
    where,
    sort: '-date',
    overrideAccess: false,
  })
  return res.docs.map(map.mapReview)
}

export async function listBlogPosts(): Promise<T.BlogPost[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'blog-posts',
    ...all,
    depth: 1,
    sort: '-date',
    where: published,
  })
  return res.docs.map(map.mapBlogPost)
}

/** A published post, or with `draft` (staff preview) the latest saved version, published or not. */
export async function getBlogPost(slug: string, draft = false): Promise<T.BlogPost | null> {
  const payload = await getPayloadClient()
  const bySlug: Where = { slug: { equals: slug } }
  const res = await payload.find({
    collection: 'blog-posts',
    where: draft ? bySlug : { and: [bySlug, published] },
    draft,
    limit: 1,
    depth: 1,
  })
  const doc = res.docs[0]
  return doc ? map.mapBlogPost(doc) : null
}

export async function listNewsItems(limit = 0): Promise<T.NewsItem[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'news-items',
    pagination: false,
    limit,
    depth: 1,
    sort: '-date',
    where: published,
  })
  return res.docs.map(map.mapNewsItem)
}

export async function listOffers(): Promise<T.Offer[]> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'offers',
    ...all,
    depth: 1,
    sort: 'endDate',
    where: published,
  })
  return res.docs.map(map.mapOffer)
}

export async function getSiteSettings(): Promise<T.SiteSettings> {
  const payload = await getPayloadClient()
  return map.mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 1 }))
}

export async function getMessageSettings(): Promise<T.MessageSettings> {
  const payload = await getPayloadClient()
  return map.mapMessages(await payload.findGlobal({ slug: 'messages', depth: 0 }))
}

export async function getStoreData(): Promise<T.StoreData> {
  const payload = await getPayloadClient()
  return map.mapStoreData(await payload.findGlobal({ slug: 'store-data', depth: 1 }))
}

export async function getNavigation(): Promise<T.Navigation> {
  const payload = await getPayloadClient()
  return map.mapNavigation(await payload.findGlobal({ slug: 'navigation', depth: 0 }))
}

/** A page document by its address: published, or with `draft` (staff preview) the latest save. */
export async function findPageDoc(slug: string, draft = false) {
  const payload = await getPayloadClient()
  const bySlug: Where = { slug: { equals: slug } }
  const res = await payload.find({
    collection: 'pages',
    where: draft ? bySlug : { and: [bySlug, published] },
    draft,
    limit: 1,
    depth: 2,
  })
  return res.docs[0] ?? null
}

/** The published pages' addresses (the home page is "home"), for routes and the sitemap. */
export async function listPublishedPages(): Promise<
  { slug: string; noindex: boolean; updatedAt: string }[]
> {
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'pages',
    ...all,
    depth: 0,
    where: published,
    select: { slug: true, meta: { noindex: true }, updatedAt: true },
  })
  return res.docs.map((d) => ({
    slug: d.slug,
    noindex: Boolean(d.meta?.noindex),
    updatedAt: d.updatedAt,
  }))
}
