import type { Field } from 'payload'

import { editorsField } from './roles'

/**
 * Marks every field (inside rows and collapsibles too) as the managers' and owners' to change,
 * unless it says otherwise: for records the front desk may update only in part (ADR 004).
 */
export function editorsOnly(fields: Field[]): Field[] {
  return fields.map((f): Field => {
    if (f.type === 'row' || f.type === 'collapsible') return { ...f, fields: editorsOnly(f.fields) }
    if (f.type === 'ui' || !('name' in f) || f.access?.update) return f
    return { ...f, access: { ...f.access, update: editorsField } } as Field
  })
}
