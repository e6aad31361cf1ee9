// Where a link or image in rich text may point (ADR 029): an outside https:// address, an e-mail
// or phone link, or a path on this site. Anything else (javascript:, data:, http:, //host, /\host)
// is refused when saving and dropped when rendering. Pure: the save check and the renderer share it.

import type { CollectionSlug, UploadCollectionSlug } from 'payload'

import { publicPaths } from '@/preview/preview-url'

/** Images come from the media library only. */
export const UPLOAD_COLLECTIONS = ['media'] as const satisfies readonly UploadCollectionSlug[]
/** Internal links go to documents the site has a public address for. */
export const LINKED_COLLECTIONS = Object.keys(publicPaths) as (keyof typeof publicPaths &
  CollectionSlug)[]
type LinkedCollection = (typeof LINKED_COLLECTIONS)[number]

/** What staff call a linked document, for the message when it no longer exists. */
export const LINKED_DOCUMENT_NAMES: Record<LinkedCollection, string> = {
  'blog-posts': 'blog post',
  offers: 'offer',
  pages: 'page',
}

export const isLinkedCollection = (v: string): v is LinkedCollection =>
  Object.hasOwn(LINKED_DOCUMENT_NAMES, v)

// Characters a browser strips or reads as a separator inside a URL, and quotes and angle brackets
// that only an attempt to break out of an attribute would use.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f"'<>\\`]/

/** Why `url` may not be the target of a link in rich text, or null when it may. */
export function hrefProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return 'the link has no address'
  if (UNSAFE_CHARACTERS.test(url))
    return `the address “${shorten(url)}” contains spaces or characters an address cannot have`
  if (url.startsWith('/')) {
    // `//host` and `/\host` are read by browsers as another site.
    return /^\/[/\\]/.test(url) ? `“${shorten(url)}” is not a path on this site` : null
  }
  if (url.startsWith('#')) return url.length > 1 ? null : 'the link has no address'
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'mailto' || scheme === 'tel') {
    return url.length > scheme.length + 1 ? null : `the ${scheme}: link has no address`
  }
  if (scheme === 'https') {
    try {
      const parsed = new URL(url)
      if (parsed.hostname && !parsed.username && !parsed.password) return null
    } catch {
      // not an address: refused below
    }
    return `“${shorten(url)}” is not a full https:// address`
  }
  return `“${shorten(url)}” is not allowed: links go to https://…, mailto:…, tel:… or a path on this site such as /prices`
}

/** Whether `url` may be the target of a link in rich text. */
export const isSafeHref = (url: unknown): url is string => hrefProblem(url) === null

/** Whether `url` is a path on this site (an image's address must be one). */
export const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && isSafeHref(url)

const shorten = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s)
