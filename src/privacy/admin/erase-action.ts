'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasRole } from '@/access/roles'

import { personLookupSchema } from '../lookup'
import { erasePerson } from '../records.server'

/**
 * The privacy page's Erase button (works without JavaScript: a plain form post). Erases the
 * records ticked on the page, each with the messages sent about it.
 */
export async function eraseAction(formData: FormData): Promise<void> {
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
  const result = await erasePerson(
    payload,
    lookup.data,
    { id: staff.id, email: staff.email },
    { records },
  )
  // A list that changed since it was shown: show it again.
  if (!result.ok) redirect(`${back}&choose=stale`)
  const { counts } = result
  redirect(`/admin/privacy?erased=${counts.quotes}-${counts.applications}-${counts.messages}`)
}
