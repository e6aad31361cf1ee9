'use client'
// Every old and new price at every level, as the form stands (before saving), worked out by the
// quote module itself from today's price list (ADR 053): what the manager approves is what the
// job applies on the date.
import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { usePriceData } from '@/collections/services/admin/price-data'
import { formatGBP, formatGBPExact } from '@/quote/money'
import { percentWords, previewPriceChange, ruleWords } from '@/quote/price-change'

import { ruleOf, scopeOf } from '../rule'

const cell = { padding: '4px 8px', textAlign: 'left', whiteSpace: 'nowrap' } as const
const num = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

const change = (before: number, after: number, show: (p: number) => string) =>
  before === after ? show(before) : `${show(before)} → ${show(after)}`

export const PriceChangePreview: UIFieldClientComponent = () => {
  const form = useFormFields(([f]) => ({
    groups: f.groups?.value,
    colourCategories: f.colourCategories?.value,
    services: f.services?.value,
    by: f.by?.value,
    percent: f.percent?.value,
    amount: f.amount?.value,
    on: f.on?.value,
    roundTo: f.roundTo?.value,
  }))
  const data = usePriceData()
  const rule = ruleOf(form)

  let body
  if (!data) body = <p>Loading the price list…</p>
  else if (!rule) body = <p>Enter how much prices change to see every new price.</p>
  else {
    const codes = new Map(data.categories.map((c) => [c.id, c.code]))
    const preview = previewPriceChange(
      data.services,
      data.levels,
      scopeOf(form, (id) => codes.get(id)),
      rule,
    )
    const levels = preview.rows[0]?.levels ?? []
    body = !preview.rows.length ? (
      <p>Choose the services that change to see their new prices.</p>
    ) : (
      <>
        <p style={{ margin: '0 0 8px' }}>
          {preview.rows.length} {preview.rows.length === 1 ? 'service changes' : 'services change'}{' '}
          ({ruleWords(rule)})
          {preview.averagePercent != null && (
            <>
              : on average <strong>{percentWords(preview.averagePercent)}</strong>
            </>
          )}
          . Prices as on today’s price list; what a client pays is rounded to whole pounds.
        </p>
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse' }} aria-label="Prices before and after">
            <thead>
              <tr style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}>
                <th style={cell} scope="col">
                  Service
                </th>
                <th style={num} scope="col">
                  Price
                </th>
                <th style={num} scope="col">
                  Colour product
                </th>
                {levels.map((l) => (
                  <th key={l.levelId} style={num} scope="col">
                    {l.level} pays
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr
                  key={r.serviceId}
                  style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}
                >
                  <th style={{ ...cell, fontWeight: 'normal' }} scope="row">
                    {r.name}
                  </th>
                  <td style={num}>
                    {change(r.before.pricePence, r.after.pricePence, formatGBPExact)}
                  </td>
                  <td style={num}>
                    {r.before.productPence || r.after.productPence
                      ? change(r.before.productPence, r.after.productPence, formatGBPExact)
                      : '—'}
                  </td>
                  {r.levels.map((l) => (
                    <td key={l.levelId} style={num}>
                      {change(l.beforePence, l.afterPence, formatGBP)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    )
  }
  return (
    <section
      aria-labelledby="price-change-preview"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="price-change-preview" style={{ margin: '0 0 6px' }}>
        Every price before and after
      </h3>
      {body}
    </section>
  )
}
