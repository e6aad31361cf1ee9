import type { CollectionConfig, Field, Validate } from 'payload'
import { validations } from 'payload/shared'

// Payload skips every field's validation when a draft is saved, so a draft could store what no
// reader can turn back into a document ("notadate" in a date: every later read of the document,
// the owner's included, failed with a 500, and only deleting it helped). Drafts are checked like
// published documents, with one difference: an empty field is fine in a draft (it is finished
// before publishing). What is there must have the field's type and pass its rules (ADR 011).

type Options = Parameters<Validate>[1] & { data?: { _status?: unknown } }

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/** The field's own check (or Payload's default for its type), lenient on empty draft values. */
function draftAware(field: Field): Validate | undefined {
  if (!('name' in field) || field.type === 'ui' || ('virtual' in field && field.virtual)) return
  const own = 'validate' in field ? (field.validate as Validate | undefined) : undefined
  const standard = validations[field.type as keyof typeof validations] as Validate | undefined
  const check: Validate | undefined =
    own ?? (standard ? (value, options) => standard(value, { ...field, ...options }) : undefined)
  if (!check) return
  return (value, options: Options) => {
    if (options?.data?._status !== 'draft') return check(value, options)
    if (isEmpty(value)) return true
    return check(value, { ...options, required: false })
  }
}

function checked(field: Field): Field {
  let out = field
  if ('fields' in field && Array.isArray(field.fields))
    out = { ...field, fields: field.fields.map(checked) } as Field
  else if (field.type === 'tabs')
    out = {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(checked) })),
    }
  else if (field.type === 'blocks' && field.blocks)
    out = {
      ...field,
      blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(checked) })),
    }
  const validate = draftAware(out)
  return validate ? ({ ...out, validate } as Field) : out
}

/** A collection whose drafts are validated on every save, empty fields allowed. */
export function checkedDrafts(c: CollectionConfig): CollectionConfig {
  const drafts = typeof c.versions === 'object' ? c.versions.drafts : undefined
  if (!drafts) return c
  return {
    ...c,
    versions: {
      ...(c.versions as object),
      drafts: { ...(typeof drafts === 'object' ? drafts : {}), validate: true },
    },
    fields: c.fields.map(checked),
  }
}
