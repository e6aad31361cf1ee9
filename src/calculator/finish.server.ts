// The finish form's save, behind the server action (finish-action.ts): what the form sent is
// checked and saved, and every refusal is a message in salon words with everything she typed
// and chose kept, for the form to show again (ADR 044).
import 'server-only'

import { saveQuote } from '@/collections/quotes/save-quote.server'
import { getQuoteCatalogue } from '@/content/catalogue.server'
import { getPayloadClient } from '@/content/queries.server'
import { contactKeys } from '@/security/contact-keys'
import { consumeAll } from '@/security/rate-limits.server'
import { parseState, resolveState } from '@/quote'

export type FinishFormState = {
  status: 'idle' | 'error'
  message?: string
  fields?: Record<string, string>
  values?: Record<string, string>
}

/** A saved quote: the page to go to. */
export type FinishSaved = { status: 'saved'; to: string }

const text = (fd: FormData, key: string) => {
  const v = fd.get(key)
  return typeof v === 'string' ? v : ''
}

/**
 * Saves the quote from the finish form, for a visitor at `address`. The lines the visitor saw
 * travel with the form and are checked against a fresh computation (saveQuote answers 422 when
 * prices changed).
 */
export async function finishQuote(
  fd: unknown,
  address: string,
): Promise<FinishFormState | FinishSaved> {
  // Called only by the form; anything else posted to the action id is refused, not a 500.
  if (!(fd instanceof FormData)) return { status: 'error', message: 'Please use the form.' }
  const values = {
    name: text(fd, 'name'),
    mobile: text(fd, 'mobile'),
    email: text(fd, 'email'),
    referral: text(fd, 'referral'),
  }
  // Typed answers only: a field sent as a file is never stored.
  for (const value of fd.values())
    if (typeof value !== 'string')
      return { status: 'error', message: 'This form takes typed answers only, not files.', values }
  let link: string
  let query: URLSearchParams
  try {
    const contact = contactKeys(values)
    const verdict = await consumeAll(await getPayloadClient(), [
      ['quote', address],
      ['quoteContact', contact.mobile],
      ['quoteContact', contact.email],
    ])
    if (!verdict.ok) return { status: 'error', message: verdict.message, values }
    const cat = await getQuoteCatalogue()
    query = new URLSearchParams(text(fd, 'state'))
    const state = resolveState(parseState(Object.fromEntries(query)), cat)
    const s = state.selection
    const services = fd.getAll('line').map((raw) => {
      const [id, pence] = String(raw).split(':')
      return { id: Number(id), price: Number(pence) / 100 }
    })
    const result = await saveQuote(await getPayloadClient(), {
      ...values,
      website: text(fd, 'website'),
      salon_id: s.salonId ?? cat.defaultSalonId,
      stylist_id: s.stylistId,
      stylist_salon_id: state.stylist?.salonId ?? null,
      level_id: s.levelId,
      calculator_type: s.type ?? undefined,
      regular: state.regular ? 'yes' : 'no',
      selector: state.stylist ? 'Stylist' : state.mode === 'budget' ? 'Price' : 'Level',
      quote: { services, total: Number(text(fd, 'total')) / 100 },
      // The offer the form showed her (empty: none); the server refuses one the quote lacks.
      ...(fd.has('offer') ? { offer: text(fd, 'offer') } : {}),
    })
    if (!result.ok)
      return { status: 'error', message: result.message, fields: result.fields, values }
    link = result.link
  } catch (err) {
    console.error('[finish] could not save quote', err)
    return {
      status: 'error',
      message:
        "Sorry — we couldn't save your quote just now. Nothing you typed is lost: please try again in a moment.",
      values,
    }
  }
  const done = new URLSearchParams({
    link,
    type: query.get('type') ?? '',
    regular: query.get('regular') ?? 'no',
  })
  return { status: 'saved', to: `/prices/finish/submitted?${done}` }
}
