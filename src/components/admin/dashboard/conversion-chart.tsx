// The dashboard's conversion card: of the period's quotes, how many the front desk booked,
// overall and per service type, salon, stylist and offer, with what the booked quotes came to. Each row is a bar split into booked,
// contacted, not booked and still new; every figure is written out, and the whole table sits
// under "Show the figures". Server-rendered, no JavaScript.
import type { Conversion, ConversionRow } from '@/dashboard/conversion'
import { share } from '@/dashboard/scale'
import { formatGBP } from '@/quote'

import { FiguresTable, formatCount } from './charts'
import s from './dashboard.module.css'

const parts = [
  { key: 'booked', label: 'Booked', className: s.convBooked },
  { key: 'contacted', label: 'Contacted', className: s.convContacted },
  { key: 'notBooked', label: 'Not booked', className: s.convNotBooked },
  { key: 'waiting', label: 'New (not followed up)', className: s.convWaiting },
] as const

const rate = (r: ConversionRow) => (r.rate == null ? '–' : `${r.rate}%`)

function Row({ row }: { row: ConversionRow }) {
  // Each part starts where the ones before it end.
  const widths = parts.map((p) => share(row[p.key], row.quotes))
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0))
  return (
    <li>
      <span className={s.barLabel}>{row.label}</span>
      <strong className={s.barValue}>
        {rate(row)}
        <span className={s.convOf}>
          {' '}
          · {formatCount(row.booked)} of {formatCount(row.quotes)}
          {row.bookedPaidPence > 0 && ` · ${formatGBP(row.bookedPaidPence)}`}
        </span>
      </strong>
      <svg className={s.barTrack} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
        {parts.map((p, i) => (
          <rect
            key={p.key}
            className={p.className}
            x={starts[i]}
            y={0}
            width={widths[i]}
            height={8}
          />
        ))}
      </svg>
    </li>
  )
}

function Group({ title, rows }: { title: string; rows: ConversionRow[] }) {
  return (
    <div className={s.convGroup}>
      <h4 className={s.convTitle}>{title}</h4>
      <ul className={s.barList} aria-label={`Booked by ${title.toLowerCase()}`}>
        {rows.map((r) => (
          <Row key={r.key} row={r} />
        ))}
      </ul>
    </div>
  )
}

/** At most this many stylists are drawn; the table lists them all. */
const STYLISTS_SHOWN = 8

export function ConversionChart({ conversion }: { conversion: Conversion }) {
  const { all } = conversion
  if (all.quotes === 0) return <p className={s.empty}>No quotes in this period yet.</p>
  return (
    <>
      <p className={s.convHeadline}>
        <strong>{rate(all)}</strong> of the period&rsquo;s quotes booked: {formatCount(all.booked)}{' '}
        of {formatCount(all.quotes)}. {formatCount(all.contacted)} contacted,{' '}
        {formatCount(all.notBooked)} not booked, {formatCount(all.waiting)} not followed up yet.
        Booked: {formatGBP(all.bookedPaidPence)} as paid
        {all.bookedPaidPence !== all.bookedPence &&
          ` (${formatGBP(all.bookedPence)} before offers)`}
        .
      </p>
      <ul className={s.legend} aria-label="Key">
        {parts.map((p) => (
          <li key={p.key}>
            <span className={`${s.swatch} ${p.className}`} aria-hidden="true" />
            {p.label}
          </li>
        ))}
      </ul>
      <div className={s.convGroups}>
        <Group title="Service type" rows={conversion.byType} />
        <Group title="Salon" rows={conversion.bySalon} />
        <Group title="Stylist" rows={conversion.byStylist.slice(0, STYLISTS_SHOWN)} />
        <Group title="Offer" rows={conversion.byOffer} />
      </div>
      {conversion.byStylist.length > STYLISTS_SHOWN && (
        <p className={s.note}>
          The {STYLISTS_SHOWN} stylists with most bookings; every stylist is in the figures.
        </p>
      )}
      <FiguresTable caption="Quotes booked, by service type, salon, stylist and offer">
        <thead>
          <tr>
            <th scope="col">Quotes of</th>
            <th scope="col">Quotes</th>
            <th scope="col">Booked</th>
            <th scope="col">Contacted</th>
            <th scope="col">Not booked</th>
            <th scope="col">New</th>
            <th scope="col">Booked %</th>
            <th scope="col">Booked (£ as paid)</th>
            <th scope="col">Booked (£ before offers)</th>
          </tr>
        </thead>
        <tbody>
          {[
            [all],
            conversion.byType.map((r) => ({ ...r, label: `Type: ${r.label}` })),
            conversion.bySalon.map((r) => ({ ...r, label: `Salon: ${r.label}` })),
            conversion.byStylist.map((r) => ({ ...r, label: `Stylist: ${r.label}` })),
            conversion.byOffer.map((r) => ({ ...r, label: `Offer: ${r.label}` })),
          ]
            .flat()
            .map((r, i) => (
              <tr key={`${i}-${r.key}`}>
                <th scope="row">{r.label}</th>
                <td>{formatCount(r.quotes)}</td>
                <td>{formatCount(r.booked)}</td>
                <td>{formatCount(r.contacted)}</td>
                <td>{formatCount(r.notBooked)}</td>
                <td>{formatCount(r.waiting)}</td>
                <td>{rate(r)}</td>
                <td>{formatGBP(r.bookedPaidPence)}</td>
                <td>{formatGBP(r.bookedPence)}</td>
              </tr>
            ))}
        </tbody>
      </FiguresTable>
    </>
  )
}
