// A deterministic mix of valid and invalid submissions to the public forms, each knowing what
// the server must do with it. Valid ones carry a unique e-mail address to find them later;
// invalid ones that have an address use one that must never be stored.
import { applicationBody, quoteBody, type Catalogue } from './bodies'

export type Case = {
  n: number
  route: string
  body: unknown // an object sent as JSON, or a raw string
  kind: 'quote' | 'application' | 'refused'
  why: string
  email: string
}

const QUOTE_ROUTES = ['/api/save-quote-details', '/prices/api/save-quote-details']

type Variant = { why: string; make: (valid: ReturnType<typeof quoteBody>) => unknown }

const badQuotes: Variant[] = [
  { why: 'no name', make: (q) => ({ ...q, name: '' }) },
  { why: 'not a UK mobile', make: (q) => ({ ...q, mobile: '12345' }) },
  { why: 'not an e-mail address', make: (q) => ({ ...q, email: 'jo.example.com' }) },
  { why: 'referral not chosen', make: (q) => ({ ...q, referral: 'Please select' }) },
  { why: 'no services', make: (q) => ({ ...q, quote: { services: [], total: 0 } }) },
  {
    why: 'total tampered with',
    make: (q) => ({ ...q, quote: { ...q.quote, total: q.quote.total - 10 } }),
  },
  {
    why: 'line price tampered with',
    make: (q) => ({
      ...q,
      quote: {
        ...q.quote,
        services: q.quote.services.map((s, i) => (i === 0 ? { ...s, price: 1 } : s)),
      },
    }),
  },
  { why: 'unknown level', make: (q) => ({ ...q, level_id: 999 }) },
  { why: 'unknown salon', make: (q) => ({ ...q, salon_id: 999 }) },
  {
    why: 'unknown service',
    make: (q) => ({ ...q, quote: { ...q.quote, services: [{ id: 99999, price: 10 }], total: 10 } }),
  },
  { why: 'honeypot filled', make: (q) => ({ ...q, website: 'http://spam.example' }) },
  { why: 'negative price', make: (q) => ({ ...q, quote: { ...q.quote, total: -5 } }) },
  { why: 'not JSON', make: () => 'name=Jo&mobile=07700900123' },
  { why: 'JSON array', make: () => '[1,2,3]' },
  { why: 'body too large', make: (q) => JSON.stringify({ ...q, name: 'x'.repeat(70_000) }) },
  {
    why: 'price as text',
    make: (q) => ({ ...q, quote: { ...q.quote, total: `${q.quote.total}` } }),
  },
]

function badApplication(i: number, email: string): { why: string; body: unknown } {
  const a = applicationBody(email, i)
  switch (i % 4) {
    case 0:
      return {
        why: 'position not offered for the role',
        body: { ...a, position: 'Chief Executive' },
      }
    case 1:
      return { why: 'no answers', body: { ...a, about: '', why_hair: '', why_us: '' } }
    case 2:
      return { why: 'unknown role', body: { ...a, role: 'Astronaut' } }
    default:
      return { why: 'not JSON', body: '{"name": "Sam",' }
  }
}

/**
 * `count` submissions: half valid quotes (over both save paths), a tenth valid job
 * applications, and the rest refused for one of the reasons above. `tag` keeps runs apart.
 */
export function mixedCases(cat: Catalogue, count: number, tag: string): Case[] {
  const cases: Case[] = []
  for (let n = 0; n < count; n++) {
    const slot = n % 10
    if (slot < 5) {
      const email = `${tag}-q${n}@load.test`
      cases.push({
        n,
        route: QUOTE_ROUTES[n % 2]!,
        body: quoteBody(cat, email, n),
        kind: 'quote',
        why: 'valid quote',
        email,
      })
    } else if (slot === 5) {
      const email = `${tag}-a${n}@load.test`
      cases.push({
        n,
        route: '/api/joinus',
        body: applicationBody(email, n),
        kind: 'application',
        why: 'valid application',
        email,
      })
    } else if (slot === 9) {
      const email = `${tag}-x${n}@load.test`
      const { why, body } = badApplication(Math.floor(n / 10), email)
      cases.push({ n, route: '/api/joinus', body, kind: 'refused', why, email })
    } else {
      const email = `${tag}-x${n}@load.test`
      const v = badQuotes[(Math.floor(n / 10) * 3 + slot) % badQuotes.length]!
      cases.push({
        n,
        route: QUOTE_ROUTES[n % 2]!,
        body: v.make(quoteBody(cat, email, n)),
        kind: 'refused',
        why: v.why,
        email,
      })
    }
  }
  return cases
}

/** What was wrong with an answer to a case, or null when it is what the server must answer. */
export function wrongAnswer(c: Case, status: number, json: any): string | null {
  if (status >= 500) return `${status} (server error)`
  if (c.kind === 'refused') {
    if (status < 400 || status > 499) return `${status} where a 4xx refusal was due`
    if (typeof json?.message !== 'string' || json.message.length === 0)
      return `${status} without a message`
    return null
  }
  return status === 201 ? null : `${status} where 201 was due (${json?.message ?? ''})`
}
