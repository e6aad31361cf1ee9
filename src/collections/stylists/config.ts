import type { CollectionConfig, PayloadRequest, Where } from 'payload'
import { validations } from 'payload/shared'

import { publicContentAccess } from '@/access/roles'
import { httpsUrl } from '@/fields/link'
import { slugField } from '@/fields/slug'
import { jsonOnly } from '@/security/json-endpoints'

// What happens when she leaves (ADR 032): loaded on use, so the config does not import the reads
// of offers, quotes and the price list.
const leaving = () => import('./leaving.server')
const sortOrder = () => import('./sort-order.server')

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [])
    .map((v) => (typeof v === 'object' && v ? (v as { id?: unknown }).id : v))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)

/**
 * Nobody who has left is suggested instead of her (ADR 056); one chosen before she left too is
 * kept, so an old profile can still be saved.
 */
async function alternativesStillHere(
  value: unknown,
  options: { req: PayloadRequest; previousValue?: unknown },
): Promise<true | string> {
  const { req, previousValue } = options
  const before = new Set(idsOf(previousValue))
  const added = idsOf(value).filter((id) => !before.has(id))
  if (added.length === 0) return true
  // Said in salon words first; Payload's own check, which a field's validate replaces, then
  // refuses any other choice outside filterOptions (herself) among those newly chosen.
  const left = await req.payload.find({
    collection: 'stylists',
    where: { and: [{ id: { in: added } }, { hasLeft: { equals: true } }] },
    select: { firstName: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const names = left.docs.map((s) => s.firstName)
  if (names.length)
    return `${names.join(' and ')} ${names.length > 1 ? 'have' : 'has'} left: choose stylists still with us.`
  return validations.relationship(added as never, options as never)
}

export const Stylists: CollectionConfig = {
  slug: 'stylists',
  labels: { singular: 'Stylist', plural: 'Stylists & team' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'salon', 'level', 'acceptingNewClients', 'hasLeft'],
    group: 'Salons & team',
  },
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  hooks: {
    beforeChange: [
      ({ data }) => {
        data.fullName = [data.firstName, data.lastName].filter(Boolean).join(' ')
        return data
      },
      async (args) => (await leaving()).askBeforeLeaving(args),
      async (args) => (await sortOrder()).placeNewStylist(args),
    ],
  },
  // The admin's "before she leaves" panel (admin/leaving-field.tsx). JSON only: a form post is
  // answered 415.
  endpoints: jsonOnly([
    {
      path: '/:id/leaving',
      method: 'post',
      handler: async (req) => (await leaving()).leavingPreview(req),
    },
  ]),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'fullName', type: 'text', admin: { hidden: true } },
    slugField('firstName', 'lastName'),
    {
      type: 'row',
      fields: [
        { name: 'salon', type: 'relationship', relationTo: 'salons', required: true },
        { name: 'level', type: 'relationship', relationTo: 'levels', required: true },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'bookingUrl',
      type: 'text',
      label: 'Online booking link',
      // Same rule as the salon's link: an address without https:// breaks the Book button.
      validate: (value: unknown) => !value || httpsUrl(value),
      admin: {
        description:
          'Her own page on the booking system, starting with https://. Her profile, her saved quotes and the quote total then say "Book with" and her first name. Empty: her salon\'s booking link, else the one in Site settings.',
      },
    },
    { name: 'para1', type: 'textarea', label: 'Paragraph 1', required: true },
    { name: 'para2', type: 'textarea', label: 'Paragraph 2' },
    { name: 'para3', type: 'textarea', label: 'Paragraph 3' },
    {
      // A reminder when the bio names another level than hers (admin/bio-level-warning.tsx).
      name: 'bioLevelWarning',
      type: 'ui',
      admin: {
        components: { Field: '@/collections/stylists/admin/bio-level-warning#BioLevelWarning' },
      },
    },
    {
      name: 'acceptingNewClients',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Untick to stop offering this stylist to new clients.',
      },
    },
    {
      name: 'showOnTeam',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Untick to leave her off the Team page.' },
    },
    {
      name: 'sortOrder',
      type: 'number',
      label: 'Order on the Team page',
      admin: {
        position: 'sidebar',
        description:
          'Lower numbers come first. Left empty for a new stylist: after the others of her level.',
      },
    },
    {
      type: 'collapsible',
      label: 'Has left the salon',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'hasLeft',
          type: 'checkbox',
          defaultValue: false,
          label: 'This stylist has left',
          admin: {
            description:
              'Her profile address then shows the notice below and the stylists chosen as alternatives.',
          },
        },
        {
          name: 'leftNotice',
          type: 'textarea',
          admin: { condition: (data) => Boolean(data?.hasLeft) },
        },
        {
          name: 'alternatives',
          type: 'relationship',
          relationTo: 'stylists',
          hasMany: true,
          // Never herself, nor anyone who has left: the list offered both (ADR 056).
          filterOptions: ({ id }): Where =>
            id
              ? { and: [{ hasLeft: { not_equals: true } }, { id: { not_equals: id } }] }
              : { hasLeft: { not_equals: true } },
          validate: alternativesStillHere as never,
          admin: {
            condition: (data) => Boolean(data?.hasLeft),
            description: 'Who to suggest instead.',
          },
        },
        {
          // Not stored: read by the save that makes her leave (leaving.server.ts), which needs a
          // choice for each offer that could carry on without her.
          name: 'leavingOffers',
          type: 'json',
          label: 'Before she leaves',
          virtual: true,
          admin: {
            condition: (data) => Boolean(data?.hasLeft),
            disableBulkEdit: true,
            disableListColumn: true,
            disableListFilter: true,
            components: { Field: '@/collections/stylists/admin/leaving-field#LeavingField' },
          },
        },
      ],
    },
  ],
}
