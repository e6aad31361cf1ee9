import type { Metadata } from 'next'

import { LinkPage } from '@/components/site/LinkPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Links',
  description:
    'Quick links for Willow & Wren: book online, get a quote, refer a friend, meet the team, shop and our latest news.',
  alternates: { canonical: '/link-tree' },
}

export default function LinkTreePage() {
  return <LinkPage withSkinTest={false} />
}
