import type { FieldHook, TextField } from 'payload'

export const toSlug = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** A unique, URL-safe slug, filled from other fields when staff leave it empty. */
export function slugField(...sourceFields: string[]): TextField {
  const fill: FieldHook = ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return toSlug(value)
    const source = sourceFields
      .map((f) => data?.[f])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .join(' ')
      // An offer's placeholders ("{saving}") are filled in on the page, not in its address.
      .replace(/\{[A-Za-z:]+\}/g, ' ')
    return source ? toSlug(source) : value
  }
  return {
    name: 'slug',
    type: 'text',
    // Staff know it as the end of the address, never as a "slug" (issue 49).
    label: 'Web address',
    unique: true,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      description:
        'The end of the page’s address, e.g. isla-grant. Filled in for you if left empty.',
    },
    hooks: { beforeValidate: [fill] },
  }
}
