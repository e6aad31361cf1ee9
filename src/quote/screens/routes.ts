// The calculator's addresses under /prices.

export const PATHS = {
  prices: '/prices',
  selector: '/prices/selector',
  calculator: '/prices/calculator',
  byLevel: '/prices/total-by-level',
  byStylist: '/prices/total-by-stylist',
  byPrice: '/prices/total-by-price',
  finish: '/prices/finish',
} as const

/** Paths the calculator answers in the browser; anything else under /prices/ is a stylist's page. */
const reserved = new Set([
  'selector',
  'calculator',
  'total-by-level',
  'total-by-stylist',
  'total-by-price',
  'finish',
])

/** The stylist slug of a /prices/{slug} address, or null for the calculator's own paths. */
export const stylistSlug = (path: string): string | null => {
  const slug = /^\/prices\/([^/]+)$/.exec(path)?.[1]
  return slug && !reserved.has(slug) ? slug : null
}

export const isCalculatorPath = (pathname: string) => {
  const p = pathname.replace(/\/+$/, '') || '/'
  if (p === PATHS.prices) return true
  const m = /^\/prices\/([^/]+)$/.exec(p)
  return m != null && (reserved.has(m[1]!) || /^[a-z0-9-]+$/.test(m[1]!))
}
