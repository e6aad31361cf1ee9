import { env } from '@/env.server'
import { escapeHtml } from '@/lib/html'

/**
 * The password-reset e-mail. The link is built from SITE_URL, never from the request's Host
 * header (which a client chooses: a forged one would send staff to someone else's site).
 */
export const resetLink = (token: string) =>
  `${env.SITE_URL.replace(/\/$/, '')}/admin/reset/${encodeURIComponent(token)}`

export const resetEmailSubject = () => 'Reset your Willow & Wren admin password'

export function resetEmailHtml(args?: { token?: string; user?: { name?: string | null } }) {
  const { token, user } = args ?? {}
  const link = resetLink(token ?? '')
  const name = user?.name ? ` ${escapeHtml(user.name)}` : ''
  return `<p>Hello${name},</p>
<p>Someone (we hope you) asked to reset the password of your Willow &amp; Wren admin account. Choose a new password here within the next hour:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`
}
