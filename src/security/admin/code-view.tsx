'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'

/**
 * A read-only view of a JSON or code field. Payload's own editor for these (Monaco) loads its
 * scripts from a public CDN, which the admin's Content-Security-Policy does not allow (nor an
 * offline server); the fields that use this view are never edited by hand anyway.
 */
export function CodeView({ field, path }: JSONFieldClientProps | CodeFieldClientProps) {
  const { value } = useField<unknown>({ path })
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2)
  const description = field.admin?.description
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label={field.label || field.name} path={path} />
      <pre
        tabIndex={0}
        aria-label={typeof field.label === 'string' ? field.label : field.name}
        style={{
          margin: 0,
          maxHeight: 480,
          overflow: 'auto',
          padding: 12,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          background: 'var(--theme-elevation-50)',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </pre>
      {typeof description === 'string' || (description && typeof description === 'object') ? (
        <FieldDescription description={description} path={path} />
      ) : null}
    </div>
  )
}
