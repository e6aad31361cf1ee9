// Money staff type — a price, a product cost, an amount off, a referral reward — is checked by
// one rule, from src/quote/money.ts (ADR 044): £0 to £5,000, in pounds and pence, one message.
import type { FieldHook, Validate } from 'payload'
import { validations } from 'payload/shared'

import { isSalonPounds, MONEY_MESSAGE, toPennies } from '@/quote/money'

/** A money field's server check: empty, or money a salon has. */
export const validMoney = (value: unknown): true | string =>
  value == null || isSalonPounds(value) || MONEY_MESSAGE

/** The money rule, then Payload's own number check (a field's `min`, `required`). */
export const validMoneyNumber: Validate = (value, options) => {
  const money = validMoney(value)
  return money === true ? validations.number(value as number, options as never) : money
}

/** Stored to the penny: 0.1 + 0.2 is kept as 0.3. */
export const toThePenny: FieldHook = ({ value }) =>
  isSalonPounds(value) ? toPennies(value) : value

/** What a number field of money adds to its config. */
export const moneyChecks = {
  validate: validMoneyNumber,
  hooks: { beforeValidate: [toThePenny] },
}
