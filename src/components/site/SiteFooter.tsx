import Link from '@/components/link'

import { getChrome, getNavigation, getSalonsInOrder } from '@/content/site-queries.server'
import { summariseOpeningTimes, telHref } from '@/lib/opening-times'

import { siteMenus } from './nav-links'

import styles from './SiteFooter.module.css'
import { SOCIAL_LABEL, SocialIcon, socialLinks } from './SocialIcon'

export async function SiteFooter() {
  const [{ settings }, salons, nav] = await Promise.all([
    getChrome(),
    getSalonsInOrder(),
    getNavigation(),
  ])
  const { footer } = siteMenus(nav, settings)
  const socials = socialLinks(settings.links)
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

        {salons.map((s) => (
          <section key={s.id} className={styles.salon} aria-labelledby={`footer-salon-${s.id}`}>
            <h2 id={`footer-salon-${s.id}`} className={styles.salonName}>
              {s.name}
            </h2>
            <address className={styles.address}>
              {s.address.line1}
              <br />
              {s.address.line2 && (
                <>
                  {s.address.line2}
                  <br />
                </>
              )}
              {s.address.town} {s.address.postcode}
              <br />
              <a href={telHref(s.phone)}>{s.phone}</a>
            </address>
            <dl className={styles.hours}>
              {summariseOpeningTimes(s.openingTimes).map((g) => (
                <div key={g.days}>
                  <dt>{g.days}</dt>
                  <dd>{g.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
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
