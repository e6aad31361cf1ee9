import type { Salon } from '@/content/types'
import { describeException, formatHours, isoTime, upcomingExceptions } from '@/lib/opening-times'

import styles from './opening-times.module.css'

/**
 * A salon's week as a table: one row per day, with machine-readable times. Below it, its
 * upcoming holiday hours; past ones are left out (docs/rules.md, "Opening times"). Pages are
 * cached for minutes, so
 * "upcoming" is as of the last render.
 */
export function OpeningTimes({ salon, now = new Date() }: { salon: Salon; now?: Date }) {
  const holidays = upcomingExceptions(salon.holidayHours, now)
  return (
    <div>
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
      {holidays.length > 0 && (
        <div className={styles.holidays}>
          <p className={styles.caption} aria-hidden="true">
            Holiday hours at {salon.shortName}
          </p>
          {/* Named by label, not by id: this table can appear twice on a page (contact + block). */}
          <ul aria-label={`Holiday hours at ${salon.shortName}`} className={styles.holidayList}>
            {holidays.map((e) => (
              <li key={e.date}>
                <time dateTime={e.date}>{describeException(e)}</time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
