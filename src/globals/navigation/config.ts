import type { ArrayField, GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/roles'
import { linkFields } from '@/fields/link'

const menu = (name: string, label: string, description: string, maxRows: number): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows,
  labels: { singular: 'Link', plural: 'Links' },
  admin: {
    description,
    components: { RowLabel: '@/globals/navigation/link-row-label#LinkRowLabel' },
  },
  fields: linkFields(),
})

/** The header and footer menus. A link to /offers hides itself while all offers are hidden. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Menus',
  admin: { group: 'Settings' },
  access: publicGlobalAccess,
  fields: [
    menu('primary', 'Header menu', 'Always visible in the header on wide screens.', 6),
    menu('more', 'Header menu: "More"', 'Listed under "More" in the header.', 12),
    menu('footer', 'Footer links', 'Quick links in the footer.', 10),
  ],
}
