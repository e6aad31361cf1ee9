// Her quote page's part of a price to confirm (issue 48): the invitation; "sent, waiting"; the
// question and her answer form; the confirmed price beside the estimate with each change and its
// reason, how long it holds, the skin test and "Book with Zoe"; or the free consultation. Plain
// forms (no script needed) posting to /api/confirm-price/{link}.
import styles from '@/calculator/components/calculator.module.css'
import {
  answerDueBy,
  changeSentence,
  formatGBP,
  readyToBook,
  SKIN_TEST_HOURS_BEFORE,
  type ConfirmedPrice,
  type SavedSnapshot,
} from '@/quote'
import { UK_TIME_ZONE } from '@/quote/uk-date'

import { ANSWER_MAX } from './answers'
import s from './confirm.module.css'
import { ConfirmInvite, confirmerOf } from './invite'
import { heldUntilWords } from './messages'
import type { RequestDoc } from './request.server'

const when = (iso: string | Date) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: UK_TIME_ZONE,
  })

/** One state's part of her quote page: its heading, and the place links to it land. */
function Part({
  title,
  id = 'confirm',
  confirmed = false,
  children,
}: {
  title: React.ReactNode
  id?: string
  confirmed?: boolean
  children: React.ReactNode
}) {
  return (
    <section
      className={confirmed ? s.confirmed : s.waiting}
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="confirm-panel"
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

type Props = {
  link: string
  snapshot: SavedSnapshot
  request: RequestDoc | null
  booking: { href: string; label: string } | null
  skinTestUrl: string | null
  /** The salon's promise, in working days (Site settings). */
  promiseWorkingDays: number
}

export function ConfirmPanel({
  link,
  snapshot,
  request,
  booking,
  skinTestUrl,
  promiseWorkingDays,
}: Props) {
  const who = confirmerOf(snapshot)
  const Who = who.charAt(0).toUpperCase() + who.slice(1)
  const action = `/api/confirm-price/${link}`
  if (!request || request.state === 'draft')
    return <ConfirmInvite link={link} snapshot={snapshot} draft={Boolean(request)} />

  if (request.state === 'waiting')
    return (
      <Part title={<>Sent to {who}</>}>
        <p>
          {Who} has your photos and answers
          {request.reply ? ', and your answer to the question' : ''}. You will hear back by e-mail
          and text message
          {request.sentAt
            ? ` by ${when(answerDueBy(new Date(request.sentAt), promiseWorkingDays))}`
            : ''}
          .
        </p>
      </Part>
    )

  if (request.state === 'question') {
    const refused = request.refused ?? null
    const error = refused?.errors?.reply ?? refused?.errors?.['photo.reply']
    return (
      <Part id="reply" title={<>{Who} has a question</>}>
        <p>
          <strong>“{request.question}”</strong>
        </p>
        <form className={styles.form} method="post" action={action} encType="multipart/form-data">
          <input type="hidden" name="intent" value="reply" />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.field}>
            <label htmlFor="reply">Your answer</label>
            <textarea
              id="reply"
              name="reply"
              className={s.textarea}
              maxLength={ANSWER_MAX}
              required
              defaultValue={typeof refused?.values?.reply === 'string' ? refused.values.reply : ''}
            />
          </div>
          <div className={s.photo}>
            <label htmlFor="photo-reply">Another photo, if it helps (optional)</label>
            <input id="photo-reply" type="file" name="photo.reply" accept="image/*,.heic,.heif" />
          </div>
          <button className={`${styles.button} ${styles.buttonDark}`} type="submit">
            Send my answer to {who}
          </button>
        </form>
      </Part>
    )
  }

  if (request.state === 'consultation')
    return (
      <Part title="Needs an in-salon consultation">
        <p>
          {Who} would like to see your hair before confirming a price. The consultation is free and
          takes about 15 minutes.
        </p>
        {booking && (
          <a className={`${styles.button} ${styles.buttonDark}`} href={booking.href}>
            Book a free consultation
          </a>
        )}
      </Part>
    )

  const confirmed = request.confirmed as (ConfirmedPrice & { by?: string }) | null
  if (!confirmed || !request.confirmedAt) return null
  const confirmedAt = new Date(request.confirmedAt)
  const record = {
    state: request.state,
    revision: request.revision,
    history: [],
    confirmedAt,
  }
  const skin = {
    needed: Boolean(request.skinTestNeeded),
    booked: Boolean(request.skinTestBookedAt),
  }
  const ready = readyToBook(record, new Date(), skin)
  if (request.state === 'expired')
    return (
      <Part title="Your confirmed price has expired">
        <p>
          {Who} confirmed {formatGBP(confirmed.payPence)}, held until {heldUntilWords(confirmedAt)}.
          Prices may have changed since: build a new quote to see today’s.
        </p>
      </Part>
    )
  return (
    <Part
      confirmed
      title={
        <>
          Confirmed by {confirmed.by?.split(' ')[0] ?? who}: you pay {formatGBP(confirmed.payPence)}
        </>
      }
    >
      <p className={s.beside}>
        <span data-testid="confirmed-pay">
          Confirmed price: <strong>{formatGBP(confirmed.payPence)}</strong>
          {confirmed.offer && confirmed.payPence < confirmed.totalPence
            ? ` (${formatGBP(confirmed.totalPence)} before ${confirmed.offer.code ?? confirmed.offer.title})`
            : ''}
        </span>
        <span>
          Estimate:{' '}
          <s>
            {formatGBP(
              Math.round(
                snapshot.applied_offer ? snapshot.applied_offer.after * 100 : snapshot.total * 100,
              ),
            )}
          </s>
        </span>
      </p>
      {confirmed.changes.length ? (
        <ul className={s.changes} data-testid="confirmed-changes">
          {confirmed.changes.map((c, i) => (
            <li key={i}>{changeSentence(c)}</li>
          ))}
        </ul>
      ) : (
        <p>Confirmed exactly as quoted.</p>
      )}
      <p>This price holds until {heldUntilWords(confirmedAt)}.</p>
      {skin.needed && (
        <div className={styles.note} data-testid="skin-test">
          <p>
            Because your appointment includes colour and you have not had a skin test with us in the
            last 6 months, please book one at least {SKIN_TEST_HOURS_BEFORE} hours before your
            appointment.
          </p>
          {skinTestUrl && (
            <p>
              <a href={skinTestUrl}>Book your skin test</a>
            </p>
          )}
          {skin.booked ? (
            <p>
              <strong>You told us you have booked your skin test.</strong>
            </p>
          ) : (
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="skin-test" />
              <button className={`${styles.button} ${styles.buttonGhost}`} type="submit">
                I have booked my skin test
              </button>
            </form>
          )}
        </div>
      )}
      {ready ? (
        <>
          <p>
            <strong>Ready to book.</strong>
          </p>
          {booking && (
            <a
              className={`${styles.button} ${styles.buttonDark}`}
              href={booking.href}
              data-testid="book-confirmed"
            >
              {booking.label}
            </a>
          )}
        </>
      ) : (
        <p>Book your skin test first; then your appointment is ready to book.</p>
      )}
    </Part>
  )
}
