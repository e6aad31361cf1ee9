// "Get this price confirmed by Zoe" (issue 48), on the thank-you screen and her saved quote: who
// confirms it, in her stylist's first name, or a stylist at her salon for a level quote.
import Link from '@/components/link'
import styles from '@/calculator/components/calculator.module.css'
import type { SavedSnapshot } from '@/quote'

import s from './confirm.module.css'

export const confirmerOf = (snap: Pick<SavedSnapshot, 'stylist' | 'salon'>) =>
  snap.stylist?.first_name ?? (snap.salon ? `a stylist at ${snap.salon.name}` : 'a stylist')

export function ConfirmInvite({
  link,
  snapshot,
  draft = false,
}: {
  link: string
  snapshot: Pick<SavedSnapshot, 'stylist' | 'salon'>
  draft?: boolean
}) {
  const who = confirmerOf(snapshot)
  return (
    <section className={s.waiting} aria-labelledby="confirm-invite" id="confirm">
      <h2 id="confirm-invite">Get this price confirmed by {who}</h2>
      <p>
        Send {snapshot.stylist ? 'her' : 'us'} two or three photos of your hair and a few answers:{' '}
        {who} checks your quote line by line and confirms the price you will pay, held for 4 weeks.
        It is free and takes about 3 minutes.
      </p>
      <Link className={`${styles.button} ${styles.buttonDark}`} href={`/quote/${link}/confirm`}>
        {draft ? 'Finish your request' : `Get this price confirmed by ${who}`}
      </Link>
    </section>
  )
}
