// Links set by staff, resolved against Site settings: the one place that knows what a
// "setting" link points at, so a changed booking address moves every button at once.
import { isSitePath } from '@/fields/rich-text/hrefs'

import type { ExternalLinks, LinkInput, ResolvedLink } from './link-model'

// The shapes live in link-model.ts, which types.ts imports too (no import circles: ADR 037).
export type { LinkInput, ResolvedLink } from './link-model'

export const externalLinkKeys = [
  'booking',
  'skinTest',
  'referralAccount',
  'giftCards',
  'shop',
  'modelSignup',
  'sisterSalon',
  'app',
  'instagram',
  'facebook',
  'pinterest',
  'tiktok',
] as const satisfies readonly (keyof ExternalLinks)[]

export const externalLinkLabels: Record<keyof ExternalLinks, string> = {
  booking: 'Online booking',
  skinTest: 'Skin test booking',
  referralAccount: 'Referral account',
  giftCards: 'Gift cards',
  shop: 'Online shop',
  modelSignup: 'Model sign-up',
  sisterSalon: 'Sister salon',
  app: 'Booking app',
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
}

/** Whether a stored value names one of the links kept in Site settings (never `toString`). */
export const isExternalLinkKey = (v: unknown): v is keyof ExternalLinks =>
  typeof v === 'string' && (externalLinkKeys as readonly string[]).includes(v)

/**
 * The link to draw, or null. Values that choose what is drawn are checked against the fixed
 * lists here too, not only when saving (ADR 039): a bad value already stored draws nothing
 * rather than failing every page that shows it.
 */
export function resolveLink(link: LinkInput, links: ExternalLinks): ResolvedLink | null {
  const label = typeof link.label === 'string' ? link.label.trim() : ''
  if (!label) return null
  switch (link.kind ?? 'path') {
    case 'setting': {
      const href = isExternalLinkKey(link.setting) ? links[link.setting] : null
      return typeof href === 'string' && href ? { label, href, external: true } : null
    }
    case 'url':
      return typeof link.url === 'string' && link.url.startsWith('https://')
        ? { label, href: link.url, external: true }
        : null
    case 'path':
      return isSitePath(link.path) ? { label, href: link.path, external: false } : null
    default:
      return null
  }
}

export const resolveLinks = (list: LinkInput[] | null | undefined, links: ExternalLinks) =>
  (list ?? []).map((l) => resolveLink(l, links)).filter((l): l is ResolvedLink => l != null)
