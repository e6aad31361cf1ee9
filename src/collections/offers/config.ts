import type { CollectionConfig, FieldHook, PayloadRequest } from 'payload'

import { publishedOnlyForVisitors } from '@/access/drafts'

import { offersLiveForVisitors } from '@/access/public-filters'
import { isStaff, publicContentAccess, staffOnly } from '@/access/roles'
import { offerCarried } from '@/quote/claims'
import { listingNeedsClaim, offerListing, offerStatus } from '@/quote/offer-status'
import { offerFacts, offerStatusText, OFFER_TEXT_HELP } from '@/content/offers'
import { offerWorldOf, ruleOfferOf } from '@/content/offer-world.server'
import type { Offer } from '@/payload-types'
import type { QuoteCatalogue } from '@/quote'
import { previewUrl } from '@/preview/preview-url'
import { jsonOnly } from '@/security/json-endpoints'
import { moneyChecks } from '@/fields/money'
import { slugField } from '@/fields/slug'

import { namesOf, offerWordsProblem } from './words-check'

export const offerKinds = [
  { value: 'general', label: 'General' },
  { value: 'stylist', label: 'Stylist' },
  { value: 'combination', label: 'Combination (two or three stylists)' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'first-appointment', label: 'First appointment' },
  { value: 'extensions', label: 'Extensions' },
] as const

/**
 * "On the site": the offer's status in words ("Live", "Callum has left", "Ended 30 November
 * 2026"…), from the same rule as the site (offerStatus), the stylists and Site settings.
 * Worked out on reading, for staff only; the site's own reads skip it.
 */
const liveStatusText: FieldHook = async ({ data, req }) => {
  const doc = data as Partial<Offer> | undefined
  // A read that left out the fields the rule needs (a `select`) has nothing to go on.
  if (!isStaff(req) || !doc || doc.endDate === undefined || doc.benefit === undefined)
    return undefined
  const rule = ruleOfferOf(doc as Offer)
  const status = offerStatus(rule, await offerWorldOf(req), new Date())
  // Never shown as live or scheduled when "Worked out" says it never applies (ADR 056).
  // Whether a quote carries it is enough for most offers; only one that none carries is worked
  // out in full, for the offer that beats it (issue 49: the list's time).
  const cat = listingNeedsClaim(status) ? await catalogueOf(req) : null
  const facts = cat && !offerCarried(cat, rule) ? offerFacts(cat, rule) : null
  const listed = offerListing(status, facts?.beaten ?? false)
  return listed.status === 'never-applies'
    ? (facts?.never ?? 'Never applies')
    : offerStatusText(listed)
}

/** The offer's words: checked as a stylist leaving one checks them (./words-check.ts). */
const offerWords = async (
  value: unknown,
  { data, req }: { data?: Partial<Offer>; req: PayloadRequest },
): Promise<true | string> => offerWordsProblem(value, data, await namesOf(req))

const CATALOGUE_KEY = 'offers:price-catalogue'

/** The price list and live offers, read once per request (a list shows many offers). */
function catalogueOf(req: PayloadRequest): Promise<QuoteCatalogue> {
  const context = req.context as Record<string, unknown>
  const cached = context[CATALOGUE_KEY] as Promise<QuoteCatalogue> | undefined
  if (cached) return cached
  const read = import('@/content/quote-catalogue.server').then((m) =>
    m.readQuoteCatalogue(req.payload, { photos: false }),
  )
  context[CATALOGUE_KEY] = read
  return read
}

