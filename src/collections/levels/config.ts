import type { CollectionConfig, PayloadRequest } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { yesNoCell } from '@/fields/yes-no-cell'

/** Another level with the same seniority refuses the save, naming it. */
async function uniqueRank(
  value: unknown,
  { req, id }: { req: PayloadRequest; id?: number | string },
): Promise<true | string> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    return 'Enter a whole number from 1 (the most junior level).'
  const others = await req.payload.find({
    collection: 'levels',
    where: { rank: { equals: value } },
    depth: 0,
    limit: 2,
    req,
  })
  const clash = others.docs.find((l) => l.id !== id)
  return clash
    ? `“${clash.name}” already has seniority ${value}. Give each level its own number.`
    : true
}

export const Levels: CollectionConfig = {
  slug: 'levels',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['rank', 'name', 'adapter', 'experience', 'newStarterRules'],
    group: 'Prices',
    description:
      'Stylist levels, most junior first. Seniority orders them everywhere (the price list, “up a level” in the calculator); the level adjustment is the percentage added to (or taken from) a service price; the average cut & colour is worked out from the price list.',
  },
  defaultSort: 'rank',
  access: publicContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'rank',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      label: 'Seniority',
      validate: uniqueRank,
      admin: {
        step: 1,
        description:
          '1 is the most junior level; a higher number is more senior. To add a level between two others, renumber the ones above it first.',
      },
    },
    {
      name: 'adapter',
      type: 'number',
      required: true,
      min: -99,
      max: 300,
      label: 'Level adjustment (%)',
      admin: {
        step: 0.01,
        description:
          'Added to (or taken from) a service price at this level, e.g. -20 or 12.32. Treatments and bond builders are not adjusted.',
      },
    },
    {
      name: 'average',
      type: 'ui',
      admin: {
        components: { Field: '@/collections/levels/admin/level-average-field#LevelAverageField' },
      },
    },
    {
      name: 'experience',
      type: 'text',
      admin: { description: 'e.g. "4–5 years". Keep the ranges of the levels from overlapping.' },
    },
    {
      name: 'newStarterRules',
      type: 'checkbox',
      defaultValue: false,
      label: 'New Starter rules',
      admin: {
        description:
          'Stylists at this level may not carry out the services and colour categories marked “Not for New Starters” (men’s cuts among them).',
        components: { Cell: yesNoCell('New Starter rules', '—') },
      },
    },
  ],
}
