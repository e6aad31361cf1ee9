// Server-rendered charts for the staff dashboard: plain SVG shapes for the bars, HTML for every
// word and number (so text stays crisp and readable at any width), and each chart's figures in a
// table too. Colours come from CSS custom properties that follow the admin's light and dark themes.
import type { SeriesKey, WeekBar } from '@/dashboard/aggregate'
import { niceScale, share } from '@/dashboard/scale'
import { formatMonth } from '@/dashboard/time'

import s from './dashboard.module.css'

const nf = new Intl.NumberFormat('en-GB')
export const formatCount = (n: number) => nf.format(n)

const seriesClass: Record<SeriesKey, string | undefined> = {
  Colour: s.seriesColour,
  CuttingStyling: s.seriesCutting,
  Men: s.seriesMen,
  none: s.seriesNone,
}

export function Swatch({ series }: { series: SeriesKey }) {
  return <span className={`${s.swatch} ${seriesClass[series] ?? ''}`} aria-hidden="true" />
}

/** Weekly bars stacked by service type, with a legend, per-week totals and the figures as a table. */
export function StackedWeeks(props: {
  id: string
  title: string
  weeks: WeekBar[]
  series: SeriesKey[]
  labels: Record<SeriesKey, string>
  summary: string
}) {
  const { weeks, series, labels } = props
  const scale = niceScale(Math.max(0, ...weeks.map((w) => w.total)))
  const slot = 10
  const width = weeks.length * slot
  // Wide periods: a label per month, not per week.
  const monthly = weeks.length > 16
  const totals = Object.fromEntries(
    series.map((k) => [k, weeks.reduce((sum, w) => sum + w.counts[k], 0)]),
  ) as Record<SeriesKey, number>
  // Wide periods: a label at the first week of each month (not for a month cut to a week or
  // two at the start), every other one hidden on narrow screens.
  const monthStarts = weeks.map((w, i) => {
    if (!monthly) return false
    const month = formatMonth(w.key)
    if (i === 0) return weeks.slice(1, 3).every((x) => formatMonth(x.key) === month)
    return formatMonth(weeks[i - 1]!.key) !== month
  })
  const xLabels = weeks.map((w, i) => {
    if (!monthly) return { text: w.label, minor: i % 2 === 1 && weeks.length > 6 }
    if (!monthStarts[i]) return { text: '', minor: false }
    const nth = monthStarts.slice(0, i).filter(Boolean).length
    return { text: formatMonth(w.key), minor: nth % 2 === 1 }
  })

  return (
    <figure className={s.figure} aria-labelledby={`${props.id}-title`}>
      <ul className={s.legend} aria-label="Service types">
        {series.map((k) => (
          <li key={k}>
            <Swatch series={k} /> {labels[k]} <strong>{formatCount(totals[k])}</strong>
          </li>
        ))}
      </ul>
      <div className={`${s.chart} ${monthly ? s.monthly : ''}`}>
        <div className={s.yAxis} aria-hidden="true">
          {scale.ticks.map((t) => (
            <span key={t} style={{ bottom: `${share(t, scale.max)}%` }}>
              {formatCount(t)}
            </span>
          ))}
        </div>
        <div className={s.plot}>
          <svg
            className={s.svg}
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${props.id}-title ${props.id}-desc`}
          >
            <title id={`${props.id}-title`}>{props.title}</title>
            <desc id={`${props.id}-desc`}>{props.summary}</desc>
            {scale.ticks.map((t) => (
              <line
                key={t}
                className={t === 0 ? s.baseline : s.gridline}
                x1={0}
                x2={width}
                y1={100 - share(t, scale.max)}
                y2={100 - share(t, scale.max)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {weeks.map((w, i) => {
              let y = 100
              return (
                <g key={w.key}>
                  {series.map((k) => {
                    const h = share(w.counts[k], scale.max)
                    if (h <= 0) return null
                    y -= h
                    return (
                      <rect
                        key={k}
                        className={seriesClass[k]}
                        x={i * slot + slot * 0.18}
                        width={slot * 0.64}
                        y={y}
                        height={h}
                        vectorEffect="non-scaling-stroke"
                      >
                        <title>{`${w.days < 7 ? `${w.days} days` : 'Week'} from ${w.label} — ${labels[k]}: ${w.counts[k]}`}</title>
                      </rect>
                    )
                  })}
                </g>
              )
            })}
          </svg>
          {!monthly && (
            <div className={s.barValues} aria-hidden="true">
              {weeks.map((w, i) => (
                <span
                  key={w.key}
                  style={{
                    left: `${share(i, weeks.length)}%`,
                    width: `${share(1, weeks.length)}%`,
                    bottom: `${share(w.total, scale.max)}%`,
                  }}
                >
                  {w.total > 0 ? formatCount(w.total) : ''}
                </span>
              ))}
            </div>
          )}
        </div>
        <div
          className={s.xAxis}
          style={{ gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))` }}
          aria-hidden="true"
        >
          {weeks.map((w, i) => (
            <span key={w.key} className={xLabels[i]?.minor ? s.minorLabel : undefined}>
              {xLabels[i]?.text}
            </span>
          ))}
        </div>
      </div>
      <FiguresTable caption={`${props.title}: week by week`}>
        <thead>
          <tr>
            <th scope="col">Seven days from</th>
            {series.map((k) => (
              <th scope="col" key={k}>
                {labels[k]}
              </th>
            ))}
            <th scope="col">All</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.key}>
              <th scope="row">
                {w.label}
                {w.days < 7 && ` (${w.days} ${w.days === 1 ? 'day' : 'days'})`}
              </th>
              {series.map((k) => (
                <td key={k}>{formatCount(w.counts[k])}</td>
              ))}
              <td>{formatCount(w.total)}</td>
            </tr>
          ))}
        </tbody>
      </FiguresTable>
    </figure>
  )
}

