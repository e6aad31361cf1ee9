import type { Metadata } from 'next'

import { LinkPage } from '@/components/site/LinkPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Links',
  description:
    'Quick links for Willow & Wren: book online or book a skin test, get a quote, refer a friend, meet the team, shop and our latest news.',
  alternates: { canonical: '/links' },
}

/** Like /link-tree, plus a Skin Test button. */
export default function LinksPage() {
  return <LinkPage withSkinTest />
}
