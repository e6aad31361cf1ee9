import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { hairSupplementsField } from '@/fields/hair-supplements'
import { moneyChecks, validMoney } from '@/fields/money'
import { yesNoCell } from '@/fields/yes-no-cell'

const admin = (name: string) => `@/collections/services/admin/${name}`

// The cat1 numbering is kept in the database and the public API (src/content/api-shapes.ts);
// staff see it in salon words through the "What it is" picker, which also sets cat2.
export const serviceGroups = [
  { value: '1', label: 'Cuts & finishes' },
  { value: '2', label: 'Colour' },
  { value: '3', label: 'Colour add-ons' },
  { value: '4', label: 'Finishing touches' },
  { value: '5', label: 'Bond builders & treatments' },
  { value: '6', label: "Men's" },
] as const

const money = (name: string, label: string, description: string) => ({
  name,
  label,
  type: 'number' as const,
  min: 0,
  ...moneyChecks,
  admin: {
    description,
    components: { Field: admin('money-field#MoneyField'), Cell: admin('money-cell#MoneyCell') },
  },
})

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Price list' },
  admin: {
    useAsTitle: 'service',
    defaultColumns: ['service', 'cat1', 'price', 'productPrice', 'newStarterRestricted'],
    group: 'Prices',
    listSearchableFields: ['service'],
    description:
      'Every service and its price, by group. Open a service to see what a client pays at each level.',
    // The whole price list (about 50 services) fits one page; each group is one list.
    pagination: { defaultLimit: 100, limits: [100, 200] },
    components: { beforeListTable: [admin('price-list-tabs#PriceListTabs')] },
  },
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    {
      name: 'service',
      type: 'text',
      required: true,
      label: 'Name',
      admin: {
        description:
          'A service called “None” at £0 is the calculator’s “no, thanks” choice for its group: keep it.',
        components: { Cell: admin('name-cell#ServiceNameCell') },
      },
    },
    {
      name: 'cat1',
      label: 'What it is',
      type: 'select',
      required: true,
      options: [...serviceGroups],
      admin: {
        components: { Field: admin('kind-field#KindField'), Cell: admin('kind-cell#KindCell') },
      },
    },
    // Colour category of a colour, add-on group of a colour add-on, plex/treatment and men's
    // cut/colour: set by the "What it is" picker above.
    {
      name: 'cat2',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          ...money('price', 'Price (£)', 'At a Stylist (no level adjustment), before product.'),
          required: true,
          validate: (v: unknown) => (v == null ? 'Enter a price, e.g. 49.50' : validMoney(v)),
        },
        {
          ...money(
            'productPrice',
            'Colour product (£)',
            'Added after the level adjustment, for colour services only.',
          ),
          defaultValue: 0,
        },
      ],
    },
    {
      name: 'minutes',
      type: 'number',
      min: 0,
      max: 600,
      label: 'About how long (minutes)',
      admin: {
        step: 5,
        description:
          'For the shortest, finest hair; longer or thicker hair adds its extra time below. Shown to clients as "about 2 h 30 min". Optional.',
      },
    },
    hairSupplementsField(
      'this service (for a colour: instead of its colour category’s, band by band)',
    ),
    {
      name: 'levelPrices',
      type: 'ui',
      admin: { components: { Field: admin('level-prices-field#LevelPricesField') } },
    },
    {
      name: 'newStarterRestricted',
      type: 'checkbox',
      defaultValue: false,
      label: 'New Starters may not carry out this service',
      admin: { components: { Cell: yesNoCell('Not for New Starters', '—') } },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 160,
      admin: {
        description:
          'One short line in plain words, shown under the service in the quote and the price list, e.g. "A gloss that softens brassiness and adds shine". Optional; at most 160 characters.',
      },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: 'Order in the list',
      admin: { position: 'sidebar', description: 'Smaller numbers come first within a group.' },
    },
  ],
}
