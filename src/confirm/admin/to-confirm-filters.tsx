// Above the "To confirm" list: how many wait in each state (the late ones first), and one link
// per salon, so the front desk and managers filter in one click (issue 48).
import type { Payload } from 'payload'

import { requestScope } from '@/collections/confirmation-requests/access'
import { confirmationStateNames, waitingTooLong, type ConfirmationState } from '@/quote'

import s from './request.module.css'

const shown: ConfirmationState[] = ['waiting', 'question', 'confirmed', 'consultation', 'expired']
const list = '/admin/collections/confirmation-requests'
const stateLink = (state: string) => `${list}?where[state][equals]=${state}`

export async function ToConfirmFilters({ payload, user }: { payload?: Payload; user?: unknown }) {
  if (!payload) return null
  const scope = requestScope(user as never)
  if (!scope) return null
  const [rows, salons] = await Promise.all([
    payload.find({
      collection: 'confirmation-requests',
      where: scope,
      depth: 0,
      limit: 0,
      pagination: false,
      select: { state: true, sentAt: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'salons',
      depth: 0,
      limit: 50,
      select: { name: true },
      overrideAccess: true,
    }),
  ])
  const now = new Date()
  const count = (st: ConfirmationState) => rows.docs.filter((d) => d.state === st).length
  const late = rows.docs.filter((d) =>
    waitingTooLong(d.state as ConfirmationState, d.sentAt ? new Date(d.sentAt) : null, now),
  ).length
  return (
    <nav className={s.filters} aria-label="Filter the requests" data-testid="to-confirm-filters">
      {shown.map((st) => (
        <a key={st} href={stateLink(st)}>
          {confirmationStateNames[st]} ({count(st)})
        </a>
      ))}
      {late > 0 && <strong>{late} past the salon’s promise</strong>}
      {salons.docs.map((x) => (
        <a key={x.id} href={`${list}?where[salon][equals]=${x.id}`}>
          {x.name}
        </a>
      ))}
    </nav>
  )
}