/** The figures behind a chart, one click away (and always there for screen readers). */
export function FiguresTable({
  caption,
  children,
}: {
  caption: string
  children: React.ReactNode
}) {
  return (
    <details className={s.details}>
      <summary>Show the figures</summary>
      {/* It scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className={s.tableWrap} role="region" aria-label={caption} tabIndex={0}>
        <table className={s.table}>
          <caption className={s.visuallyHidden}>{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  )
}

/** Two parts of a whole as a ring, with both figures and shares written out beside it. */
export function Ring(props: {
  title: string
  parts: [{ label: string; value: number }, { label: string; value: number }]
}) {
  const [a, b] = props.parts
  const whole = a.value + b.value
  const pa = Math.round(share(a.value, whole))
  const pb = whole ? 100 - pa : 0
  const summary = whole
    ? `${a.label}: ${a.value} (${pa}%). ${b.label}: ${b.value} (${pb}%).`
    : 'No quotes in this period.'
  // A circle of circumference 100 makes dash lengths percentages.
  const r = 100 / (2 * Math.PI)
  return (
    <div className={s.ring}>
      <svg
        viewBox="0 0 42 42"
        className={s.ringSvg}
        role="img"
        aria-label={`${props.title}. ${summary}`}
      >
        <circle className={s.ringTrack} cx={21} cy={21} r={r} />
        {whole > 0 && (
          <>
            <circle
              className={`${s.ringPart} ${s.partA}`}
              cx={21}
              cy={21}
              r={r}
              strokeDasharray={`${share(a.value, whole)} ${100 - share(a.value, whole)}`}
              strokeDashoffset={25}
            />
            <circle
              className={`${s.ringPart} ${s.partB}`}
              cx={21}
              cy={21}
              r={r}
              strokeDasharray={`${share(b.value, whole)} ${100 - share(b.value, whole)}`}
              strokeDashoffset={25 - share(a.value, whole)}
            />
          </>
        )}
        <text x={21} y={21} className={s.ringTotal} textAnchor="middle" dominantBaseline="central">
          {formatCount(whole)}
        </text>
      </svg>
      <ul className={s.ringLegend}>
        <li>
          <span className={`${s.swatch} ${s.partA}`} aria-hidden="true" />
          <span>{a.label}</span>
          <strong>{formatCount(a.value)}</strong>
          <span className={s.muted}>{pa}%</span>
        </li>
        <li>
          <span className={`${s.swatch} ${s.partB}`} aria-hidden="true" />
          <span>{b.label}</span>
          <strong>{formatCount(b.value)}</strong>
          <span className={s.muted}>{pb}%</span>
        </li>
      </ul>
    </div>
  )
}

/** A ranked list with a bar per row; the number is always written next to the bar. */
export function BarList(props: {
  label: string
  items: { key: string; label: string; count: number; display?: string }[]
  ordered?: boolean
  empty: string
}) {
  if (!props.items.length) return <p className={s.empty}>{props.empty}</p>
  const max = Math.max(...props.items.map((i) => i.count))
  const List = props.ordered ? 'ol' : 'ul'
  return (
    <List className={s.barList} aria-label={props.label}>
      {props.items.map((item) => (
        <li key={item.key}>
          <span className={s.barLabel}>{item.label}</span>
          <strong className={s.barValue}>{item.display ?? formatCount(item.count)}</strong>
          <svg
            className={s.barTrack}
            viewBox="0 0 100 8"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <rect
              className={s.barFill}
              x={0}
              y={0}
              height={8}
              width={Math.max(share(item.count, max), item.count > 0 ? 1 : 0)}
            />
          </svg>
        </li>
      ))}
    </List>
  )
}
