import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Saturday jobs',
  description: 'Apply to join the Willow & Wren team.',
  alternates: { canonical: '/recruitment/saturday' },
}

export default function Page() {
  return <ApplicationPage role="Saturday" />
}
