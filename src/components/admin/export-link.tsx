// Above the Saved quotes and Job applications lists: the CSV download, for owners and managers.
import Link from 'next/link'
import type { TypedUser } from 'payload'

import { hasRole } from '@/access/roles'

import s from './dashboard/dashboard.module.css'

const files: Record<string, { file: string; what: string }> = {
  quotes: { file: 'quotes.csv', what: 'all saved quotes' },
  'job-applications': { file: 'applications.csv', what: 'all job applications' },
}

export function ExportLink({
  collectionConfig,
  user,
}: {
  collectionConfig?: { slug: string }
  user?: TypedUser | null
}) {
  const target = collectionConfig ? files[collectionConfig.slug] : undefined
  if (!target || !hasRole(user, 'owner', 'manager')) return null
  return (
    <p className={s.exportLink}>
      <a href={`/exports/${target.file}`} download>
        Download {target.what} (CSV)
      </a>
      <span className={s.muted}> · choose dates and see charts on the </span>
      <Link href="/admin">dashboard</Link>
    </p>
  )
}
