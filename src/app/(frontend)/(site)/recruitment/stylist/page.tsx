import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Stylist jobs',
  description: 'Apply to join the Willow & Wren team.',
  alternates: { canonical: '/recruitment/stylist' },
}

export default function Page() {
  return <ApplicationPage role="Stylist" />
}
