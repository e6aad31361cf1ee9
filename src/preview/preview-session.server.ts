import 'server-only'

import { draftMode, headers } from 'next/headers'

import { hasRole, officeRoles } from '@/access/roles'
import { getPayloadClient } from '@/content/queries.server'

/**
 * Whether this request may see drafts: Next's draft-mode cookie only says that staff turned
 * preview on at some point, so the staff session is checked again on every request — a
 * preview cookie left behind after signing out (or copied to another browser) shows the
 * published page. Pages without the cookie never read the headers and stay cached.
 */
export async function isStaffPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return hasRole(user as Parameters<typeof hasRole>[0], ...officeRoles)
}
