import Image from '@/components/site/responsive-image'
import Link from '@/components/link'

import { getSalonsInOrder, getSettings, listHomeNews } from '@/content/site-queries.server'
import { holidayNotices } from '@/lib/opening-times'
import { truncate } from '@/lib/text'

import styles from './link-page.module.css'
import { SOCIAL_LABEL, SocialIcon, socialLinks } from './social-icon'

const andList = new Intl.ListFormat('en-GB', { type: 'conjunction' })

type Item = { label: string; href: string; external?: boolean; highlight?: boolean }

/** The link-in-bio pages (/link-tree, /links): no header or footer, big tappable buttons. */
export async function LinkPage({ withSkinTest }: { withSkinTest: boolean }) {
  const [settings, news, salons] = await Promise.all([
    getSettings(),
    listHomeNews(3),
    getSalonsInOrder(),
  ])
  // Christmas closures are what people tap through from Instagram to check.
  const holidays = holidayNotices(salons, new Date())
  const l = settings.links
  const items: (Item | null)[] = [
    l.booking ? { label: 'Book online', href: l.booking, external: true, highlight: true } : null,
    withSkinTest && l.skinTest
      ? { label: 'Book a skin test', href: l.skinTest, external: true }
      : null,
    { label: 'Get an online quote', href: '/prices' },
    { label: 'Refer a friend: Give £20 | Get £20', href: '/refer-a-friend' },
    { label: 'Meet the team', href: '/team' },
    { label: 'Join the team', href: '/recruitment' },
    l.modelSignup
      ? { label: 'Become a model at our Academy', href: l.modelSignup, external: true }
      : null,
    l.shop ? { label: 'Shop haircare online', href: l.shop, external: true } : null,
    { label: 'Read our blog', href: '/blog' },
  ]
  const socials = socialLinks(l)

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <Link href="/" className={styles.logo} aria-label={`${settings.brandName} — home`}>
            {settings.logo ? (
              <Image
                src={settings.logo.url}
                variants={settings.logo.variants}
                alt=""
                width={240}
                height={80}
                preload
                fetchPriority="high"
                sizes="240px"
              />
            ) : (
              settings.brandName
            )}
          </Link>
          <h1 className={styles.title}>{settings.tagline ?? settings.brandName}</h1>
          <p className={styles.sub}>Hair salons and academy in {settings.town}</p>
        </header>

        <ul className={styles.links}>
          {items
            .filter((i): i is Item => i !== null)
            .map((i) => (
              <li key={i.label}>
                {i.external ? (
                  <a
                    href={i.href}
                    className={`${styles.button} ${i.highlight ? styles.highlight : ''}`}
                  >
                    {i.label}
                  </a>
                ) : (
                  <Link href={i.href} className={styles.button} prefetch={false}>
                    {i.label}
                  </Link>
                )}
              </li>
            ))}
        </ul>

        {holidays.length > 0 && (
          <section aria-labelledby="holiday-hours" className={styles.holidays}>
            <h2 id="holiday-hours" className={styles.newsHeading}>
              Holiday hours
            </h2>
            <ul className={styles.holidayList}>
              {holidays.map((h) => (
                <li key={h.text}>
                  <time dateTime={h.date}>{h.text}</time>
                  {h.salons === 'all'
                    ? salons.length > 1 && ' (all salons)'
                    : ` (${andList.format(h.salons)})`}
                </li>
              ))}
            </ul>
          </section>
        )}

        {socials.length > 0 && (
          <ul className={styles.socials} aria-label="Follow us">
            {socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  className={styles.social}
                  aria-label={`${settings.brandName} on ${SOCIAL_LABEL[s.name]}`}
                >
                  <SocialIcon name={s.name} size={24} />
                </a>
              </li>
            ))}
          </ul>
        )}

        {news.length > 0 && (
          <section aria-labelledby="latest-news" className={styles.news}>
            <h2 id="latest-news" className={styles.newsHeading}>
              Latest news
            </h2>
            <ul className={styles.newsList}>
              {news.map((n) => (
                <li key={n.id} className={styles.newsItem}>
                  {n.image && (
                    <Image
                      src={n.image.url}
                      variants={n.image.variants}
                      alt={n.alt}
                      width={120}
                      height={68}
                      sizes="120px"
                      className={styles.newsImage}
                    />
                  )}
                  <div>
                    <h3 className={styles.newsTitle}>
                      {n.link ? (
                        <Link href={n.link} prefetch={false}>
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </h3>
                    <p className={styles.newsBody}>{truncate(n.body, 120)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.foot}>
          <Link href="/">{settings.brandName} website</Link>
        </p>
      </div>
    </main>
  )
}
