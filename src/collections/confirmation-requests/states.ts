// The request's states and the actions in its history, as the admin's selects list them: read
// from the rules in src/quote (confirmation.ts), so a state added there is offered here.
import { confirmationMoves, confirmationStateNames, confirmationStates } from '@/quote'
import type { ConfirmationAction } from '@/quote'

export const requestStates = confirmationStates

export const stateOptions = confirmationStates.map((value) => ({
  value,
  label: confirmationStateNames[value],
}))

/** What each action reads as in the request's history. */
export const actionNames: Record<ConfirmationAction | 'skin-test', string> = {
  send: 'Sent by the client',
  ask: 'Question sent',
  answer: 'Answered by the client',
  confirm: 'Confirmed as it was',
  adjust: 'Confirmed with changes',
  consultation: 'Needs an in-salon consultation',
  expire: 'Confirmation expired',
  'skin-test': 'Client said she booked her skin test',
}

export const historyActions = [
  ...(Object.keys(confirmationMoves) as ConfirmationAction[]),
  'skin-test',
] as const

export const actionOptions = historyActions.map((value) => ({ value, label: actionNames[value] }))
