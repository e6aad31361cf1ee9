import type { Metadata } from 'next'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import { ownRouteSlugs } from '@/collections/pages/guards'
import { CmsPage, loadPage, pageMetadata } from '@/components/site/cms-page'
import { PageHeader } from '@/components/site/page-header'
import { StylistCard } from '@/components/site/stylist-card'
import { getLeftStylist, getSalonsInOrder, getSettings } from '@/content/site-queries.server'
import { isSlug } from '@/lib/http'
import { telHref } from '@/lib/opening-times'

import styles from './left.module.css'

// Rendered on each request: an ISR route caches every address it is asked for, so each made-up
// path (which redirects home) would leave a cache entry on disk. The page's data is a couple of
// indexed reads.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ name: string }> }

const isOwnRoute = (slug: string) => (ownRouteSlugs as readonly string[]).includes(slug)
const findPage = async (name: string) =>
  isSlug(name) && !isOwnRoute(name) ? loadPage(name) : { page: null, preview: false }
const findLeft = async (name: string) => (isSlug(name) ? getLeftStylist(name) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params
  const { page } = await findPage(name)
  if (page) return pageMetadata(page, `/${page.slug}`)
  const left = await findLeft(name)
  if (!left) return {}
  const { brandName } = await getSettings()
  return {
    title: `${left.stylist.name} has left ${brandName}`,
    description: `${left.stylist.firstName} is no longer with ${brandName}. Meet the stylists who know ${left.stylist.firstName}'s work, at our sister salons and the Academy.`,
    alternates: { canonical: `/${left.stylist.slug}` },
    robots: { index: false, follow: true },
  }
}

/**
 * /{name}: a page made in the admin (policies, men, notices, any page staff add), else the
 * notice for a stylist who has left (old links and printed cards still point here). Any other
 * single-segment path, including an unpublished page's, redirects home, on the server.
 */
export default async function NamePage({ params }: Props) {
  const { name } = await params
  const { page, preview } = await findPage(name)
  if (page) return <CmsPage page={page} preview={preview} />
  const left = await findLeft(name)
  if (!left) redirect('/')
  const { stylist, alternatives } = left
  const [salons, settings] = await Promise.all([getSalonsInOrder(), getSettings()])
  const salonName = (id: number) => salons.find((s) => s.id === id)?.shortName

  return (
    <>
      <PageHeader
        eyebrow="A note for clients"
        title={`${stylist.firstName} has left ${settings.brandName}`}
        lede={
          <p>
            {stylist.leftNotice ??
              `${stylist.name} is no longer part of the ${settings.brandName} team. Thank you for being such a loyal client — we'd love to keep looking after your hair.`}
          </p>
        }
      >
        <ul className="actions">
          {settings.links.booking && (
            <li>
              <a href={settings.links.booking} className="button">
                Book with another stylist
              </a>
            </li>
          )}
          <li>
            <Link href="/team" className="button button-ghost">
              Meet the whole team
            </Link>
          </li>
        </ul>
      </PageHeader>

      {alternatives.length > 0 && (
        <section className="section" aria-labelledby="alternatives-heading">
          <div className="container">
            <h2 id="alternatives-heading">Stylists who know {stylist.firstName}&apos;s work</h2>
            <p className="lede">
              They have all worked alongside {stylist.firstName}. Mention that you were{' '}
              {stylist.firstName}&apos;s client when you book and we&apos;ll make sure your notes go
              with you.
            </p>
            <ul className={styles.grid}>
              {alternatives.map((s) => (
                <li key={s.id}>
                  <StylistCard stylist={s} salonName={salonName(s.salonId)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="section section-tint" aria-labelledby="salons-heading">
        <div className="container">
          <h2 id="salons-heading">Our sister salons and the Academy</h2>
          <ul className={styles.salons}>
            {salons.map((s) => (
              <li key={s.id} className="card-surface">
                <h3>{s.name}</h3>
                <p className="muted">{s.blurb}</p>
                <address>
                  {[s.address.line1, s.address.line2, s.address.town].filter(Boolean).join(', ')}{' '}
                  {s.address.postcode}
                  <br />
                  <a href={telHref(s.phone)}>{s.phone}</a>
                </address>
              </li>
            ))}
          </ul>
          <p>
            <Link href="/contact" className="text-link">
              Opening times and contact details
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
