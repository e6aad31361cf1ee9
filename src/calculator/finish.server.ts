// The finish form's save, behind the server action (finish-action.ts): what the form sent is
// checked and saved, and every refusal is a message in salon words with everything she typed
// and chose kept, for the form to show again (ADR 044).
import 'server-only'

import { savedBefore, saveQuote } from '@/collections/quotes/save-quote.server'
import { getQuoteCatalogue } from '@/content/catalogue.server'
import { getPayloadClient } from '@/content/queries.server'
import { newSendKey, SEND_KEY, sendKeySchema } from '@/forms/quote-details'
import { contactKeys } from '@/security/contact-keys'
import { consumeAll } from '@/security/rate-limits.server'
import { askedAnswers, parseState, resolveState } from '@/quote'

export type FinishFormState = {
  status: 'idle' | 'error'
  message?: string
  fields?: Record<string, string>
  values?: Record<string, string>
  /** The HTTP status the refusal is, for the JSON route (400, 409, 422, 429, 503). */
  code?: number
  /** A new one-time key for the next send, when this one may not be used again (ADR 048). */
  sendKey?: string
}

/** A saved quote: the page to go to. */
export type FinishSaved = { status: 'saved'; to: string }

const NO_KEY =
  "Sorry — your quote didn't come through. Nothing you typed is lost: please press Send again."

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
    const sendKey = text(fd, SEND_KEY)
    // Our form always sends its key (ADR 048); a page drawn before keys were made gets one now.
    if (!sendKeySchema.safeParse(sendKey).success)
      return { status: 'error', message: NO_KEY, values, code: 400, sendKey: newSendKey() }
    const cat = await getQuoteCatalogue()
    query = new URLSearchParams(text(fd, 'state'))
    const state = resolveState(parseState(Object.fromEntries(query)), cat)
    const s = state.selection
    const services = fd.getAll('line').map((raw) => {
      const [id, pence] = String(raw).split(':')
      return { id: Number(id), price: Number(pence) / 100 }
    })
    const body = {
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
      // Her hair, where her services price it (ADR 051): the save prices it again.
      hair: askedAnswers(s.hairAsked, s.hair),
      // The offer the form showed her (empty: none); the server refuses one the quote lacks.
      ...(fd.has('offer') ? { offer: text(fd, 'offer') } : {}),
      [SEND_KEY]: sendKey,
    }
    const payload = await getPayloadClient()
    // A second tap or a retry is answered as the first, before it is counted as another quote.
    const result =
      (await savedBefore(payload, body)) ??
      (await (async () => {
        const contact = contactKeys(values)
        const verdict = await consumeAll(payload, [
          ['quote', address],
          ['quoteContact', contact.mobile],
          ['quoteContact', contact.email],
        ])
        return verdict.ok
          ? saveQuote(payload, body)
          : { ok: false as const, status: 429, message: verdict.message, fields: undefined }
      })())
    if (!result.ok)
      return {
        status: 'error',
        message: result.message,
        fields: result.fields,
        values,
        code: result.status,
        // Her key went with other details: the next Send is a new quote (ADR 048).
        ...(result.status === 409 ? { sendKey: newSendKey() } : {}),
      }
    link = result.link
  } catch (err) {
    console.error('[finish] could not save quote', err)
    return {
      status: 'error',
      message:
        "Sorry — we couldn't save your quote just now. Nothing you typed is lost: please try again in a moment.",
      values,
      code: 503,
    }
  }
  const done = new URLSearchParams({
    link,
    type: query.get('type') ?? '',
    regular: query.get('regular') ?? 'no',
  })
  return { status: 'saved', to: `/prices/finish/submitted?${done}` }
}
