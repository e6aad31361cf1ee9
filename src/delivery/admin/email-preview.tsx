'use client'

import { useFormFields } from '@payloadcms/ui'

/** Shows an outbox e-mail as the client would see it. */
export function EmailPreview() {
  const html = useFormFields(([fields]) => fields.html?.value as string | undefined)
  if (!html) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ fontWeight: 600, marginBottom: 8 }}>Preview</p>
      <iframe
        title="E-mail preview"
        sandbox=""
        srcDoc={html}
        style={{
          width: '100%',
          height: 720,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </div>
  )
}
