'use client'

import type { ReferralOptions } from '@/forms/quote-details'
import type { FinishScreen } from '@/quote'

import { FinishForm } from './finish-form'
import { SelectionLines } from './selection-lines'
import styles from './calculator.module.css'

/** /prices/finish: where to send the quote. The save itself stays on the server. */
export function FinishScreenView({
  screen,
  referralOptions,
}: {
  screen: FinishScreen
  referralOptions: ReferralOptions
}) {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Nearly done</p>
      <h1 className={styles.title} data-focus-after-choice>
        Where shall we send your quote?
      </h1>
      <p className={styles.lede}>
        We&apos;ll send your estimated quote{screen.stylist ? ` with ${screen.stylist.name}` : ''}{' '}
        by e-mail and text message
        {screen.state.regular ? '' : ', with a special offer for your first visit'}.
      </p>
      <div className={styles.layout}>
        <FinishForm
          state={screen.query}
          lines={screen.sent}
          total={screen.total}
          referralOptions={referralOptions}
        />
        <SelectionLines lines={screen.lines} total={screen.total} />
      </div>
    </div>
  )
}
