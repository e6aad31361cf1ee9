import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Saturday jobs',
  description: 'Apply to join our team.',
  alternates: { canonical: '/recruitment/saturday' },
}

export default function Page() {
  return <ApplicationPage role="Saturday" />
}
