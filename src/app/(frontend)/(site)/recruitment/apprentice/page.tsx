import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Apprenticeships',
  description: 'Apply to join the Willow & Wren team.',
  alternates: { canonical: '/recruitment/apprentice' },
}

export default function Page() {
  return <ApplicationPage role="Apprentice" />
}
