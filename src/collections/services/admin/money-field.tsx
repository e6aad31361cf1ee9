'use client'
// A price box in pounds: "£" in front, two decimals shown, "49.5" kept as 49.50.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { isSalonPounds, MONEY_MESSAGE } from '@/quote/money'

import { readPounds, showPounds } from './money'

const asText = (v: unknown) => (typeof v === 'number' ? showPounds(v).replace('£', '') : '')

export const MoneyField: NumberFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<number | string | null>({ path })
  const [text, setText] = useState(asText(value))
  const [bad, setBad] = useState(false)

  const [seen, setSeen] = useState(value)
  // Follow the form when it changes the value itself (reset, restore a version).
  if (seen !== value) {
    setSeen(value)
    if (typeof value !== 'string' && readPounds(text) !== (value ?? null)) setText(asText(value))
  }

  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={`field-type number money-field${showError || bad ? ' error' : ''}`}>
      <FieldLabel label={field.label} path={path} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError
          path={path}
          showError={showError || bad}
          message={bad ? MONEY_MESSAGE : errorMessage}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true" style={{ fontSize: '1.1em' }}>
            £
          </span>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={readOnly}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              const pounds = readPounds(e.target.value)
              // The server's rule (ADR 044), said as she types.
              setBad(pounds === undefined || (pounds !== null && !isSalonPounds(pounds)))
              // Not money: the form still gets what she typed, so its validation refuses the
              // save with this box's message instead of saving the last good price.
              setValue(pounds === undefined ? e.target.value : pounds)
            }}
            onBlur={() => {
              if (readPounds(text) !== undefined) setText(asText(value))
            }}
          />
        </div>
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
