// The price list and the kinds of appointment (/prices): drawn by the server on the price
// list's own page, where no calculator code runs until she starts a quote (ADR 050), and by the
// calculator in the browser when Back brings her to it from a quote. No 'use client': it is
// whichever its importer is; its links are FlowLinks, which the page's provider answers.
import Image from '@/components/site/responsive-image'

import type { Screen } from '@/quote'
import { formatGBP } from '@/quote/money'

import { menuGroupTitle, modeLabels, typeLabels } from '../labels'
import { FlowLink } from './flow'
import styles from './calculator.module.css'

type Of<K extends Screen['kind']> = Extract<Screen, { kind: K }>

const from = (pence: number | null) => (pence == null ? null : `from ${formatGBP(pence)}`)

/** Whose "from" price it is, e.g. "New Starter's price · Academy". */
const fromBy = (by: { level: { name: string }; salons: { shortName: string }[] }) =>
  [`${by.level.name}'s price`, by.salons.map((s) => s.shortName).join(' or ')]
    .filter(Boolean)
    .join(' · ')

/** Where "Build my exact quote" leads on /prices: the kinds of appointment, on the same page. */
const QUOTE_START = 'build-my-quote'

/**
 * The kinds of appointment, each with its ways to choose: one tap starts the quote at its
 * first step (docs/rules.md, "The calculator's steps"). The type's name opens the modes screen,
 * which explains each way; the rest of the card leads there too.
 */
export function TypeCards({
  types,
  heading: H,
}: {
  types: Of<'types'>['types']
  heading: 'h2' | 'h3'
}) {
  return (
    <ul className={styles.typeGrid}>
      {types.map((t) => {
        const title = typeLabels[t.type].title
        return (
          <li key={t.type} className={`${styles.typeCard} ${styles.typeChoice}`}>
            <span className={styles.typeCardHead}>
              <H>
                <FlowLink className={styles.typeLink} href={t.href}>
                  {title}
                </FlowLink>
              </H>
              {t.from != null && <span className={styles.optionPrice}>{from(t.from)}</span>}
            </span>
            {t.from != null && t.before != null && t.saving && (
              // What she pays leads; the price before her saving beside it.
              <span className={styles.priceListWho}>
                {formatGBP(t.before)} before {t.saving} for new clients
              </span>
            )}
            <span>{typeLabels[t.type].blurb}</span>
            <ul className={styles.modeLinks} aria-label={`${title}: how would you like to choose?`}>
              {t.modes.map((m) => (
                <li key={m.mode}>
                  {/* Named with its kind, so a list of the page's links tells them apart. */}
                  <FlowLink
                    className={styles.modeLink}
                    href={m.href}
                    aria-label={`${modeLabels[m.mode].title}: ${title}`}
                  >
                    {modeLabels[m.mode].title}
                  </FlowLink>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * /prices: the quote's first choice under "Build my exact quote", then the price list; the
 * link after the list goes back up to it.
 */
/** A price change still to come, and the page that explains it (ADR 053). */
export type PriceChangeNotice = { date: string; href: string }

export function MenuScreen({
  screen,
  priceChange,
}: {
  screen: Of<'menu'>
  /** Drawn by the server's /prices only: the calculator in the browser has no notices. */
  priceChange?: PriceChangeNotice | null
}) {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Prices</p>
      <h1 className={styles.title} data-focus-after-choice>
        Our prices
      </h1>
      <p className={styles.lede}>
        Every price depends on the services you choose and on your stylist&apos;s experience.
        &ldquo;From&rdquo; is the lowest price we can quote a new client; under it, whose price it
        is (the lowest are often our trainees&apos;).
      </p>
      {priceChange && (
        <p className={styles.priceChangeNotice} role="note">
          Our prices change from {priceChange.date}.{' '}
          <a href={priceChange.href}>Read about our new prices</a>. Until then, a quote shows
          today&apos;s prices.
        </p>
      )}
      <section id={QUOTE_START} className={styles.quoteStart} aria-labelledby="quote-start-title">
        <h2 id="quote-start-title" className={styles.sectionTitle}>
          Build my exact quote
        </h2>
        <TypeCards types={screen.types} heading="h3" />
      </section>

      <div className={styles.menu}>
        {screen.groups.map((g, gi) => {
          const title = menuGroupTitle(g.kind, g.category?.name ?? null)
          return (
            <section key={g.key} className={styles.menuGroup} aria-labelledby={`menu-${g.key}`}>
              <h2 id={`menu-${g.key}`} className={styles.menuTitle}>
                {g.category?.image && (
                  <Image
                    className={styles.swatch}
                    src={g.category.image.url}
                    variants={g.category.image.variants}
                    alt=""
                    width={56}
                    height={56}
                    sizes="56px"
                    // The first groups are in a phone's first screen: not lazy, so the LCP does not wait.
                    loading={gi < 2 ? 'eager' : undefined}
                  />
                )}
                {title}
              </h2>
              {g.category?.description && (
                <p className={styles.optionMeta}>{g.category.description}</p>
              )}
              <ul className={styles.priceList}>
                {g.items.map(({ service, from: pence, by, hair }) => (
                  // The price beside the name, whose price it is on the whole width under both,
                  // then the description: the price takes two lines at most, even at 320 px.
                  <li key={service.id} className={styles.priceListItem}>
                    <span className={styles.priceListName}>{service.name}</span>
                    <span className={`${styles.optionPrice} ${styles.priceListPrice}`} data-price>
                      {pence == null ? '—' : from(pence)}
                    </span>
                    {pence != null && by && (
                      <span className={styles.priceListWho} data-price>
                        {fromBy(by)}
                      </span>
                    )}
                    {pence != null && hair && (
                      // Her hair changes this price (ADR 051): "from" is for the first bands.
                      <span className={styles.priceListWho} data-hair>
                        From price for {hair}; longer or thicker hair costs more
                      </span>
                    )}
                    {service.description && (
                      <span className={styles.priceListNote}>{service.description}</span>
                    )}
                  </li>
                ))}
              </ul>
              {g.levels && g.levels.length > 1 && (
                <details className={styles.levelPrices}>
                  <summary>Price at each level</summary>
                  {/* Three or more services do not fit a phone: say so. */}
                  {g.items.length > 2 && (
                    <p className={styles.scrollHint}>
                      Scroll sideways to see every service <span aria-hidden="true">&rarr;</span>
                    </p>
                  )}
                  <div
                    className={styles.tableScroll}
                    role="region"
                    aria-label={`${title}: price at each level`}
                    tabIndex={0}
                  >
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">Level</th>
                          {g.items.map(({ service }) => (
                            <th key={service.id} scope="col">
                              {service.name}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {[...g.levels].reverse().map((row) => (
                          <tr key={row.level.id}>
                            <th scope="row">{row.level.name}</th>
                            {row.prices.map((p, i) => (
                              <td key={i}>{p == null ? '—' : formatGBP(p)}</td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </details>
              )}
            </section>
          )
        })}
      </div>
      <p className={styles.menuFoot}>
        {/* The same page: a plain link to the choices above, with or without JavaScript. */}
        <a className={`${styles.button} ${styles.buttonDark}`} href={`#${QUOTE_START}`}>
          Build my exact quote
        </a>
      </p>
    </div>
  )
}
