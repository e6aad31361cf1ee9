import { APIError, type CollectionBeforeDeleteHook } from 'payload'

// Paths the application answers without a page of words: a page with one of these addresses
// would never show. (The team, blog, offers and contact pages take their title band and closing
// blocks from the page of the same address, so those addresses are allowed.)
export const reservedSlugs = [
  'admin',
  'api',
  'cms-api',
  'prices',
  'sms',
  'reviews',
  'quote',
  'preview',
  'exports',
  'link-tree',
  'links',
  'gift-voucher',
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  'opengraph-image',
  '_next',
] as const

/** Pages whose address has its own route in the application (not /[name]). */
export const ownRouteSlugs = ['home', 'recruitment', 'team', 'blog', 'offers', 'contact'] as const

export const validPageSlug = (value: unknown): true | string => {
  if (typeof value !== 'string' || !value) return 'Required'
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(value))
    return 'Lower-case letters, digits and dashes only, e.g. "summer-opening"'
  if ((reservedSlugs as readonly string[]).includes(value))
    return `"/${value}" is already a part of the site: choose another address`
  return true
}

/** The home page can be edited and unpublished-then-republished, but never deleted. */
export const keepHome: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const doc = await req.payload.findByID({ collection: 'pages', id, depth: 0, req, draft: true })
  if (doc?.slug === 'home') throw new APIError('The home page cannot be deleted.', 400, null, true)
}
