import type { Metadata } from 'next'

// The bench's reference page (ADR 019): the same build, fonts and global styles as the public
// site, but no client component and no site chrome — the fastest page this stack can serve.
// `npm run bench:pages` reports every page also as its difference from this one, a figure that
// holds on a noisy machine. Not in the sitemap, never indexed.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Reference page',
  description: 'A reference page for performance measurements.',
  robots: { index: false, follow: false },
}

export default function FloorPage() {
  return (
    <main id="main" className="container">
      <h1>Reference page</h1>
      <p>
        This page is drawn by the server alone: the same fonts and styles as every page of the site,
        and none of its interactive parts. The speed measurements compare each page with this one.
      </p>
    </main>
  )
}
