import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { isOnlyStylist } from '@/access/roles'

// Conventions for every field of the admin, applied once to the whole config so no content type
// can forget them (ADR 014): tick boxes read "Yes"/"No" in lists, never "true"/"false"; dates
// are British — day month year, weeks from Monday, 24-hour times.

/** Payload's own date format for lists, versions and "last modified" (date-fns pattern). */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, HH:mm'

const YES_NO_CELL = '@/components/admin/yes-no-cell#YesNoCell'
const RELATED_NAME_CELL = '@/components/admin/related-name-cell#RelatedNameCell'
/** Small, public collections a list names on the server (issue 49, ADR 056). */
const namedOnTheServer = new Set(['salons', 'levels', 'stylists'])

function convention(input: Field): Field {
  const field = notInBulkEdit(input)
  if (field.type === 'checkbox' && !field.admin?.components?.Cell)
    return {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell: YES_NO_CELL } },
    }
  if (
    field.type === 'relationship' &&
    typeof field.relationTo === 'string' &&
    namedOnTheServer.has(field.relationTo) &&
    !field.hasMany &&
    !field.admin?.components?.Cell
  )
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Cell: RELATED_NAME_CELL },
      },
    } as Field
  if (field.type === 'date') {
    const date = field.admin?.date ?? {}
    const appearance = date.pickerAppearance ?? 'dayAndTime'
    const displayFormat =
      appearance === 'dayOnly'
        ? 'd MMM yyyy'
        : appearance === 'timeOnly'
          ? 'HH:mm'
          : appearance === 'monthOnly'
            ? 'MMMM yyyy'
            : ADMIN_DATE_FORMAT
    return {
      ...field,
      admin: {
        ...field.admin,
        date: {
          displayFormat,
          timeFormat: 'HH:mm',
          ...date,
          overrides: { calendarStartDay: 1, ...date.overrides },
        },
      },
    } as Field
  }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(convention) } as Field
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(convention) })),
    }
  if (field.type === 'blocks' && field.blocks)
    return {
      ...field,
      blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(convention) })),
    }
  return field
}

/**
 * A field staff cannot type into (hidden, or filled by the server) is not offered by the list's
 * "Edit" of many rows: it listed "Cat2" and "Last changed by" (issue 49).
 */
function notInBulkEdit(field: Field): Field {
  const admin = field.admin as { hidden?: unknown; readOnly?: unknown; disableBulkEdit?: boolean }
  if (!('name' in field) || !admin || admin.disableBulkEdit !== undefined) return field
  if (admin.hidden !== true && admin.readOnly !== true) return field
  return { ...field, admin: { ...admin, disableBulkEdit: true } } as Field
}

/** What a stylist's own sign-in shows in the admin (ADR 052): her requests and her account. */
const stylistSees = new Set(['confirmation-requests', 'users'])
type Hidden = boolean | ((args: { user: unknown }) => boolean) | undefined
const hiddenFromStylists =
  (hidden: Hidden) =>
  (args: { user: unknown }): boolean =>
    isOnlyStylist(args.user as never) ||
    (typeof hidden === 'function' ? hidden(args) : Boolean(hidden))

const NEW_RECORD_TITLE = '@/components/admin/new-record-title#NewRecordTitle'

// No "API" tab on any document: the JSON behind a page is not the salon's business. A new
// record is titled "New stylist", never "[Untitled]" (issue 49).
export const collectionConventions = (c: CollectionConfig): CollectionConfig => ({
  ...c,
  admin: {
    ...c.admin,
    hideAPIURL: true,
    components: {
      ...c.admin?.components,
      edit: {
        ...c.admin?.components?.edit,
        beforeDocumentControls: [
          ...(c.admin?.components?.edit?.beforeDocumentControls ?? []),
          NEW_RECORD_TITLE,
        ],
      },
    },
    ...(stylistSees.has(c.slug) ? {} : { hidden: hiddenFromStylists(c.admin?.hidden as Hidden) }),
  },
  fields: c.fields.map(convention),
})

export const globalConventions = (g: GlobalConfig): GlobalConfig => ({
  ...g,
  admin: {
    ...g.admin,
    hideAPIURL: true,
    hidden: hiddenFromStylists(g.admin?.hidden as Hidden),
  },
  fields: g.fields.map(convention),
})
