// Links set by staff, resolved against Site settings: the one place that knows what a
// "setting" link points at, so a changed booking address moves every button at once.
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

export function resolveLink(link: LinkInput, links: ExternalLinks): ResolvedLink | null {
  const label = link.label?.trim()
  if (!label) return null
  switch (link.kind) {
    case 'setting': {
      const href = link.setting ? links[link.setting] : null
      return href ? { label, href, external: true } : null
    }
    case 'url':
      return link.url ? { label, href: link.url, external: true } : null
    default:
      return link.path?.startsWith('/') ? { label, href: link.path, external: false } : null
  }
}

export const resolveLinks = (list: LinkInput[] | null | undefined, links: ExternalLinks) =>
  (list ?? []).map((l) => resolveLink(l, links)).filter((l): l is ResolvedLink => l != null)
