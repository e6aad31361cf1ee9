import Link from '@/components/link'

import { getChrome, getNavigation, getSalonsInOrder } from '@/content/site-queries.server'
import { formatHours, hoursOn, telHref } from '@/lib/opening-times'

import { siteMenus } from './nav-links'

import styles from './site-footer.module.css'
import { SOCIAL_LABEL, SocialIcon, socialLinks } from './social-icon'

export async function SiteFooter() {
  const [{ settings }, salons, nav] = await Promise.all([
    getChrome(),
    getSalonsInOrder(),
    getNavigation(),
  ])
  const { footer } = siteMenus(nav, settings)
  const socials = socialLinks(settings.links)
  // One salon, today only (three full tables were 1.5 phone screens on every page);
  // every salon's week is one link away. Pages are cached for minutes, so "today" is the UK
  // day of the last render. Holiday hours replace the week's on their day (docs/rules.md).
  const salon = salons[0] ?? null
  const today = salon ? hoursOn(salon, new Date()) : null
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{settings.brandName}</p>
          {settings.tagline && <p className={styles.tagline}>{settings.tagline}</p>}
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label="Follow us">
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    className={styles.social}
                    aria-label={`${settings.brandName} on ${SOCIAL_LABEL[s.name]}`}
                  >
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {footer.length > 0 && (
            <ul className={styles.quick}>
              {footer.map((l) => (
                <li key={`${l.href}-${l.label}`}>
                  <Link href={l.href} prefetch={false}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        {salon && (
          <section className={styles.salon} aria-labelledby="footer-salon">
            <h2 id="footer-salon" className={styles.salonName}>
              {salon.name}
            </h2>
            <address className={styles.address}>
              {salon.address.line1}, {salon.address.town}{' '}
              <span className={styles.nowrap}>{salon.address.postcode}</span>
              <br />
              <a href={telHref(salon.phone)}>{salon.phone}</a>
            </address>
            {today && (
              <p className={styles.today}>
                Today ({today.day}): {formatHours(today)}
                {today.exception && <> — {today.note ?? 'holiday hours'}</>}
              </p>
            )}
            <p className={styles.allHours}>
              <Link href="/contact" prefetch={false}>
                Opening times for all {salons.length} salons
              </Link>
            </p>
          </section>
        )}
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {new Date().getFullYear()} {settings.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
