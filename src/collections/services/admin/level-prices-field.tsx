'use client'
// What a client pays for this service at every level, and for each hair band that adds to it, as
// the form stands (before saving), worked out by the quote module itself: the admin never prices
// anything on its own (ADR 051).
import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { formatGBP, poundsToPence } from '@/quote/money'
import { supplementRows, type SupplementRowInput } from '@/quote/hair'
import { priceByHairBand, pricingRuleText } from '@/quote/level-table'
import { pricingRule, serviceKind } from '@/quote/service-kinds'

import { usePriceData } from './price-data'

const cell = { padding: '6px 10px', textAlign: 'left' } as const
const num = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** The "Extra for her hair" rows as the form holds them: `hairSupplements.0.band` and so on. */
function formRows(fields: Record<string, { value?: unknown } | undefined>): SupplementRowInput[] {
  const rows: Record<string, Record<string, unknown>> = {}
  for (const [path, field] of Object.entries(fields)) {
    const m = /^hairSupplements\.(\d+)\.(band|percent|amount|minutes)$/.exec(path)
    if (m) (rows[m[1]!] ??= {})[m[2]!] = field?.value
  }
  return Object.keys(rows)
    .sort((a, b) => Number(a) - Number(b))
    .map((i) => rows[i]!)
}

const adjustment = (a: number) => (a === 0 ? 'none' : `${a > 0 ? '+' : '−'}${Math.abs(a)}%`)

export const LevelPricesField: UIFieldClientComponent = () => {
  const form = useFormFields(([fields]) => ({
    name: fields.service?.value,
    price: fields.price?.value,
    product: fields.productPrice?.value,
    cat1: fields.cat1?.value,
    cat2: fields.cat2?.value,
    restricted: fields.newStarterRestricted?.value,
    supplements: formRows(fields),
  }))
  const data = usePriceData()
  const kind = serviceKind(Number(form.cat1), Number(form.cat2 ?? 0))

  let body
  if (!data) body = <p>Loading the levels…</p>
  else if (!kind) body = <p>Choose what the service is to see its prices.</p>
  // The price box holds her text while it is not an amount (money-field.tsx).
  else if (typeof form.price === 'string' || typeof form.product === 'string')
    body = <p>Enter the price in pounds and pence to see what a client pays at each level.</p>
  else {
    const service = {
      id: 0,
      name: String(form.name ?? ''),
      kind,
      pricePence: poundsToPence(Number(form.price ?? 0)),
      productPence: poundsToPence(Number(form.product ?? 0)),
      cat2: Number(form.cat2 ?? 0),
      newStarterRestricted: Boolean(form.restricted),
      description: null,
      supplements: supplementRows(form.supplements),
    }
    const cat = { ...data, salons: [], stylists: [], services: [service], defaultSalonId: 0 }
    const table = priceByHairBand(cat, service)
    const shown = (pence: number, ok: boolean) =>
      ok ? (pence > 0 ? formatGBP(pence) : 'free (“None”)') : 'not offered'
    // A treatment costs the same at every level: a level's adjustment beside it would mislead.
    const levelled = pricingRule[kind] !== 'flat'
    body = (
      <>
        <p style={{ margin: '0 0 8px' }}>{pricingRuleText(service)}</p>
        <table
          style={{
            borderCollapse: 'collapse',
            width: '100%',
            maxWidth: table.columns.length ? 760 : 560,
          }}
        >
          <thead>
            <tr style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}>
              <th style={cell} scope="col">
                Level
              </th>
              {levelled && (
                <th style={num} scope="col">
                  Level adjustment
                </th>
              )}
              <th style={num} scope="col">
                Client pays{table.first && <> ({table.first})</>}
              </th>
              {table.columns.map(({ band }) => (
                <th key={band.id} style={num} scope="col">
                  {band.name}
                  {band.unsure && ' (and “Not sure”)'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(({ level, pence, verdict, byBand }) => (
              <tr key={level.id} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                <th style={{ ...cell, fontWeight: 'normal' }} scope="row">
                  {level.name}
                </th>
                {levelled && <td style={num}>{adjustment(level.adapter)}</td>}
                <td style={num}>{shown(pence, verdict.ok)}</td>
                {byBand.map((p, i) => (
                  <td key={table.columns[i]!.band.id} style={num}>
                    {shown(p, verdict.ok)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {table.columns.length > 0 && (
          <p style={{ margin: '8px 0 0' }}>
            Longer or thicker hair: the extras above (or the colour category’s), on the price at
            each level with its product, rounded once. A client who is not sure of her hair is
            priced as the band marked for it, and her stylist checks.
          </p>
        )}
      </>
    )
  }
  return (
    <section
      aria-labelledby="level-prices-heading"
      className="level-prices"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="level-prices-heading" style={{ margin: '0 0 6px' }}>
        What a client pays at each level
      </h3>
      {body}
    </section>
  )
}
