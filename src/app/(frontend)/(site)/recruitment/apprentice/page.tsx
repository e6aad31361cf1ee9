import type { Metadata } from 'next'

import { ApplicationPage } from '@/components/forms/application-page'

export const metadata: Metadata = {
  title: 'Apprenticeships',
  description: 'Apply to join our team.',
  alternates: { canonical: '/recruitment/apprentice' },
}

export default function Page() {
  return <ApplicationPage role="Apprentice" />
}
