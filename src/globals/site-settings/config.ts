import type { GlobalConfig } from 'payload'

import { ownersOnlyField, publicGlobalAccess } from '@/access/roles'
import { httpsUrl } from '@/fields/link'
import { moneyChecks } from '@/fields/money'

const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? true : 'Required')

// A booking link without https:// once broke every Book button: only full addresses are kept.
const url = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  validate: (value: unknown) => !value || httpsUrl(value),
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: publicGlobalAccess,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brandName',
          type: 'text',
          required: true,
          admin: {
            description: 'Shown across the site, in e-mails and texts: {brand} in page text.',
          },
        },
        { name: 'tagline', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        // Required in the form, not as a database constraint: a site upgraded from before these
        // settings existed keeps its settings row until an owner fills them in.
        {
          name: 'town',
          type: 'text',
          validate: filled,
          admin: { description: 'Where the salons are: {town} in page text.' },
        },
        {
          name: 'legalName',
          type: 'text',
          validate: filled,
          label: 'Company’s legal name',
          admin: { description: 'In the footer and the privacy notice: {legalName}.' },
        },
      ],
    },
    {
      name: 'defaultSalon',
      type: 'relationship',
      relationTo: 'salons',
      admin: { description: 'Pre-selected in the quote calculator and used for job applications.' },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'hideOffers',
          type: 'checkbox',
          defaultValue: false,
          label: 'Hide all offers ("New Special Offers Coming…")',
        },
        {
          // The old site's one end date for every offer. Each offer now has its own end date
          // (docs/rules.md, "Offers"), which is what the pages show, so staff no longer see this
          // setting: changing it did nothing. Kept as a column only to need no migration.
          name: 'offerEndDate',
          type: 'date',
          admin: { hidden: true, date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'offerPages',
      type: 'group',
      label: 'Offer pages',
      fields: [
        {
          name: 'skinTestRule',
          type: 'text',
          label: 'Skin test rule',
          defaultValue: 'A skin test is required 48 hours before any colour service.',
          admin: { description: 'Shown in "How to claim" and in the terms of every offer.' },
        },
        {
          name: 'terms',
          type: 'textarea',
          label: 'Terms of every offer',
          admin: {
            description:
              'One term per line. Who qualifies (from each offer’s "Who qualifies"), the skin test rule and the end date are added for you.',
          },
        },
      ],
    },
    {
      name: 'referral',
      type: 'group',
      label: 'Refer a friend',
      admin: {
        description:
          'Used wherever the scheme is described: {referralFriend}, {referralReferrer}, {referralFriendWeeks}, {referralReferrerWeeks}.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'friendPounds',
              type: 'number',
              ...moneyChecks,
              label: 'Friend saves (£)',
              defaultValue: 20,
              min: 0,
            },
            {
              name: 'referrerPounds',
              type: 'number',
              ...moneyChecks,
              label: 'Referrer gets (£)',
              defaultValue: 20,
              min: 0,
            },
            {
              name: 'friendWeeks',
              type: 'number',
              label: 'Friend’s voucher valid (weeks)',
              defaultValue: 8,
              min: 1,
            },
            {
              name: 'referrerWeeks',
              type: 'number',
              label: 'Referrer’s voucher valid (weeks)',
              defaultValue: 12,
              min: 1,
            },
          ],
        },
      ],
    },
    {
      name: 'privacy',
      type: 'group',
      label: 'Privacy: how long personal data is kept',
      admin: {
        description:
          'After these periods a nightly job erases names and contact details; the anonymous figures stay.',
      },
      access: { update: ownersOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'quoteRetentionMonths',
              type: 'number',
              label: 'Saved quotes (months)',
              defaultValue: 24,
              min: 1,
              max: 120,
            },
            {
              name: 'applicationRetentionMonths',
              type: 'number',
              label: 'Job applications (months)',
              defaultValue: 12,
              min: 1,
              max: 120,
            },
            {
              name: 'photoRetentionDays',
              type: 'number',
              label: 'Photos and health answers sent to confirm a price (days after it closes)',
              defaultValue: 90,
              min: 7,
              max: 365,
            },
          ],
        },
      ],
    },
    {
      name: 'confirmations',
      type: 'group',
      label: 'Prices to confirm',
      fields: [
        {
          name: 'promiseWorkingDays',
          type: 'number',
          label: 'We answer within (working days)',
          admin: {
            description:
              'A request waiting longer is flagged on the To do list and in the To confirm list. Clients are told when to expect an answer. Sundays do not count.',
          },
          defaultValue: 1,
          min: 1,
          max: 10,
        },
      ],
    },
    {
      name: 'links',
      type: 'group',
      label: 'External links',
      fields: [
        url('booking', 'Online booking'),
        url('skinTest', 'Skin test booking'),
        url('referralAccount', 'Referral account'),
        url('giftCards', 'Gift cards'),
        url('shop', 'Online shop'),
        url('modelSignup', 'Model sign-up'),
        url('sisterSalon', 'Sister salon'),
        url('app', 'Booking app'),
        url('instagram', 'Instagram'),
        url('facebook', 'Facebook'),
        url('pinterest', 'Pinterest'),
        url('tiktok', 'TikTok'),
      ],
    },
  ],
}
