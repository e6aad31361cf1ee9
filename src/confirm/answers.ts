// The consultation questions a salon asks before it stands by a colour price (issue 48, ADR 052),
// with fixed answers in plain words: one list per question, one schema for the browser and the
// server. Health answers are kept apart and only with their own consent, which names them.
import * as z from '@/lib/zod'

import '@/forms/fields'

/** Each question's answers, in the order they are offered, and how she reads them. */
export const colourHistory = {
  none: 'None',
  salon: 'Salon colour',
  home: 'Home or box dye',
  henna: 'Henna',
  bleach: 'Bleach or lightener',
} as const
export const colourWhen = {
  'under-3-months': 'Less than 3 months ago',
  '3-to-12-months': '3 to 12 months ago',
  '1-to-2-years': '1 to 2 years ago',
} as const
export const treatments = {
  none: 'None',
  relaxer: 'Relaxer',
  perm: 'Perm',
  keratin: 'Keratin or smoothing treatment',
} as const
export const conditions = {
  healthy: 'Healthy and strong',
  dry: 'Dry or frizzy',
  breaking: 'Breaks or snaps easily',
  'not-sure': 'Not sure',
} as const
export const skinTests = {
  never: 'Never',
  'within-6-months': 'In the last 6 months',
  'longer-ago': 'Longer ago',
} as const
/** The health questions: each yes or no, kept only with their own consent. */
export const healthQuestions = {
  reaction: 'Have you ever reacted to a hair colour?',
  tattoo: 'Have you ever had a black henna tattoo?',
  pregnant: 'Are you pregnant or breastfeeding?',
  medication: 'Have you started a new medication in the last 3 months?',
} as const
export const photoRoles = {
  front: 'Your hair now, from the front',
  back: 'Your hair now, from the back',
  wanted: 'The result you want',
} as const

export type ColourHistory = keyof typeof colourHistory
export type ColourWhen = keyof typeof colourWhen
export type Treatment = keyof typeof treatments
export type Condition = keyof typeof conditions
export type SkinTest = keyof typeof skinTests
export type HealthQuestion = keyof typeof healthQuestions
export type PhotoRole = keyof typeof photoRoles

const keysOf = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string]
export const healthKeys = keysOf(healthQuestions)
export const photoRoleKeys = keysOf(photoRoles)

export const GOAL_MAX = 600
export const ANSWER_MAX = 600
export const MAX_PHOTOS = photoRoleKeys.length

/** The consents, as she reads them beside their box. */
export const consentWords = {
  photos: (salon: string, days: number) =>
    `Keep my photos so that my stylist and the team at ${salon} can confirm my price. Only staff who handle my request see them; they are deleted ${days} days after my request is closed, or when I ask.`,
  health: (days: number) =>
    `Keep my answers about reactions to hair colour, black henna tattoos, pregnancy and new medication, so that my stylist can plan a safe colour. They are deleted with my photos, ${days} days after my request is closed.`,
}

export const ANSWER_MESSAGES = {
  colour: 'Please say what colour your hair has had in the last 2 years.',
  noneAndOther: '“None” cannot go with another colour. Please choose again.',
  when: 'Please say how long ago your hair was last coloured.',
  treatments: 'Please say whether your hair has had a relaxer, perm or keratin treatment.',
  condition: 'Please say how your hair feels.',
  skinTest: 'Please say when you last had a skin test with us.',
  photoConsent: 'Please agree to us keeping your photos, so that your stylist can see them.',
  healthConsent:
    'You answered the health questions: please agree to us keeping those answers, or leave them blank.',
  goal: `Please keep this under ${GOAL_MAX} characters.`,
  answer: 'Please write your answer.',
  answerTooLong: `Please keep your answer under ${ANSWER_MAX} characters.`,
} as const

const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const text = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(CONTROLS, '').trim() : ''),
    z.string().max(max, tooLong),
  )
/** A form field that may come once or several times (checkboxes), as a list. */
const many = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(
    (v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(values, { error: message })).min(1, message),
  )
const one = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }))
const yesNo = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['yes', 'no']).optional())
const box = z.preprocess((v) => v === 'on' || v === 'yes' || v === true, z.boolean())

