import type { Salon } from '@/content/types'
import { formatHours, isoTime } from '@/lib/opening-times'

import styles from './OpeningTimes.module.css'

/** A salon's week as a table: one row per day, with machine-readable times. */
export function OpeningTimes({ salon }: { salon: Salon }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Opening times at {salon.shortName}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {salon.openingTimes.map((t) => (
          <tr key={t.day} className={t.closed ? styles.closed : undefined}>
            <th scope="row">{t.day}</th>
            <td>
              {t.closed || !t.opens || !t.closes ? (
                'Closed'
              ) : (
                <>
                  <time dateTime={isoTime(t.opens)}>{formatHours(t).split('–')[0]}</time>–
                  <time dateTime={isoTime(t.closes)}>{formatHours(t).split('–')[1]}</time>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
