import type { CollectionConfig, Validate } from 'payload'

import { editors, staffOnly } from '@/access/roles'
import { serviceGroups } from '@/collections/services/config'
import {
  AMOUNT_LIMIT_PENCE,
  PERCENT_RANGE,
  changePartLabels,
  changeParts,
  roundStepLabels,
  roundSteps,
} from '@/quote/price-change'
import { jsonOnly } from '@/security/json-endpoints'

import { PLAN_MESSAGES, planProblem } from './checks'

const admin = (name: string) => `@/collections/price-changes/admin/${name}`

export const planStatuses = [
  { value: 'planned', label: 'Planned' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'applied', label: 'Taken effect' },
] as const

/** Marks the job's own saves: only it may write "Taken effect" and the record of what changed. */
export const APPLYING = 'applyingPriceChange'

// Loaded on use, like the job handlers: the config must not import the code it configures.
const clients = () => import('./clients.server')

const validStatus: Validate = (value, { req, previousValue }) =>
  value === 'applied' && value !== previousValue && req.context?.[APPLYING] !== true
    ? PLAN_MESSAGES.jobOnly
    : true

/** What the job writes (when, the prices it changed, its claim): a staff save keeps it as it is. */
const JOB_FIELDS = ['appliedAt', 'applied', 'claimedAt'] as const

export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: { singular: 'Price change', plural: 'Price changes' },
  admin: {
    useAsTitle: 'name',
    group: 'Prices',
    defaultColumns: ['name', 'startsAt', 'status'],
    description:
      'Plan a rise (or a cut) for a group of services from a date: check every new price at every level before saving; on the day the price list changes by itself. Quotes already saved keep their prices.',
  },
  defaultSort: '-startsAt',
  access: { read: staffOnly, create: editors, update: editors, delete: editors },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        if (req.context?.[APPLYING] === true) return data
        for (const f of JOB_FIELDS) data[f] = originalDoc?.[f] ?? null
        const problem = planProblem({ ...originalDoc, ...data }, originalDoc, new Date())
        if (problem) throw problem
        return data
      },
    ],
  },
  endpoints: jsonOnly([
    {
      // The clients whose live quote the plan touches, for the front desk (admin/clients.tsx).
      path: '/:id/clients',
      method: 'get',
      handler: async (req) => (await clients()).clientsTouched(req),
    },
  ]),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      label: 'What it is called',
      admin: { description: 'For staff, e.g. “New year prices”.', placeholder: 'New year prices' },
    },
    {
      type: 'collapsible',
      label: 'Which services',
      admin: {
        description:
          'Any service in a chosen group, a chosen colour category, or chosen one by one. A “None” (£0) never changes.',
      },
      fields: [
        {
          name: 'groups',
          type: 'select',
          hasMany: true,
          label: 'Whole groups',
          options: [...serviceGroups],
        },
        {
          name: 'colourCategories',
          type: 'relationship',
          relationTo: 'colour-categories',
          hasMany: true,
          label: 'Colours of these categories',
        },
        {
          name: 'services',
          type: 'relationship',
          relationTo: 'services',
          hasMany: true,
          label: 'These services',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'by',
          type: 'radio',
          required: true,
          defaultValue: 'percent',
          label: 'Change by',
          options: [
            { value: 'percent', label: 'A percentage' },
            { value: 'amount', label: 'An amount in £' },
          ],
        },
        {
          name: 'percent',
          type: 'number',
          label: 'Percentage (%)',
          min: PERCENT_RANGE.min,
          max: PERCENT_RANGE.max,
          admin: {
            step: 0.1,
            condition: (data) => data?.by !== 'amount',
            description: 'e.g. 5 for a 5% rise, −3 for a 3% cut.',
          },
        },
        {
          name: 'amount',
          type: 'number',
          label: 'Amount (£)',
          min: -AMOUNT_LIMIT_PENCE / 100,
          max: AMOUNT_LIMIT_PENCE / 100,
          admin: {
            step: 0.5,
            condition: (data) => data?.by === 'amount',
            description: 'Added to each price, e.g. 2 or 2.50; a minus for less.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'on',
          type: 'select',
          required: true,
          defaultValue: 'both',
          label: 'What changes',
          options: changeParts.map((p) => ({ value: p, label: changePartLabels[p] })),
          admin: { isClearable: false },
        },
        {
          name: 'roundTo',
          type: 'select',
          required: true,
          defaultValue: '50',
          label: 'New prices rounded',
          options: roundSteps.map((s) => ({ value: String(s), label: roundStepLabels[s] })),
          admin: { isClearable: false, description: 'Half way goes up.' },
        },
      ],
    },
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      label: 'New prices from',
      admin: {
        date: {
          pickerAppearance: 'dayAndTime',
          timeIntervals: 30,
          displayFormat: 'd MMM yyyy, HH:mm',
        },
        description:
          'The price list changes by itself at this time (UK time), e.g. 1 January at 00:00. Quotes saved before keep their prices.',
      },
    },
    {
      name: 'explainedBy',
      type: 'relationship',
      relationTo: 'pages',
      label: 'The page that explains it',
      admin: {
        description:
          'While the change is coming, the price list links to this page (e.g. “Our new prices”). In its text, {priceChangeDate} and {priceChangeAverage} show this plan’s date and average.',
      },
    },
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: admin('preview#PriceChangePreview') } },
    },
    {
      name: 'clients',
      type: 'ui',
      admin: {
        condition: (data) => Boolean(data?.id) && data?.status === 'planned',
        components: { Field: admin('clients#ClientsTouched') },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'planned',
      index: true,
      options: planStatuses.map((s) => ({ ...s })),
      validate: validStatus,
      admin: {
        position: 'sidebar',
        isClearable: false,
        description: 'Cancel a plan before its date to keep today’s prices.',
      },
    },
    {
      name: 'appliedAt',
      type: 'date',
      label: 'Took effect',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => data?.status === 'applied',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' },
      },
    },
    {
      // What the job changed, service by service: the price list's history of this change.
      name: 'applied',
      type: 'json',
      label: 'What changed',
      admin: {
        readOnly: true,
        condition: (data) => data?.status === 'applied',
        components: { Field: admin('applied#AppliedPrices') },
      },
    },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
  ],
}
