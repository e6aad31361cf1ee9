import { BackLink } from '@/components/site/back-link'
import { getMessageSettings } from '@/content/queries.server'
import type { jobRoles } from '@/forms/job-application'

import { JobApplicationForm } from './job-application-form'
import styles from './forms.module.css'

export async function ApplicationPage({ role }: { role: (typeof jobRoles)[number] }) {
  const { positions, applicationPages } = await getMessageSettings()
  // The words are the salon's (Messages & rules → Recruitment); without them, a plain heading.
  const page = applicationPages[role] ?? { title: role, intro: '' }
  return (
    <div className={styles.page}>
      <BackLink href="/recruitment">Back to careers</BackLink>
      <h1 className={styles.title}>{page.title}</h1>
      {page.intro ? <p className={styles.lede}>{page.intro}</p> : null}
      <JobApplicationForm role={role} positions={positions} />
    </div>
  )
}
