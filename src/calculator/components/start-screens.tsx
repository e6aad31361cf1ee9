'use client'

import Image from '@/components/site/responsive-image'

import type { Screen } from '@/quote'

import { modeLabels, typeLabels } from '../labels'
import { FlowLink } from './flow'
import { TypeCards } from './price-list'
import { offerNote } from './selection-lines'
import styles from './calculator.module.css'

type Of<K extends Screen['kind']> = Extract<Screen, { kind: K }>

/** /prices/selector without a type: which kind of appointment. */
export function TypesScreen({ screen }: { screen: Of<'types'> }) {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Online quote</p>
      <h1 className={styles.title} data-focus-after-choice>
        What would you like done?
      </h1>
      <p className={styles.lede}>
        Build your exact quote in a minute — we&apos;ll send it to you by e-mail and text message.
      </p>
      <TypeCards types={screen.types} heading="h2" />
    </div>
  )
}

/** /prices/selector?type=…: by stylist, by level or by budget. */
export function ModesScreen({ screen }: { screen: Of<'modes'> }) {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{typeLabels[screen.type].title}</p>
      <h1 className={styles.title} data-focus-after-choice>
        How would you like to choose?
      </h1>
      <ul className={styles.typeGrid}>
        {screen.modes.map((m) => (
          <li key={m.mode}>
            <FlowLink className={styles.typeCard} href={m.href}>
              <h2>{modeLabels[m.mode].title}</h2>
              <span>{modeLabels[m.mode].text}</span>
            </FlowLink>
          </li>
        ))}
      </ul>
      <p>
        <FlowLink href={screen.types}>Choose a different kind of appointment</FlowLink>
      </p>
    </div>
  )
}

/** /prices/{stylist}: a quote with one stylist (linked from her profile). */
export function StylistStartScreen({ screen }: { screen: Of<'stylistStart'> }) {
  const { stylist, salon } = screen
  return (
    <div className={styles.page}>
      <div className={styles.stylistHero}>
        {stylist.photo && (
          <Image
            src={stylist.photo.url}
            variants={stylist.photo.variants}
            alt={stylist.photo.alt}
            width={160}
            height={200}
            sizes="160px"
            preload
          />
        )}
        <div>
          <p className={styles.eyebrow}>
            {stylist.levelName} · {salon?.name}
          </p>
          <h1 className={styles.title} data-focus-after-choice>
            Get a quote with {stylist.name}
          </h1>
          <p className={styles.lede}>What would you like {stylist.firstName} to do?</p>
          {!stylist.acceptingNewClients && (
            <p className={styles.note}>
              {stylist.firstName} is taking returning clients only at the moment.
            </p>
          )}
          {screen.offers.map((o) => (
            <p key={o.offer.id} className={styles.optionNote} data-offer={o.offer.slug}>
              {offerNote(o)}
            </p>
          ))}
        </div>
      </div>
      <ul className={styles.typeGrid} style={{ marginTop: '1.5rem' }}>
        {screen.types.map((t) => (
          <li key={t.type}>
            {t.href == null ? (
              <div className={`${styles.typeCard} ${styles.optionDisabled}`} aria-disabled="true">
                <h2>{typeLabels[t.type].title}</h2>
                <span className={styles.reason}>{t.reason}</span>
              </div>
            ) : (
              <FlowLink className={styles.typeCard} href={t.href}>
                <h2>{typeLabels[t.type].title}</h2>
                <span>{typeLabels[t.type].blurb}</span>
              </FlowLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
