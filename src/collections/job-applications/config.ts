import type { CollectionConfig } from 'payload'

import { privateRecordAccess } from '@/access/roles'
import { jobRoles } from '@/forms/job-application'

export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'position', 'createdAt'], group: 'Clients', components: { beforeListTable: ['@/components/admin/export-link#ExportLink'] } },
  defaultSort: '-createdAt',
  access: privateRecordAccess,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'mobile', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'select', required: true, options: jobRoles.map((r) => ({ label: r === 'Saturday' ? 'Saturday (Pre-Apprenticeship)' : r, value: r })) },
        { name: 'position', type: 'text', required: true },
        { name: 'salon', type: 'relationship', relationTo: 'salons' },
      ],
    },
    { name: 'about', type: 'textarea', required: true },
    { name: 'whyHair', type: 'textarea', required: true, label: 'Why hairdressing' },
    { name: 'whyUs', type: 'textarea', required: true, label: 'Why us' },
    {
      type: 'row',
      fields: [
        {
          name: 'notified',
          type: 'select',
          defaultValue: 'pending',
          label: 'Salon notified',
          options: ['pending', 'sent', 'retrying'],
          admin: { readOnly: true, position: 'sidebar' },
        },
        { name: 'notifyError', type: 'text', admin: { readOnly: true, position: 'sidebar', condition: (d) => Boolean(d?.notifyError) } },
      ],
    },
  ],
}
