import {
  APIError,
  ValidationError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { pageBlocks } from '@/blocks'

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

const blockKinds: readonly string[] = pageBlocks.map((b) => b.slug)

/**
 * A block of a kind the site does not have is refused before Payload looks its fields up (ADR
 * 039): an unknown `blockType` made the save fail with a 500, and `__proto__` emptied the page's
 * content. The message names the block, as the admin numbers them.
 */
export const refuseUnknownBlocks: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const layout = (args as { data?: { layout?: unknown } }).data?.layout
  if (layout == null) return args
  const list = Array.isArray(layout) ? layout : [layout]
  list.forEach((block: unknown, i) => {
    const kind =
      block !== null && typeof block === 'object' && Object.hasOwn(block, 'blockType')
        ? (block as { blockType: unknown }).blockType
        : undefined
    if (!Array.isArray(layout) || typeof kind !== 'string' || !blockKinds.includes(kind))
      throw new ValidationError({
        collection: 'pages',
        errors: [
          {
            path: `layout.${i}.blockType`,
            message: `Block ${i + 1} of Content is not a kind of block a page can have (${pageBlocks
              .map((b) => (typeof b.labels?.singular === 'string' ? b.labels.singular : b.slug))
              .join(', ')}).`,
          },
        ],
      })
  })
  return args
}
