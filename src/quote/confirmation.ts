// A price her stylist confirms (issue 48, ADR 052): the states a request moves through, the one
// way it moves (compare and set on its revision, so two staff cannot both act), how long a
// confirmed price holds, and when a colour confirmation may say "ready to book". Pure: the
// collection and the admin call these; nothing else decides a request's state.
export const confirmationStates = [
  // Her form, kept while she completes it (a refused photo, a missing answer): not the salon's yet.
  'draft',
  'waiting',
  'question',
  'confirmed',
  'consultation',
  'expired',
] as const
export type ConfirmationState = (typeof confirmationStates)[number]

/** What staff (or she, answering) can do to a request. */
export type ConfirmationAction =
  'send' | 'ask' | 'answer' | 'confirm' | 'adjust' | 'consultation' | 'expire'

/** Each action: the states it may be taken from, the state it leaves, and who takes it. */
export const confirmationMoves: Record<
  ConfirmationAction,
  { from: readonly ConfirmationState[]; to: ConfirmationState; by: 'staff' | 'client' | 'job' }
> = {
  send: { from: ['draft'], to: 'waiting', by: 'client' },
  ask: { from: ['waiting'], to: 'question', by: 'staff' },
  answer: { from: ['question'], to: 'waiting', by: 'client' },
  confirm: { from: ['waiting'], to: 'confirmed', by: 'staff' },
  adjust: { from: ['waiting'], to: 'confirmed', by: 'staff' },
  consultation: { from: ['waiting', 'question'], to: 'consultation', by: 'staff' },
  expire: { from: ['confirmed'], to: 'expired', by: 'job' },
}

/** What the state is called, to staff and to her. */
export const confirmationStateNames: Record<ConfirmationState, string> = {
  draft: 'Not sent yet',
  waiting: 'Waiting to be confirmed',
  question: 'Question sent to the client',
  confirmed: 'Confirmed',
  consultation: 'Needs an in-salon consultation',
  expired: 'Confirmation expired',
}

/** The past tense of each action, for the one who comes second ("Zoe Hart confirmed it …"). */
const done: Record<ConfirmationAction, string> = {
  send: 'sent the request',
  ask: 'asked the client a question',
  answer: 'answered the question',
  confirm: 'confirmed it as it was',
  adjust: 'confirmed it with changes',
  consultation: 'asked for an in-salon consultation',
  expire: 'let the confirmation expire',
}

/** What cannot happen now, in the refusal's words ("… it cannot be confirmed now"). */
const cannot: Record<ConfirmationAction, string> = {
  send: 'sent again',
  ask: 'sent a question',
  answer: 'answered',
  confirm: 'confirmed',
  adjust: 'confirmed',
  consultation: 'sent to a consultation',
  expire: 'expired',
}

export type ConfirmationEvent = {
  action: ConfirmationAction
  /** Who acted, as staff are named in the history ("Zoe Hart"; the client: "the client"). */
  by: string
  at: Date
}

export type ConfirmationRecord = {
  state: ConfirmationState
  /** Goes up by one with every action: an action is taken against the revision it was shown. */
  revision: number
  history: readonly ConfirmationEvent[]
  /** When it was confirmed (null until then). */
  confirmedAt: Date | null
}

export type ActResult =
  | { ok: true; record: ConfirmationRecord }
  | { ok: false; reason: 'stale' | 'not-now'; message: string }

const ukTime = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })

/**
 * Takes an action on the request as it was when she opened it (`seen`: its revision then). A
 * request that moved meanwhile is refused with what happened, so the second of two staff is
 * told what the first did; an action its state does not allow is refused in salon words.
 */
