'use client'
// "What it is" in salon words. Stores the cat1 / cat2 codes (the public API keeps them),
// but staff pick "Colour" and "Balayage", never numbers.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import {
  kindCodes,
  serviceKind,
  serviceKindLabels,
  serviceKinds,
  type ServiceKind,
} from '@/quote/service-kinds'

import { addOnGroupOptions, usePriceData } from './price-data'

const box = { display: 'grid', gap: 6, marginBottom: 'var(--base)' } as const
// Native selects (accessible, no extra script) drawn like Payload's inputs.
const select = {
  minHeight: 40,
  padding: '0 12px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
  width: '100%',
} as const

export const KindField: SelectFieldClientComponent = ({ path, readOnly }) => {
  const cat1 = useField<string>({ path })
  const cat2 = useField<number>({ path: 'cat2' })
  const data = usePriceData()
  const kind = cat1.value ? serviceKind(Number(cat1.value), cat2.value ?? 0) : null
  const codeOf = Number(cat1.value)

  const choose = (next: ServiceKind) => {
    const codes = kindCodes[next]
    cat1.setValue(String(codes.cat1))
    cat2.setValue(codes.cat2 ?? (next === 'colour' ? (data?.categories[0]?.code ?? 0) : 0))
  }

  return (
    <div className={`field-type select${cat1.showError ? ' error' : ''}`} style={box}>
      <FieldLabel label="What it is" path={path} required htmlFor="field-kind" />
      <FieldError path={path} showError={cat1.showError} message={cat1.errorMessage} />
      <select
        style={select}
        id="field-kind"
        value={kind ?? ''}
        disabled={readOnly}
        onChange={(e) => choose(e.target.value as ServiceKind)}
      >
        {!kind && <option value="">Choose…</option>}
        {serviceKinds.map((k) => (
          <option key={k} value={k}>
            {serviceKindLabels[k]}
          </option>
        ))}
      </select>
      <FieldDescription
        path={path}
        description="Decides where the service appears in the calculator and how the level changes its price."
      />
      {codeOf === 2 && (
        <>
          <FieldLabel label="Colour category" path="cat2" required htmlFor="field-category" />
          <select
            style={select}
            id="field-category"
            value={cat2.value ?? ''}
            disabled={readOnly || !data}
            onChange={(e) => cat2.setValue(Number(e.target.value))}
          >
            {(data?.categories ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            {data && !data.categories.some((c) => c.code === cat2.value) && (
              <option value={cat2.value ?? ''}>No category chosen</option>
            )}
          </select>
        </>
      )}
      {codeOf === 3 && (
        <>
          <FieldLabel label="Offered with" path="cat2" required htmlFor="field-addon-group" />
          <select
            style={select}
            id="field-addon-group"
            value={cat2.value ?? 0}
            disabled={readOnly || !data}
            onChange={(e) => cat2.setValue(Number(e.target.value))}
          >
            {addOnGroupOptions(data?.categories ?? [], cat2.value ?? null).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldDescription
            path="cat2"
            description="Which colour categories offer this add-on: set on each colour category."
          />
        </>
      )}
    </div>
  )
}
