import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { CmsPage, loadPage, pageMetadata } from '@/components/site/cms-page'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

// /recruitment has its own folder (the application forms live under it), so its page is
// claimed here rather than by /[name]; the words are the page called "recruitment".
export async function generateMetadata(): Promise<Metadata> {
  const { page } = await loadPage('recruitment')
  return page ? pageMetadata(page, '/recruitment') : {}
}

export default async function RecruitmentPage() {
  const { page, preview } = await loadPage('recruitment')
  if (!page) redirect('/')
  return <CmsPage page={page} preview={preview} />
}
