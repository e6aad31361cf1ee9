import type { ArrayField, Field, GroupField } from 'payload'

import { externalLinkKeys, externalLinkLabels, isExternalLinkKey } from '@/content/links'

import { isSitePath } from './rich-text/hrefs'

// A link staff set on a page: a path on this site, an outside address, or one of the links kept
// in Site settings (booking, shop, …), which then follows the setting when it changes.

// A path on this site, by the rule rich-text links follow: `//host` and `/\host` are another
// site to a browser (ADR 039).
const validPath = (value: unknown) =>
  value == null ||
  value === '' ||
  isSitePath(value) ||
  'Write a path on this site, starting with a single / (e.g. /prices)'

/** The link is of this kind and in use (an optional link without a label is not). */
const used = (sibling: Sibling['siblingData'], kind: string) =>
  (sibling?.kind ?? 'path') === kind && Boolean(sibling?.label?.trim())

const validUrl = (value: unknown) =>
  typeof value !== 'string' ||
  /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) ||
  'Use a full address starting with https://, e.g. https://book.example.com'

type Sibling = { siblingData?: { kind?: string | null; label?: string | null } }

/** With `optional`, the link is drawn only when it has a label (e.g. a card's link). */
export const linkFields = ({ optional = false } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'label',
        type: 'text',
        required: !optional,
        admin: optional ? { description: 'Empty: no link.' } : undefined,
      },
      {
        name: 'kind',
        type: 'select',
        required: !optional,
        defaultValue: 'path',
        options: [
          { label: 'A page of this site', value: 'path' },
          { label: 'A link from Site settings', value: 'setting' },
          { label: 'Another website', value: 'url' },
        ],
      },
    ],
  },
  {
    name: 'path',
    type: 'text',
    admin: {
      condition: (_, sibling) => sibling?.kind === 'path',
      description: 'e.g. /prices or /blog/allergy-alert-test',
    },
    validate: (value: unknown, { siblingData }: Sibling) =>
      used(siblingData, 'path') && !value ? 'Required' : validPath(value),
  },
  {
    name: 'setting',
    type: 'select',
    options: externalLinkKeys.map((k) => ({ label: externalLinkLabels[k], value: k })),
    admin: {
      condition: (_, sibling) => sibling?.kind === 'setting',
      description: 'Hidden on the site while that setting is empty.',
    },
    // A custom validate replaces Payload's own check of the options: check them here, so that a
    // value such as `toString` is a 400 naming the field, never a link the site cannot draw.
    validate: (value: unknown, { siblingData }: Sibling) =>
      used(siblingData, 'setting') && !value
        ? 'Required'
        : value == null || value === '' || isExternalLinkKey(value)
          ? true
          : `Choose one of the links kept in Site settings: ${externalLinkKeys.map((k) => externalLinkLabels[k]).join(', ')}.`,
  },
  {
    name: 'url',
    type: 'text',
    admin: { condition: (_, sibling) => sibling?.kind === 'url' },
    validate: (value: unknown, { siblingData }: Sibling) =>
      used(siblingData, 'url') && !value ? 'Required' : validUrl(value),
  },
]

export const linkGroup = (name = 'link', label = 'Link'): GroupField => ({
  name,
  label,
  type: 'group',
  fields: linkFields(),
})

/** Buttons: a few links, the first drawn as the main action. */
export const actionsField = (name = 'actions'): ArrayField => ({
  name,
  label: 'Buttons',
  type: 'array',
  maxRows: 3,
  labels: { singular: 'Button', plural: 'Buttons' },
  admin: { description: 'The first button is the main one.', initCollapsed: true },
  fields: linkFields(),
})

export { validUrl as httpsUrl }
