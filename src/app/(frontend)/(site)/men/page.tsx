import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'
import { getSettings } from '@/content/site-queries.server'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: "Men's hairdressing",
  description:
    "Men's cuts, fades, beard tidies and grey blending at Willow & Wren in Ambleford. Wash, cut & style from around £20, with a free consultation.",
  alternates: { canonical: '/men' },
}

export default async function MenPage() {
  const settings = await getSettings()
  return (
    <>
      <PageHeader
        eyebrow="Men's hairdressing"
        title="Sharp cuts, no fuss"
        lede="Skin fades, scissor cuts, longer styles and beard tidies — by stylists who listen to what you actually want. Wash, cut & style from around £20."
      >
        <ul className="actions">
          {settings.links.booking && (
            <li>
              <a href={settings.links.booking} className="button">
                Book a cut
              </a>
            </li>
          )}
          <li>
            <Link href="/prices" className="button button-ghost">
              Get a price for your cut
            </Link>
          </li>
        </ul>
      </PageHeader>
      <div className="container section">
        <div className="grid-2">
          <div className="prose">
            <h2>What you can book</h2>
            <ul>
              <li>
                <strong>Wash, cut &amp; style</strong> from around £20 with one of our Junior
                Stylists, rising with the stylist&apos;s level and experience.
              </li>
              <li>
                <strong>Skin fades and clipper cuts</strong> that still look right two or three
                weeks later.
              </li>
              <li>
                <strong>Longer hair</strong> — cut so it looks grown, not cut.
              </li>
              <li>
                <strong>Beard shaping and neckline tidies</strong>, just mention it when you book.
              </li>
              <li>
                <strong>Grey blending</strong>: a quick, subtle colour that knocks back about half
                the grey with no obvious regrowth line. Like every colour, it needs a skin test 48
                hours before your first appointment.
              </li>
            </ul>
          </div>
          <aside className={styles.panel} aria-labelledby="consult-heading">
            <h2 id="consult-heading">Free consultation</h2>
            <p>
              Not sure what to ask for? Book a free consultation: ten minutes with a stylist to look
              at your hair, talk about how you wear it and agree a price before anything is cut.
            </p>
            <p>
              Bring a photo, even if you feel daft doing it. &quot;Short on the sides&quot; means
              something different to everyone.
            </p>
            <p className={styles.small}>
              Our New Starters are still training and don&apos;t take men&apos;s cuts; every other
              level does. <Link href="/team">Meet the team</Link>.
            </p>
          </aside>
        </div>
        <p className={styles.more}>
          More tips from our barbering team:{' '}
          <Link href="/blog/mens-grooming-guide">getting more from your haircut</Link>.
        </p>
      </div>
    </>
  )
}