/** Another offer (draft or live) already using this code, in any case, refuses it. */
async function uniqueCode(
  value: unknown,
  { req, id }: { req: PayloadRequest; id?: number | string },
): Promise<string | true> {
  if (typeof value !== 'string' || value.trim() === '') return true
  const wanted = value.trim().toUpperCase()
  const others = await req.payload.find({
    collection: 'offers',
    // Narrowed in the database (case-insensitive, contains), made exact below.
    where: { code: { like: wanted } },
    select: { code: true, title: true },
    draft: true,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const clash = others.docs.find(
    (o) => String(o.id) !== String(id) && o.code?.trim().toUpperCase() === wanted,
  )
  return clash
    ? `Another offer ("${clash.title}") already uses the code ${value.trim()}. Choose another code.`
    : true
}

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'liveStatus', 'kind', 'active', 'startDate', 'endDate', '_status'],
    preview: (doc) => previewUrl('offers', doc?.slug as string | undefined),
    group: 'Offers',
    description:
      'An offer shows on the site while it is switched on, has started and has not ended, unless "Hide all offers" is ticked in Site settings or a stylist it names has left or is not taking new clients. "On the site" says which.',
  },
  defaultSort: 'endDate',
  access: { ...publicContentAccess, read: offersLiveForVisitors, readVersions: staffOnly },
  hooks: { beforeOperation: [publishedOnlyForVisitors] },
  // The admin's live "Worked out" panel (admin/worked-out-field.tsx); loaded on use, so the
  // config does not import the quote catalogue's reads. JSON only: a form post is answered 415.
  endpoints: jsonOnly([
    {
      path: '/worked-out',
      method: 'post',
      handler: async (req) => (await import('./worked-out.server')).workedOut(req),
    },
  ]),
  // Drafts: staff save and preview changes; the site shows a change when it is published.
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      validate: offerWords,
      admin: {
        description: `The offer card's heading on /offers, and the browser tab's title. ${OFFER_TEXT_HELP}`,
        // The list shows it filled in, as the site does.
        components: { Cell: '@/collections/offers/admin/title-cell#OfferTitleCell' },
      },
    },
    slugField('title'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...offerKinds],
      admin: {
        description:
          'The small label above the offer on /offers and on its page ("Seasonal offer"). Who gets the offer is set under "Who and what the offer is for" below, not here.',
      },
    },
    {
      name: 'headline',
      type: 'text',
      required: true,
      validate: offerWords,
      admin: {
        description: `The big heading at the top of the offer's own page. ${OFFER_TEXT_HELP}`,
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      validate: offerWords,
      admin: { description: `One or two sentences for the offer card. ${OFFER_TEXT_HELP}` },
    },
    {
      name: 'details',
      type: 'textarea',
      validate: offerWords,
      admin: { description: 'Paragraphs separated by a blank line.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'collapsible',
      label: 'Who and what the offer is for',
      fields: [
        {
          name: 'audience',
          type: 'select',
          required: true,
          defaultValue: 'new',
          label: 'Who qualifies',
          options: [
            { value: 'new', label: 'New clients' },
            { value: 'returning', label: 'Returning clients' },
            { value: 'everyone', label: 'Everyone' },
          ],
        },
        {
          name: 'stylists',
          type: 'relationship',
          relationTo: 'stylists',
          hasMany: true,
          label: 'Only with these stylists',
          admin: { description: 'Leave empty for any stylist.' },
        },
        {
          name: 'salons',
          type: 'relationship',
          relationTo: 'salons',
          hasMany: true,
          label: 'Only at these salons',
          admin: { description: 'Leave empty for every salon.' },
        },
        {
          name: 'levels',
          type: 'relationship',
          relationTo: 'levels',
          hasMany: true,
          label: 'Only at these levels',
          admin: { description: 'Leave empty for every level.' },
        },
        {
          name: 'appliesTo',
          type: 'select',
          required: true,
          defaultValue: 'anything',
          label: 'On what',
          options: [
            { value: 'anything', label: 'Any quote' },
            { value: 'type', label: 'A kind of appointment' },
            { value: 'colourCategories', label: 'A colour from these categories' },
            { value: 'services', label: 'Any one of these services' },
            { value: 'colourAndCut', label: 'A colour with one of these cuts' },
          ],
        },
        {
          name: 'serviceTypes',
          type: 'select',
          hasMany: true,
          label: 'Kinds of appointment',
          options: [
            { value: 'Colour', label: 'Colour' },
            { value: 'CuttingStyling', label: 'Cutting & styling' },
            { value: 'Men', label: "Men's" },
          ],
          admin: { condition: (data) => data?.appliesTo === 'type' },
        },
        {
          name: 'colourCategories',
          type: 'relationship',
          relationTo: 'colour-categories',
          hasMany: true,
          admin: { condition: (data) => data?.appliesTo === 'colourCategories' },
        },
        {
          name: 'services',
          type: 'relationship',
          relationTo: 'services',
          hasMany: true,
          label: 'Services',
          admin: {
            condition: (data) =>
              data?.appliesTo === 'services' || data?.appliesTo === 'colourAndCut',
            description:
              '"Any one of these services": the quote must include one of them. "A colour with one of these cuts": the cuts (or men\'s cuts) that count, with any priced colour.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'The saving',
      fields: [
        {
          name: 'benefit',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          label: 'The saving',
          options: [
            { value: 'percent', label: 'A percentage off' },
            { value: 'amount', label: 'An amount off' },
            { value: 'free', label: 'A free service' },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'discountPercent',
              type: 'number',
              min: 1,
              max: 100,
              label: 'Discount (%)',
              admin: { condition: (data) => data?.benefit === 'percent' },
            },
            {
              name: 'amountOffPounds',
              type: 'number',
              min: 1,
              ...moneyChecks,
              label: 'Amount off (£)',
              admin: { step: 1, condition: (data) => data?.benefit === 'amount' },
            },
            {
              name: 'freeService',
              type: 'relationship',
              relationTo: 'services',
              label: 'Free service',
              admin: { condition: (data) => data?.benefit === 'free' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              label: 'Offer code',
              // One code names one offer: at the till, a code must say which offer she has.
              validate: uniqueCode as never,
              admin: {
                description:
                  'What a client quotes when she books; no two offers share one. Write {code} in the texts.',
              },
            },
            {
              name: 'validDays',
              type: 'number',
              required: true,
              min: 1,
              defaultValue: 28,
              label: 'Good for (days after the quote)',
              admin: {
                step: 1,
                description:
                  "A quote's offer lasts this long, and never past the offer's end date.",
              },
            },
          ],
        },
      ],
    },
    {
      name: 'liveStatus',
      type: 'text',
      label: 'On the site',
      // Not stored: worked out on every read, so it follows the stylists and Site settings.
      virtual: true,
      access: { read: ({ req }) => isStaff(req), create: () => false, update: () => false },
      hooks: { afterRead: [liveStatusText] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        disableListFilter: true,
        disableBulkEdit: true,
        description:
          'Live, or why visitors do not see this offer: from its switch and dates, its stylists and Site settings.',
      },
    },
    {
      // The saving and the "from" price as the form stands, worked out as staff edit.
      name: 'workedOut',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/collections/offers/admin/worked-out-field#WorkedOutField' },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      label: 'Switched on',
      admin: {
        position: 'sidebar',
        description:
          'Untick to take the offer down at once, whatever its dates. A published offer shows only while this is ticked.',
      },
    },
    {
      name: 'smsVariant',
      type: 'checkbox',
      defaultValue: false,
      label: 'Also a text-message page',
      admin: {
        position: 'sidebar',
        description: "A copy at /sms/ followed by the offer's address, for links sent by text.",
      },
    },
    {
      name: 'startDate',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'endDate',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
