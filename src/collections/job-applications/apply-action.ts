'use server'

import { headers } from 'next/headers'

import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { clientKey, hit, limits, TOO_MANY } from '@/lib/rate-limit'

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
  const values = Object.fromEntries(keys.map((k) => [k, String(fd.get(k) ?? '')])) as Record<
    (typeof keys)[number],
    string
  >
  if (!hit(`application:${clientKey(await headers())}`, limits.application).ok)
    return { status: 'error', message: TOO_MANY, values }
  try {
    const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
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
