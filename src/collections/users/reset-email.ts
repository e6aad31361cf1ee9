import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env.server'
import { escapeHtml } from '@/lib/html'

/**
 * The password-reset e-mail. The link is built from SITE_URL, never from the request's Host
 * header (which a client chooses: a forged one would send staff to someone else's site).
 */
export const resetLink = (token: string) =>
  `${env.SITE_URL.replace(/\/$/, '')}/admin/reset/${encodeURIComponent(token)}`

/** The brand name from Site settings: staff e-mails carry no brand of their own. */
export async function brandOf(payload: Payload | undefined): Promise<string> {
  if (!payload) return 'the site'
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  return settings?.brandName?.trim() || 'the site'
}

type Args = { req?: PayloadRequest; token?: string; user?: { name?: string | null } }

export const resetEmailSubject = async (args?: Args) =>
  `Reset your ${await brandOf(args?.req?.payload)} admin password`

export async function resetEmailHtml(args?: Args) {
  const { token, user, req } = args ?? {}
  const link = resetLink(token ?? '')
  const name = user?.name ? ` ${escapeHtml(user.name)}` : ''
  const brand = escapeHtml(await brandOf(req?.payload))
  return `<p>Hello${name},</p>
<p>Someone (we hope you) asked to reset the password of your ${brand} admin account. Choose a new password here within the next hour:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`
}
