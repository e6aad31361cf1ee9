import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/access/roles'

/** "Personal data requests" in the admin menu, for those who may use it. */
export function PrivacyNavLink({ user }: ServerProps) {
  const staff = user as { roles?: ('owner' | 'manager' | 'front-desk')[] } | undefined
  if (!hasRole(staff, 'owner', 'manager')) return null
  return (
    <Link
      href="/admin/privacy"
      className="nav__link"
      style={{ display: 'block', padding: '0.25rem 0' }}
    >
      Personal data requests
    </Link>
  )
}
