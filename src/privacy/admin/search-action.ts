'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasRole } from '@/access/roles'

import { personLookupSchema } from '../lookup'
import { searchPerson } from '../records.server'

/**
 * The privacy page's Find button (a form post, with or without JavaScript): the search is
 * written to the audit log here, once, and the page then shows it by the entry's id.
 */
export async function searchAction(formData: FormData): Promise<void> {
  // Called only by the form; anything else posted to the action id goes back to the page.
  if (!(formData instanceof FormData)) redirect('/admin/privacy')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const staff = user as {
    id: number
    email: string
    roles?: ('owner' | 'manager' | 'front-desk')[]
  } | null
  if (!staff || !hasRole(staff, 'owner', 'manager')) redirect('/admin/privacy')
  const raw = formData.get('q')
  const q = typeof raw === 'string' ? raw.trim() : ''
  const lookup = personLookupSchema.safeParse(q)
  // An unclear look-up goes back to the form, which explains it; nothing was searched.
  if (!lookup.success) redirect(`/admin/privacy?q=${encodeURIComponent(q)}`)
  const { auditId } = await searchPerson(payload, lookup.data, { id: staff.id, email: staff.email })
  redirect(`/admin/privacy?q=${encodeURIComponent(q)}&search=${auditId}`)
}
