import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { yesNoCell } from '@/fields/yes-no-cell'
import { httpsUrl } from '@/fields/link'

import {
  exceptionHoursProblem,
  holidayHoursProblem,
  openingTimesProblem,
  rowProblem,
  validTime,
  weekDays,
  type ExceptionRow,
  type OpeningRow,
} from './opening-times'

export { weekDays }

const time = { type: 'text', validate: validTime } as const

export const Salons: CollectionConfig = {
  slug: 'salons',
  admin: {
    useAsTitle: 'name',
    // Payload links a row's first column to the salon: the name, which staff look for.
    defaultColumns: ['name', 'id', 'phone', 'isAcademy'],
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
    {
      name: 'isAcademy',
      type: 'checkbox',
      defaultValue: false,
      label: 'Training academy',
      admin: { components: { Cell: yesNoCell('Academy', 'Salon') } },
    },
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
        { name: 'line1', label: 'Address line 1', type: 'text', required: true },
        { name: 'line2', label: 'Address line 2', type: 'text' },
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
      label: 'Online booking link',
      // A booking link without https:// once broke every Book button.
      validate: (value: unknown) => !value || httpsUrl(value),
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
      validate: (rows: unknown) =>
        openingTimesProblem(Array.isArray(rows) ? (rows as OpeningRow[]) : []) ?? true,
      admin: {
        description: 'One row per day, Monday to Sunday; 24-hour times, e.g. 09:00 and 17:30.',
        components: { RowLabel: '@/collections/salons/admin/opening-row-label#OpeningRowLabel' },
      },
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
            {
              name: 'closes',
              ...time,
              validate: (value: unknown, { siblingData }: { siblingData: OpeningRow }) => {
                const format = validTime(value)
                if (format !== true) return format
                return rowProblem({ ...siblingData, closes: value as string | null }) ?? true
              },
              admin: { condition: (_, row) => !row?.closed },
            },
          ],
        },
      ],
    },
    {
      name: 'holidayHours',
      type: 'array',
      label: 'Holiday hours',
      labels: { singular: 'Holiday', plural: 'Holiday hours' },
      validate: (rows: unknown) =>
        holidayHoursProblem(Array.isArray(rows) ? (rows as ExceptionRow[]) : []) ?? true,
      admin: {
        description:
          'Days when a salon closes or keeps other hours, e.g. Christmas Day. They replace that ' +
          "day's usual hours on the site and disappear once the day has passed.",
        components: { RowLabel: '@/collections/salons/admin/holiday-row-label#HolidayRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
            },
            {
              name: 'note',
              type: 'text',
              admin: { description: 'What visitors read, e.g. "Christmas Day".' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'closed', type: 'checkbox', defaultValue: false, label: 'Closed all day' },
            { name: 'opens', ...time, admin: { condition: (_, row) => !row?.closed } },
            {
              name: 'closes',
              ...time,
              validate: (value: unknown, { siblingData }: { siblingData: ExceptionRow }) => {
                const format = validTime(value)
                if (format !== true) return format
                return (
                  exceptionHoursProblem({ ...siblingData, closes: value as string | null }) ?? true
                )
              },
              admin: { condition: (_, row) => !row?.closed },
            },
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
