import { BackLink } from '@/components/site/BackLink'
import { getMessageSettings } from '@/content/queries.server'
import type { jobRoles } from '@/forms/job-application'

import { JobApplicationForm } from './job-application-form'
import styles from './forms.module.css'

const intro: Record<(typeof jobRoles)[number], { title: string; text: string }> = {
  Stylist: {
    title: 'Apply to join us as a stylist',
    text: 'Qualified and looking for a team that invests in you? Tell us about yourself — we offer ongoing education, a clear path through our levels and a fully booked column.',
  },
  Apprentice: {
    title: 'Apply for an apprenticeship',
    text: 'Learn the craft at our Academy, earning while you train towards your Level 2 and 3 qualifications with our educators beside you.',
  },
  Saturday: {
    title: 'Apply for a Saturday job (Pre-Apprenticeship)',
    text: 'Still at school or college? Spend your Saturdays with us: greet clients, assist the stylists and find out whether hairdressing is for you.',
  },
}

export async function ApplicationPage({ role }: { role: (typeof jobRoles)[number] }) {
  const { positions } = await getMessageSettings()
  return (
    <div className={styles.page}>
      <BackLink href="/recruitment">Back to careers</BackLink>
      <h1 className={styles.title}>{intro[role].title}</h1>
      <p className={styles.lede}>{intro[role].text}</p>
      <JobApplicationForm role={role} positions={positions} />
    </div>
  )
}