export function act(
  record: ConfirmationRecord,
  action: ConfirmationAction,
  by: string,
  at: Date,
  seen: number,
): ActResult {
  if (seen !== record.revision) {
    const last = record.history.at(-1)
    return {
      ok: false,
      reason: 'stale',
      message: last
        ? `${last.by} ${done[last.action]} (${ukTime(last.at)}). The request now reads “${confirmationStateNames[record.state]}”.`
        : `This request changed while it was open. It now reads “${confirmationStateNames[record.state]}”.`,
    }
  }
  const move = confirmationMoves[action]
  if (!move.from.includes(record.state))
    return {
      ok: false,
      reason: 'not-now',
      message: `This request is “${confirmationStateNames[record.state]}”: it cannot be ${cannot[action]} now.`,
    }
  return {
    ok: true,
    record: {
      state: move.to,
      revision: record.revision + 1,
      history: [...record.history, { action, by, at }],
      confirmedAt: move.to === 'confirmed' ? at : record.confirmedAt,
    },
  }
}

/** How long the salon stands by a confirmed price (issue 48: four weeks). */
export const CONFIRMATION_HOLD_DAYS = 28

/** The last moment a confirmed price holds. */
export const holdsUntil = (confirmedAt: Date): Date =>
  new Date(confirmedAt.getTime() + CONFIRMATION_HOLD_DAYS * 24 * 60 * 60 * 1000)

/** Whether a confirmed request has passed its hold at `now` (the retention job expires it). */
export const hasLapsed = (record: ConfirmationRecord, now: Date): boolean =>
  record.state === 'confirmed' &&
  record.confirmedAt != null &&
  now.getTime() > holdsUntil(record.confirmedAt).getTime()

/** Her answer to "Your last skin test with us". */
export type SkinTestAnswer = 'never' | 'within-6-months' | 'longer-ago'

/** The hours a skin test must come before a colour appointment. */
export const SKIN_TEST_HOURS_BEFORE = 48

/**
 * Whether she must book a skin test before this appointment: its services put dye on her skin
 * (`colourOnSkin`, from `needsSkinTest`) and she has not had one with us in the last six months.
 */
export const skinTestNeeded = (colourOnSkin: boolean, last: SkinTestAnswer): boolean =>
  colourOnSkin && last !== 'within-6-months'

/**
 * Whether a confirmed quote may say "ready to book": it is confirmed and holds, and any skin
 * test it needs she has said she has booked.
 */
export function readyToBook(
  record: ConfirmationRecord,
  now: Date,
  skin: { needed: boolean; booked: boolean },
): boolean {
  if (record.state !== 'confirmed' || hasLapsed(record, now)) return false
  return !skin.needed || skin.booked
}

/** A new request, as she sends it. */
export const newConfirmation = (): ConfirmationRecord => ({
  state: 'draft',
  revision: 0,
  history: [],
  confirmedAt: null,
})

/** How soon the salon promises an answer, in working days (a setting; issue 48: default 1). */
export const DEFAULT_PROMISE_WORKING_DAYS = 1

/**
 * When the promise runs out for a request sent at `sentAt`: that many working days later, a
 * Sunday not counted (the salons open Monday to Saturday).
 */
export function answerDueBy(sentAt: Date, workingDays = DEFAULT_PROMISE_WORKING_DAYS): Date {
  const due = new Date(sentAt.getTime())
  let left = Math.max(1, Math.trunc(workingDays))
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1)
    if (due.getUTCDay() !== 0) left--
  }
  return due
}

/** Whether a request still waiting for the salon has passed its promise. */
export const waitingTooLong = (
  state: ConfirmationState,
  sentAt: Date | null,
  now: Date,
  workingDays = DEFAULT_PROMISE_WORKING_DAYS,
): boolean =>
  state === 'waiting' &&
  sentAt != null &&
  now.getTime() > answerDueBy(sentAt, workingDays).getTime()

/** "3 h", "2 days": how long a request has waited, for the staff's list. */
export function waitedFor(sentAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - sentAt.getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.round(hours / 24)} days`
}

/** Days her photos and health answers are kept after the request closes (a setting; default 90). */
export const DEFAULT_PHOTO_RETENTION_DAYS = 90
