// What a plan must be to be saved, in salon words; checked on the server on every staff save
// (ADR 053). Pure, so the tests read the same messages staff see.
import { APIError } from 'payload'

import { formatUkDateTime } from '@/quote/uk-date'
import { scopeIsEmpty } from '@/quote/price-change'

import { ruleOf, scopeOf, type PlanFields } from './rule'

export const PLAN_MESSAGES = {
  jobOnly: 'Only the price list itself marks a change as taken effect, on its date.',
  applied: (when: string) =>
    `This price change took effect on ${when}, and is kept as the record of it. To change prices again, plan a new one.`,
  noServices:
    'Choose the services that change: a whole group, colours of a category, or services one by one.',
  noPercent: 'Enter the percentage, e.g. 5 for a 5% rise or −3 for a 3% cut.',
  noAmount: 'Enter the amount in pounds, e.g. 2.50 (a minus for less).',
  nothing: 'A change of 0 leaves every price as it is: enter how much they change.',
  past: 'Choose a date and time still to come: the new prices start then.',
} as const

type Plan = PlanFields & { status?: unknown; startsAt?: unknown; appliedAt?: unknown }

const time = (v: unknown) => (v ? Date.parse(String(v)) : NaN)

/** Why this save is refused, or null. `before` is the stored plan (absent for a new one). */
export function planProblem(plan: Plan, before: Plan | undefined, now: Date): APIError | null {
  const refuse = (message: string) => new APIError(message, 400, null, true)
  if (before?.status === 'applied')
    return refuse(
      PLAN_MESSAGES.applied(
        formatUkDateTime(
          new Date(time(before.appliedAt) || time(before.startsAt) || now.getTime()),
        ),
      ),
    )
  if (plan.status === 'cancelled') return null
  if (scopeIsEmpty(scopeOf(plan))) return refuse(PLAN_MESSAGES.noServices)
  const rule = ruleOf(plan)
  if (!rule) return refuse(plan.by === 'amount' ? PLAN_MESSAGES.noAmount : PLAN_MESSAGES.noPercent)
  if ((rule.by === 'percent' ? rule.percent : rule.amountPence) === 0)
    return refuse(PLAN_MESSAGES.nothing)
  const moved =
    !before || before.status !== plan.status || time(before.startsAt) !== time(plan.startsAt)
  if (moved && !(time(plan.startsAt) > now.getTime())) return refuse(PLAN_MESSAGES.past)
  return null
}
