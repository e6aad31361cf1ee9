// The shapes of staff-set links: Site settings' addresses, a link as stored and as drawn. Types
// only, importing nothing, so links.ts and types.ts can both use them without importing each
// other in a circle (ADR 037).
export type ExternalLinks = Record<
  | 'booking'
  | 'skinTest'
  | 'referralAccount'
  | 'giftCards'
  | 'shop'
  | 'modelSignup'
  | 'sisterSalon'
  | 'app'
  | 'instagram'
  | 'facebook'
  | 'pinterest'
  | 'tiktok',
  string | null
>

/** A link as staff stored it. */
export type LinkInput = {
  label?: string | null
  kind?: 'path' | 'setting' | 'url' | null
  path?: string | null
  setting?: keyof ExternalLinks | null
  url?: string | null
}

/** A link ready to draw; `external` links are plain <a>, the others client-side links. */
export type ResolvedLink = { label: string; href: string; external: boolean }
