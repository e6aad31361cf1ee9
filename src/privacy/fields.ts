import type { DateField, EmailField, TextField, TextareaField, Validate } from 'payload'
import { email, text, textarea } from 'payload/shared'

import { serverDate } from '@/fields/server-dates'
import { cleanName, nameProblem, staffNameWords } from '@/forms/fields'

// Personal fields are required when a record is made, but may be emptied later when the
// retention job or a staff erasure removes the person from the record (UK GDPR). So the
// database allows NULL and the "required" rule lives here, lifted once `erasedAt` is set.

type Erasable = { erasedAt?: string | null } | undefined

function requiredUnlessErased<T>(base: Validate<T, any, any, any>): Validate<T, any, any, any> {
  return (value, args) => {
    if ((args.data as Erasable)?.erasedAt) return true
    return base(value, { ...args, required: true } as never)
  }
}

export const personalText = (
  name: string,
  label: string,
  extra: Partial<TextField> = {},
): TextField =>
  ({
    ...extra,
    name,
    type: 'text',
    label,
    validate: requiredUnlessErased(text),
  }) as TextField

/**
 * A client's or applicant's name as staff correct it: the public forms' rule (src/forms/fields.ts,
 * ADR 041) in the admin's words — cleaned as it is saved, refused when it holds an address,
 * markup or a look-alike dot.
 */
export const personalName = (name: string, label: string): TextField => {
  const required = requiredUnlessErased(text)
  return {
    name,
    type: 'text',
    label,
    hooks: {
      beforeValidate: [({ value }) => (typeof value === 'string' ? cleanName(value) : value)],
    },
    validate: (value, args) => {
      const base = required(value, args)
      if (base !== true || typeof value !== 'string' || value === '') return base
      // A name saved before this rule does not hold up the front desk's follow-up.
      if (value === args.previousValue) return true
      return nameProblem(value, staffNameWords) ?? true
    },
  } as TextField
}

export const personalEmail = (name: string, label: string): EmailField =>
  ({
    name,
    type: 'email',
    label,
    validate: requiredUnlessErased(email),
  }) as EmailField

export const personalTextarea = (name: string, label: string): TextareaField =>
  ({
    name,
    type: 'textarea',
    label,
    validate: requiredUnlessErased(textarea),
  }) as TextareaField

export const erasedAtField: DateField = serverDate({
  name: 'erasedAt',
  type: 'date',
  label: 'Personal data erased',
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    condition: (data) => Boolean(data?.erasedAt),
    description: 'Name and contact details were removed; the anonymous figures remain.',
  },
})
