import 'server-only'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type Payload } from 'payload'

import { hasRole } from '@/access/roles'

import type { Actor } from '../records.server'

/**
 * The privacy page's form actions: only a form post from a signed-in owner or manager goes on;
 * anything else posted to an action id goes back to the page.
 */
export async function privacyStaff(
  formData: unknown,
): Promise<{ payload: Payload; staff: NonNullable<Actor> }> {
  if (!(formData instanceof FormData)) redirect('/admin/privacy')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const staff = user as {
    id: number
    email: string
    roles?: ('owner' | 'manager' | 'front-desk')[]
  } | null
  if (!staff || !hasRole(staff, 'owner', 'manager')) redirect('/admin/privacy')
  return { payload, staff: { id: staff.id, email: staff.email, roles: staff.roles ?? [] } }
}
