import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Stylist jobs',
  description: 'Apply to join our team.',
  alternates: { canonical: '/recruitment/stylist' },
}

export default function Page() {
  return <ApplicationPage role="Stylist" />
}
