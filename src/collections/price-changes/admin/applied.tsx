'use client'
// The record of a change that took effect: each service's price and product before and after.
import { useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { formatGBPExact } from '@/quote/money'

import { appliedRows } from '../applied-rows'

const cell = { padding: '4px 8px', textAlign: 'left' } as const
const num = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

export const AppliedPrices: JSONFieldClientComponent = ({ path }) => {
  const { value } = useField<unknown>({ path: path ?? 'applied' })
  const rows = appliedRows(value)
  return (
    <section aria-labelledby="applied-prices" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 id="applied-prices" style={{ margin: '0 0 6px' }}>
        What changed
      </h3>
      {!rows.length ? (
        <p>No service’s price changed.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell} scope="col">
                Service
              </th>
              <th style={num} scope="col">
                Price was
              </th>
              <th style={num} scope="col">
                Price now
              </th>
              <th style={num} scope="col">
                Product was
              </th>
              <th style={num} scope="col">
                Product now
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.serviceId}>
                <th style={{ ...cell, fontWeight: 'normal' }} scope="row">
                  {r.name}
                </th>
                <td style={num}>{formatGBPExact(r.before.pricePence)}</td>
                <td style={num}>{formatGBPExact(r.after.pricePence)}</td>
                <td style={num}>{formatGBPExact(r.before.productPence)}</td>
                <td style={num}>{formatGBPExact(r.after.productPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
