import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access/editors-only'
import { privateRecordAccess, staffOnly } from '@/access/roles'
import { channelStatuses } from '@/delivery/state'
import { serverDate } from '@/fields/server-dates'
import { keepServerValues, serverField } from '@/fields/server-state'
import { jobRoles } from '@/forms/job-application'
import {
  erasedAtField,
  personalEmail,
  personalName,
  personalText,
  personalTextarea,
} from '@/privacy/fields'

import { recordReply, replyFields } from './reply'

export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'position', 'reply', 'createdAt'],
    group: 'Clients',
    components: { beforeListTable: ['@/components/admin/export-link#ExportLink'] },
  },
  defaultSort: '-createdAt',
  // Every staff member may mark an application answered; only that (the rest is the editors').
  access: { ...privateRecordAccess, update: staffOnly },
  // Whether the salon was told is the server's alone (ADR 041).
  hooks: {
    beforeChange: [
      keepServerValues(
        ['notified', 'notifyChangedAt', 'notifyClaimedBy', 'notifyFailures', 'notifyError'].map(
          (name) => [name],
        ),
      ),
      recordReply,
    ],
  },
  fields: [
    ...replyFields,
    ...editorsOnly([
      erasedAtField,
      {
        type: 'row',
        fields: [
          personalName('name', 'Name'),
          personalText('mobile', 'Mobile', {
            // Read-only for the front desk: the link beside it calls (ADR 055).
            admin: { components: { afterInput: ['@/components/admin/phone-link#PhoneLink'] } },
          }),
          personalEmail('email', 'Email'),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'role',
            type: 'select',
            required: true,
            options: jobRoles.map((r) => ({
              label: r === 'Saturday' ? 'Saturday (Pre-Apprenticeship)' : r,
              value: r,
            })),
          },
          { name: 'position', type: 'text', required: true },
          { name: 'salon', type: 'relationship', relationTo: 'salons' },
        ],
      },
      // The applicant's own words may say anything about them: erased with the contact details.
      personalTextarea('about', 'About'),
      personalTextarea('whyHair', 'Why hairdressing'),
      personalTextarea('whyUs', 'Why us'),
      {
        type: 'row',
        fields: [
          serverField({
            name: 'notified',
            type: 'select',
            defaultValue: 'pending',
            label: 'Salon notified',
            index: true,
            options: channelStatuses.map((s) => ({ ...s })),
            admin: { position: 'sidebar' },
          }),
          // Claimed and recovered like a quote's channels (src/delivery/claim.server.ts).
          serverDate({
            name: 'notifyChangedAt',
            type: 'date',
            defaultValue: () => new Date().toISOString(),
            admin: { hidden: true },
          }),
          serverField({ name: 'notifyClaimedBy', type: 'text', admin: { hidden: true } }),
          serverField({
            name: 'notifyFailures',
            type: 'number',
            defaultValue: 0,
            admin: { hidden: true },
          }),
          serverField({
            name: 'notifyError',
            type: 'text',
            admin: { position: 'sidebar', condition: (d) => Boolean(d?.notifyError) },
          }),
        ],
      },
    ]),
  ],
}
