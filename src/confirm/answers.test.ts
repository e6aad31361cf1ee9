import { describe, expect, it } from 'vitest'

import { ANSWER_MESSAGES, answerErrors, answerRows, answersSchema, formFields } from './answers'

const form = (entries: [string, string][]) => {
  const f = new FormData()
  for (const [k, v] of entries) f.append(k, v)
  return f
}
const good: [string, string][] = [
  ['colour', 'salon'],
  ['colour', 'home'],
  ['colourWhen', '3-to-12-months'],
  ['treatments', 'none'],
  ['condition', 'dry'],
  ['skinTest', 'never'],
  ['goal', '  Soft caramel balayage  '],
  ['photoConsent', 'on'],
]

describe('her consultation answers', () => {
  it('reads a form: repeated boxes as a list, her words trimmed', () => {
    const r = answersSchema.safeParse(formFields(form(good)))
    expect(r.success && r.data).toMatchObject({
      colour: ['salon', 'home'],
      goal: 'Soft caramel balayage',
      healthConsent: false,
    })
    expect(answerRows(r.data!, false).map((x) => x.answer)).toEqual([
      'Salon colour, Home or box dye',
      '3 to 12 months ago',
      'None',
      'Dry or frizzy',
      'Never',
      'Soft caramel balayage',
    ])
  })

  it('refuses what is not on the lists, “None” with another, and a missing “how long ago”', () => {
    const r = answersSchema.safeParse(
      formFields(
        form([
          ['colour', 'none'],
          ['colour', 'bleach'],
          ['treatments', 'lye'],
          ['skinTest', 'x'],
        ]),
      ),
    )
    expect(r.success).toBe(false)
    const errors = answerErrors(r.error!)
    expect(errors.treatments).toBe(ANSWER_MESSAGES.treatments)
    expect(errors.condition).toBe(ANSWER_MESSAGES.condition)
    expect(errors.skinTest).toBe(ANSWER_MESSAGES.skinTest)
    expect(errors.photoConsent).toBe(ANSWER_MESSAGES.photoConsent)
    const noWhen = answersSchema.safeParse(
      formFields(form(good.filter(([k]) => k !== 'colourWhen'))),
    )
    expect(answerErrors(noWhen.error!).colourWhen).toBe(ANSWER_MESSAGES.when)
  })

  it('health answers only with their own consent', () => {
    const withHealth = [...good, ['health.reaction', 'no'] as [string, string]]
    const r = answersSchema.safeParse(formFields(form(withHealth)))
    expect(answerErrors(r.error!)).toEqual({ healthConsent: ANSWER_MESSAGES.healthConsent })
    const ok = answersSchema.safeParse(formFields(form([...withHealth, ['healthConsent', 'on']])))
    expect(ok.success && ok.data.health.reaction).toBe('no')
    expect(answerRows(ok.data!, true).at(-1)).toEqual({
      question: 'Have you ever reacted to a hair colour?',
      answer: 'No',
    })
  })
})
