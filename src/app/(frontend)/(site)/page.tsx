import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CmsPage, loadPage, pageMetadata } from '@/components/site/cms-page'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPage('home')
  return page ? pageMetadata(page, '/') : {}
}

/** The home page is the page called "home" in the admin (Content → Pages). */
export default async function HomePage() {
  const { page, preview } = await loadPage('home')
  if (!page) notFound()
  return <CmsPage page={page} preview={preview} />
}
