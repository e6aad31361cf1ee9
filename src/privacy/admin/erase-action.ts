'use server'

import { redirect } from 'next/navigation'

import { personLookupSchema } from '../lookup'
import { erasePerson } from '../records.server'

import { privacyStaff } from './staff.server'

/**
 * The privacy page's Erase button (works without JavaScript: a plain form post). Erases the
 * records ticked on the page, each with the messages sent about it.
 */
export async function eraseAction(formData: FormData): Promise<void> {
  const { payload, staff } = await privacyStaff(formData)
  const q = String(formData.get('q') ?? '')
  const lookup = personLookupSchema.safeParse(q)
  if (!lookup.success) redirect('/admin/privacy')
  // Back to the same recorded search, so the list is shown again with the message.
  const search = /^\d{1,12}$/.exec(String(formData.get('search') ?? ''))?.[0]
  const back = `/admin/privacy?q=${encodeURIComponent(q)}${search ? `&search=${search}` : ''}`
  if (formData.get('confirm') !== 'yes') {
    redirect(`${back}&confirm=missing`)
  }
  const records = formData.getAll('records').map(String)
  if (records.length === 0) redirect(`${back}&choose=missing`)
  const result = await erasePerson(payload, lookup.data, staff, { records })
  // A list that changed since it was shown: show it again.
  if (!result.ok) redirect(`${back}&choose=stale`)
  const { counts } = result
  redirect(`/admin/privacy?erased=${counts.quotes}-${counts.applications}-${counts.messages}`)
}
