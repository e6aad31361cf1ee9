import * as z from '@/lib/zod'

import { emailAddress, personName, requiredText, ukMobile } from './fields'

export const jobRoles = ['Stylist', 'Apprentice', 'Saturday'] as const
export type JobRole = (typeof jobRoles)[number]
export type Positions = Record<JobRole, readonly string[]>

/** The positions of a site whose Messages global lists none for a role. */
export const defaultPositions = {
  Stylist: ['Stylist', 'Senior Stylist', 'Graduate Stylist'],
  Apprentice: ['Apprentice', 'Assistant'],
  Saturday: ['Saturday (Pre-Apprenticeship)'],
} as const satisfies Record<(typeof jobRoles)[number], readonly [string, ...string[]]>

/** Positions kept in the Messages global, per role; a role with none keeps the defaults. */
export function positionsFrom(
  rows: { role: JobRole; title: string }[] | null | undefined,
): Positions {
  const out = { ...defaultPositions } as Record<JobRole, readonly string[]>
  for (const role of jobRoles) {
    const titles = (rows ?? []).filter((r) => r.role === role).map((r) => r.title.trim())
    const named = [...new Set(titles.filter(Boolean))]
    if (named.length) out[role] = named
  }
  return out
}

// Said for what the form itself sends (never a schema's own words: ADR 044).
const SALON = 'Please choose a salon'
const LEAVE_EMPTY = 'Please leave this field empty'
const NOT_READ =
  "Sorry — your application didn't come through. Please fill in the form and send it again."

/**
 * The application form and POST /api/joinus (docs/rules.md, "Forms"), for the positions the
 * salon offers (the browser gets them with the page, the server reads them from settings).
 */
export const jobApplicationSchemaFor = (positions: Positions) =>
  z
    .object(
      {
        name: personName('Full Name is required', 100),
        mobile: ukMobile('Mobile number is required', 'Valid Mobile number is required'),
        email: emailAddress('Email Address is required', 'Valid Email address is required'),
        role: z.enum(jobRoles, { error: 'Please choose the role you are applying for' }),
        position: z.preprocess(
          (v) => (v === 'default' || v === '' ? undefined : v),
          requiredText('Position is required', 100),
        ),
        about: requiredText('About yourself is required', 3000),
        why_hair: requiredText('Why hairdressing required', 3000),
        why_us: requiredText('Why us required', 3000),
        salon: z.coerce.number({ error: SALON }).int(SALON).positive(SALON).optional(),
        website: z.string({ error: LEAVE_EMPTY }).max(0, LEAVE_EMPTY).optional(),
      },
      { error: NOT_READ },
    )
    .superRefine((v, ctx) => {
      if (!positions[v.role].includes(v.position))
        ctx.addIssue({ code: 'custom', path: ['position'], message: 'Position is required' })
    })

export const jobApplicationSchema = jobApplicationSchemaFor(defaultPositions)

export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplication = z.output<typeof jobApplicationSchema>