/** Her answers as the form sends them (field names are the keys here). */
export const answersSchema = z
  .object({
    colour: many(keysOf(colourHistory), ANSWER_MESSAGES.colour),
    colourWhen: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(keysOf(colourWhen)).optional(),
    ),
    treatments: many(keysOf(treatments), ANSWER_MESSAGES.treatments),
    condition: one(keysOf(conditions), ANSWER_MESSAGES.condition),
    skinTest: one(keysOf(skinTests), ANSWER_MESSAGES.skinTest),
    goal: text(GOAL_MAX, ANSWER_MESSAGES.goal),
    health: z.object(
      Object.fromEntries(healthKeys.map((k) => [k, yesNo])) as Record<HealthQuestion, typeof yesNo>,
    ),
    photoConsent: box.refine((v) => v, ANSWER_MESSAGES.photoConsent),
    healthConsent: box,
  })
  .superRefine((a, ctx) => {
    if (a.colour.includes('none') && a.colour.length > 1)
      ctx.addIssue({ code: 'custom', path: ['colour'], message: ANSWER_MESSAGES.noneAndOther })
    if (!a.colour.includes('none') && !a.colourWhen)
      ctx.addIssue({ code: 'custom', path: ['colourWhen'], message: ANSWER_MESSAGES.when })
    if (a.treatments.includes('none') && a.treatments.length > 1)
      ctx.addIssue({ code: 'custom', path: ['treatments'], message: ANSWER_MESSAGES.noneAndOther })
    if (!a.photoConsent)
      ctx.addIssue({
        code: 'custom',
        path: ['photoConsent'],
        message: ANSWER_MESSAGES.photoConsent,
      })
    if (healthKeys.some((k) => a.health[k] != null) && !a.healthConsent)
      ctx.addIssue({
        code: 'custom',
        path: ['healthConsent'],
        message: ANSWER_MESSAGES.healthConsent,
      })
  })

export type Answers = z.infer<typeof answersSchema>

/** Her answer to a question sent back to her. */
export const replySchema = z.object({
  reply: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(CONTROLS, '').trim() : ''),
    z.string().min(1, ANSWER_MESSAGES.answer).max(ANSWER_MAX, ANSWER_MESSAGES.answerTooLong),
  ),
})

/** A form's fields as the schema reads them: repeated names become lists, health.* an object. */
export function formFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = { health: {} }
  for (const key of ['colour', 'treatments'])
    out[key] = form.getAll(key).filter((v) => typeof v === 'string')
  for (const key of [
    'colourWhen',
    'condition',
    'skinTest',
    'goal',
    'photoConsent',
    'healthConsent',
  ]) {
    const v = form.get(key)
    out[key] = typeof v === 'string' ? v : undefined
  }
  for (const k of healthKeys) {
    const v = form.get(`health.${k}`)
    ;(out.health as Record<string, unknown>)[k] = typeof v === 'string' ? v : undefined
  }
  return out
}

/** The first message for each field, by its name in the form. */
export function answerErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    // A list's item (`treatments.0`) is its field's; a health answer is `health.<question>`.
    const [first, second] = issue.path.map(String)
    const key = first === 'health' && second ? `health.${second}` : (first ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

/** Her answers as staff read them, question by question (health only when kept). */
export function answerRows(
  a: Answers,
  keptHealth: boolean,
): { question: string; answer: string }[] {
  const list = <T extends Record<string, string>>(o: T, keys: readonly (keyof T)[]) =>
    keys.map((k) => o[k]).join(', ')
  const rows = [
    { question: 'Colour in the last 2 years', answer: list(colourHistory, a.colour) },
    ...(a.colourWhen ? [{ question: 'Last coloured', answer: colourWhen[a.colourWhen] }] : []),
    { question: 'Relaxer, perm or keratin', answer: list(treatments, a.treatments) },
    { question: 'How her hair feels', answer: conditions[a.condition] },
    { question: 'Last skin test with us', answer: skinTests[a.skinTest] },
    { question: 'What she wants', answer: a.goal || '—' },
  ]
  if (keptHealth)
    for (const k of healthKeys)
      if (a.health[k])
        rows.push({ question: healthQuestions[k], answer: a.health[k] === 'yes' ? 'Yes' : 'No' })
  return rows
}
