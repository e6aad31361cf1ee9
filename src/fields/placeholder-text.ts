import type { RichTextField, TextareaField, TextField } from 'payload'

import {
  lexicalText,
  placeholderList,
  PRICE_PLACEHOLDER_HELP,
  pricePlaceholderList,
  typedPriceProblem,
  unknownPlaceholders,
} from '@/content/placeholders'

// Page text may contain {placeholders} filled from Site settings, and prices worked out from the
// price list ({from:mensCut}); a misspelt one would show on the site as typed, and a typed
// "from £20" goes stale, so both are refused when saving, with the list of the ones that exist.

const refuseUnknown = (text: string): true | string => {
  const unknown = unknownPlaceholders(text)
  if (unknown.length > 0)
    return `Unknown placeholder ${unknown.map((u) => `{${u}}`).join(', ')}. Available: ${placeholderList()}; ${pricePlaceholderList()}; {offer:its-address-name} — an offer's saving`
  return typedPriceProblem(text) ?? true
}

type Opts = { required?: boolean; label?: string; description?: string }

export const placeholderText = (name: string, opts: Opts = {}): TextField => ({
  name,
  type: 'text',
  required: opts.required,
  label: opts.label,
  admin: opts.description ? { description: opts.description } : undefined,
  validate: (value: unknown) =>
    opts.required && !value ? 'Required' : refuseUnknown(typeof value === 'string' ? value : ''),
})

export const placeholderTextarea = (name: string, opts: Opts = {}): TextareaField => ({
  name,
  type: 'textarea',
  required: opts.required,
  label: opts.label,
  admin: opts.description ? { description: opts.description } : undefined,
  validate: (value: unknown) =>
    opts.required && !value ? 'Required' : refuseUnknown(typeof value === 'string' ? value : ''),
})

export const placeholderRichText = (name: string, opts: Opts = {}): RichTextField => ({
  name,
  type: 'richText',
  required: opts.required,
  label: opts.label,
  // Where prices get written: say how, under every rich text of a page.
  admin: { description: opts.description ?? PRICE_PLACEHOLDER_HELP },
  validate: (value: unknown) =>
    opts.required && !lexicalText(value).trim() ? 'Required' : refuseUnknown(lexicalText(value)),
})
