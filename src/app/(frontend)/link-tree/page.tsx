import type { Metadata } from 'next'

import { LinkPage } from '@/components/site/link-page'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Links',
  description:
    'Quick links: book online, get a quote, refer a friend, meet the team, shop and our latest news.',
  alternates: { canonical: '/link-tree' },
}

export default function LinkTreePage() {
  return <LinkPage withSkinTest={false} />
}
