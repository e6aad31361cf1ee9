// "Extra for her hair" on a service and on a colour category (ADR 051): a row per band with a
// percentage, an amount and the minutes it adds. Every save (drafts too: checked-drafts.ts) is
// checked against the bands there are, by the quote module's rule (`supplementRowsProblem`).
import type { ArrayField, PayloadRequest, Validate } from 'payload'

import { supplementRowsProblem, type SupplementRowInput } from '@/quote/hair'
import type { CatalogueHairBand } from '@/quote/model'

import { toThePenny } from './money'

async function allBands(req: PayloadRequest): Promise<CatalogueHairBand[]> {
  const res = await req.payload.find({
    collection: 'hair-bands',
    depth: 0,
    limit: 100,
    pagination: false,
    req,
  })
  return res.docs.map((d) => ({
    id: d.id,
    measure: d.measure,
    name: d.name,
    description: null,
    rank: d.rank,
    unsure: Boolean(d.unsure),
  }))
}

const validateRows: Validate = async (value, { req }) => {
  if (value != null && !Array.isArray(value)) return 'Enter the extras as rows, one per band.'
  const rows = (value ?? []) as SupplementRowInput[]
  if (rows.length === 0) return true
  return supplementRowsProblem(rows, await allBands(req)) ?? true
}

/** The field; `what` says in the description what it applies to. */
export const hairSupplementsField = (what: string): ArrayField => ({
  name: 'hairSupplements',
  type: 'array',
  label: 'Extra for her hair',
  labels: { singular: 'Extra for a hair band', plural: 'Extras for hair bands' },
  maxRows: 12,
  validate: validateRows,
  admin: {
    initCollapsed: false,
    description: `What longer or thicker hair adds to ${what}: a percentage of the price (with the level and the colour product) and/or an amount in pounds, and the extra time. No row: nothing extra. The first band of each (e.g. Short, Fine) is the price list’s own price.`,
  },
  fields: [
    {
      name: 'band',
      type: 'relationship',
      relationTo: 'hair-bands',
      // Required by the rows' check, not by the database: a band deleted later leaves old
      // versions' rows without one rather than refusing the delete (ADR 051).
      label: 'Hair band',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'percent',
          type: 'number',
          min: 0,
          max: 100,
          label: 'Extra (%)',
          admin: { step: 0.01, description: 'e.g. 20' },
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          max: 250,
          label: 'Extra (£)',
          hooks: { beforeValidate: [toThePenny] },
          admin: { step: 0.01, description: 'e.g. 10' },
        },
        {
          name: 'minutes',
          type: 'number',
          min: 0,
          max: 240,
          label: 'Extra time (min)',
          admin: { step: 5, description: 'e.g. 30' },
        },
      ],
    },
  ],
})
