import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const time = {
  type: 'text',
  validate: (v: unknown) =>
    !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(String(v)) || 'Use 24-hour time, e.g. 09:00',
} as const

export const Salons: CollectionConfig = {
  slug: 'salons',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'phone', 'isAcademy'],
    group: 'Salons & team',
  },
  defaultSort: 'id',
  access: publicContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'shortName',
      type: 'text',
      required: true,
      admin: { description: 'e.g. "High Street" — used where space is tight.' },
    },
    { name: 'isAcademy', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'line1', type: 'text', required: true },
        { name: 'line2', type: 'text' },
        { name: 'town', type: 'text', required: true },
        { name: 'postcode', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'bookingUrl',
      type: 'text',
      admin: {
        description:
          'Online booking page for this salon (leave empty to use the group booking link).',
      },
    },
    {
      name: 'openingTimes',
      type: 'array',
      labels: { singular: 'Day', plural: 'Opening times' },
      maxRows: 7,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              options: weekDays.map((d) => ({ label: d, value: d })),
            },
            { name: 'closed', type: 'checkbox', defaultValue: false },
            { name: 'opens', ...time, admin: { condition: (_, row) => !row?.closed } },
            { name: 'closes', ...time, admin: { condition: (_, row) => !row?.closed } },
          ],
        },
      ],
    },
    { name: 'blurb', type: 'textarea' },
    {
      name: 'history',
      type: 'textarea',
      admin: { description: 'Paragraphs separated by a blank line.' },
    },
  ],
}
