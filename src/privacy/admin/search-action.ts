'use server'

import { redirect } from 'next/navigation'

import { personLookupSchema } from '../lookup'
import { searchPerson } from '../records.server'

import { privacyStaff } from './staff.server'

/**
 * The privacy page's Find button (a form post, with or without JavaScript): the search is
 * written to the audit log here, once, and the page then shows it by the entry's id.
 */
export async function searchAction(formData: FormData): Promise<void> {
  const { payload, staff } = await privacyStaff(formData)
  const raw = formData.get('q')
  const q = typeof raw === 'string' ? raw.trim() : ''
  const lookup = personLookupSchema.safeParse(q)
  // An unclear look-up goes back to the form, which explains it; nothing was searched.
  if (!lookup.success) redirect(`/admin/privacy?q=${encodeURIComponent(q)}`)
  const { auditId } = await searchPerson(payload, lookup.data, staff)
  redirect(`/admin/privacy?q=${encodeURIComponent(q)}&search=${auditId}`)
}
