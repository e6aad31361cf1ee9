// Request bodies for the public forms, built over HTTP from the running app's own catalogue and
// priced with the quote module (the one place prices are computed), for the bench and the
// reliability tests. Every valid body carries a unique e-mail address so it can be found later.
import { linePence, serviceKind } from '../../src/quote'

type ApiService = {
  id: number
  service: string
  cat1: number
  cat2: number
  price: number
  product_price: number
}
type ApiLevel = { id: number; adapter: number }
type ApiSalon = { id: number }

export type Catalogue = { services: ApiService[]; levels: ApiLevel[]; salons: ApiSalon[] }

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`)
  return (await res.json()) as T
}

export async function loadCatalogue(base: string): Promise<Catalogue> {
  const [services, levels, salons] = await Promise.all([
    getJson<ApiService[]>(`${base}/api/services`),
    getJson<ApiLevel[]>(`${base}/api/levels`),
    getJson<ApiSalon[]>(`${base}/api/salons`),
  ])
  return { services, levels, salons }
}

/** The quote module's price of each chosen service at the given level, in pounds. */
function pricedLines(cat: Catalogue, names: string[], levelId: number) {
  const level = cat.levels.find((l) => l.id === levelId)
  if (!level) throw new Error(`no level ${levelId}`)
  return names.map((name) => {
    const s = cat.services.find((x) => x.service === name)
    const kind = s && serviceKind(s.cat1, s.cat2)
    if (!s || !kind) throw new Error(`no priced service "${name}" in the catalogue`)
    const pence = linePence(
      {
        id: s.id,
        name: s.service,
        kind,
        pricePence: Math.round(s.price * 100),
        productPence: Math.round(s.product_price * 100),
      },
      level.adapter,
    )
    return { id: s.id, service: s.service, price: pence / 100 }
  })
}

/** A unique, valid UK mobile number (the 07700 900xxx range is reserved for drama). */
export const mobileFor = (n: number) => `07700 9${String(n % 100_000).padStart(5, '0')}`

/** A valid save-quote body (Colour: foils, toner, cut and finish, most senior level). */
export function quoteBody(
  cat: Catalogue,
  email: string,
  n = 0,
  overrides: Record<string, unknown> = {},
) {
  const levelId = Math.max(...cat.levels.map((l) => l.id))
  const lines = pricedLines(cat, ['Full head foils', 'Toner', 'Cut, dry & style'], levelId)
  return {
    salon_id: cat.salons[0]?.id ?? 1,
    level_id: levelId,
    calculator_type: 'Colour',
    selector: 'Level',
    name: `Load Client ${n}`,
    mobile: mobileFor(n),
    email,
    regular: n % 2 ? 'yes' : 'no',
    referral: 'Google',
    quote: { services: lines, total: lines.reduce((a, l) => a + l.price, 0) },
    ...overrides,
  }
}

/** A valid job application body. */
export function applicationBody(email: string, n = 0) {
  return {
    name: `Load Applicant ${n}`,
    mobile: mobileFor(n),
    email,
    role: 'Stylist',
    position: 'Senior Stylist',
    about: 'Six years at a busy salon, colour specialist.',
    why_hair: 'I love making people feel good.',
    why_us: 'Your training and your team.',
  }
}
