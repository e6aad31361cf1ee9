import { z } from 'zod'

import { emailAddress, personName, requiredText, ukMobile } from './fields'

export const jobRoles = ['Stylist', 'Apprentice', 'Saturday'] as const
export const positions = {
  Stylist: ['Stylist', 'Senior Stylist', 'Graduate Stylist'],
  Apprentice: ['Apprentice', 'Assistant'],
  Saturday: ['Saturday (Pre-Apprenticeship)'],
} as const satisfies Record<(typeof jobRoles)[number], readonly [string, ...string[]]>

/** The application form and POST /api/joinus (spec sections 5 and 7). */
export const jobApplicationSchema = z
  .object({
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
    salon: z.coerce.number().int().positive().optional(),
    website: z.string().max(0, 'Please leave this field empty').optional(),
  })
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = positions[v.role]
    if (!allowed.includes(v.position))
      ctx.addIssue({ code: 'custom', path: ['position'], message: 'Position is required' })
  })

export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplication = z.output<typeof jobApplicationSchema>
