import type { CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { hairMeasureNames, hairMeasures, type HairMeasure } from '@/quote/hair'

type Doc = { id: number; name: string; measure: HairMeasure; rank: number; unsure?: boolean | null }

async function bandsOfMeasure(req: PayloadRequest, measure: unknown): Promise<Doc[]> {
  if (typeof measure !== 'string' || !(hairMeasures as readonly string[]).includes(measure))
    return []
  const res = await req.payload.find({
    collection: 'hair-bands',
    where: { measure: { equals: measure } },
    depth: 0,
    limit: 50,
    req,
  })
  return res.docs as Doc[]
}

/** Another band of the same measure in the same place refuses the save, naming it. */
async function uniqueOrder(
  value: unknown,
  { req, id, data }: { req: PayloadRequest; id?: number | string; data?: Partial<Doc> },
): Promise<true | string> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 99)
    return 'Enter a whole number from 1 (the shortest or finest) to 99.'
  const clash = (await bandsOfMeasure(req, data?.measure)).find(
    (b) => b.rank === value && b.id !== id,
  )
  return clash
    ? `“${clash.name}” is already number ${value}. Give each band of a measure its own number.`
    : true
}

/** One band of a measure is what "Not sure" is priced as. */
async function oneUnsure(
  value: unknown,
  { req, id, data }: { req: PayloadRequest; id?: number | string; data?: Partial<Doc> },
): Promise<true | string> {
  if (value !== true) return true
  const other = (await bandsOfMeasure(req, data?.measure)).find((b) => b.unsure && b.id !== id)
  return other
    ? `“${other.name}” is already what “Not sure” is priced as. Untick it there first.`
    : true
}

/** A band priced on a service or colour category stays until its extras are removed. */
const refuseWhileUsed: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const where = { 'hairSupplements.band': { equals: id } }
  const [services, categories] = await Promise.all([
    req.payload.count({ collection: 'services', where, req }),
    req.payload.count({ collection: 'colour-categories', where, req }),
  ])
  const used = services.totalDocs + categories.totalDocs
  if (used > 0)
    throw new APIError(
      `This band has an extra on ${used} ${used === 1 ? 'service or colour category' : 'services or colour categories'}. Remove those extras first (Prices ▸ Price list, “Extra for her hair”).`,
      400,
      null,
      true,
    )
}

export const HairBands: CollectionConfig = {
  slug: 'hair-bands',
  labels: { singular: 'Hair band', plural: 'Hair bands' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['measure', 'rank', 'name', 'description', 'unsure'],
    group: 'Prices',
    description:
      'How long and how thick her hair is, as the calculator asks it where a service costs more for longer or thicker hair. The first band of each (the shortest, the finest) is the price list’s own price; a service or colour category adds its extra for the others.',
  },
  defaultSort: ['measure', 'rank'],
  access: publicContentAccess,
  hooks: { beforeDelete: [refuseWhileUsed] },
  fields: [
    {
      name: 'measure',
      type: 'select',
      required: true,
      label: 'What it measures',
      options: hairMeasures.map((m) => ({ value: m, label: hairMeasureNames[m] })),
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'e.g. "Long".' },
    },
    {
      name: 'rank',
      type: 'number',
      required: true,
      min: 1,
      max: 99,
      label: 'Order',
      validate: uniqueOrder,
      admin: {
        step: 1,
        description:
          '1 is the shortest (or finest) and is the price list’s own price; then longer or thicker.',
      },
    },
    {
      name: 'description',
      type: 'text',
      maxLength: 80,
      admin: { description: 'One line she can check against, e.g. "Shoulders to bra strap".' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A simple drawing of hair this long or thick, shown on the choice.' },
    },
    {
      name: 'unsure',
      type: 'checkbox',
      defaultValue: false,
      label: 'Priced as “Not sure”',
      validate: oneUnsure,
      admin: {
        description:
          'When she is not sure, she is quoted this band and told her stylist will check. One band of each measure.',
      },
    },
  ],
}
