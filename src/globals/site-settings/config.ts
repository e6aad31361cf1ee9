import type { GlobalConfig } from 'payload'

import { ownersOnlyField, publicGlobalAccess } from '@/access/roles'

const url = (name: string, label: string) => ({ name, label, type: 'text' as const })

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: publicGlobalAccess,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brandName', type: 'text', required: true },
        { name: 'tagline', type: 'text' },
      ],
    },
    {
      name: 'defaultSalon',
      type: 'relationship',
      relationTo: 'salons',
      admin: { description: 'Pre-selected in the quote calculator and used for job applications.' },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
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
          name: 'offerEndDate',
          type: 'date',
          admin: {
            description: 'End date shown on offer pages.',
            date: { pickerAppearance: 'dayOnly' },
          },
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
          ],
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
