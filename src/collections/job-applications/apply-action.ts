'use server'

import { headers } from 'next/headers'

import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { clientAddress } from '@/security/client-address'
import { contactKeys } from '@/security/contact-keys'
import { consumeAll } from '@/security/rate-limits.server'

import { submitApplication } from './submit-application.server'

export type ApplyState = {
  status: 'idle' | 'error' | 'ok'
  message?: string
  fields?: Record<string, string>
  values?: Record<string, string>
}

const keys = [
  'name',
  'mobile',
  'email',
  'role',
  'position',
  'about',
  'why_hair',
  'why_us',
  'website',
] as const

/** The application forms' server action: the same validation and storage as POST /api/joinus. */
export async function applyAction(_prev: ApplyState, fd: FormData): Promise<ApplyState> {
  // Called only by the form; anything else posted to the action id is refused, not a 500.
  if (!(fd instanceof FormData)) return { status: 'error', message: 'Please use the form.' }
  // Typed answers only: a field sent as a file is never stored (as "[object File]" or at all).
  const sentFile = keys.some((k) => fd.getAll(k).some((v) => typeof v !== 'string'))
  const values = Object.fromEntries(
    keys.map((k) => {
      const v = fd.get(k)
      return [k, typeof v === 'string' ? v : '']
    }),
  ) as Record<(typeof keys)[number], string>
  if (sentFile)
    return { status: 'error', message: 'This form takes typed answers only, not files.', values }
  try {
    const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
    const contact = contactKeys(values)
    const verdict = await consumeAll(payload, [
      ['application', clientAddress(await headers())],
      ['applicationContact', contact.mobile],
      ['applicationContact', contact.email],
    ])
    if (!verdict.ok) return { status: 'error', message: verdict.message, values }
    const result = await submitApplication(payload, values, settings.defaultSalonId)
    if (!result.ok)
      return {
        status: 'error',
        message: 'Please check the highlighted fields.',
        fields: result.fields,
        values,
      }
    return { status: 'ok' }
  } catch (err) {
    console.error('[apply] could not save application', err)
    return {
      status: 'error',
      message:
        "Sorry — we couldn't send your application just now. Nothing you typed is lost: please try again.",
      values,
    }
  }
}
