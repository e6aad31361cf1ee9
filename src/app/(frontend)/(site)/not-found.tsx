import Link from '@/components/link'

import { PageHeader } from '@/components/site/page-header'

/** Shown for a blog post, team member or reviews page that does not exist (e.g. a removed post). */
export default function NotFound() {
  return (
    <PageHeader
      eyebrow="Page not found"
      title="Sorry, we couldn't find that page"
      lede="It may have moved, or the link may be out of date. These will get you back on track:"
    >
      <ul className="actions">
        <li>
          <Link href="/" className="button">
            Home page
          </Link>
        </li>
        <li>
          <Link href="/blog" className="button button-ghost">
            The blog
          </Link>
        </li>
        <li>
          <Link href="/team" className="button button-ghost">
            Meet the team
          </Link>
        </li>
      </ul>
    </PageHeader>
  )
}
