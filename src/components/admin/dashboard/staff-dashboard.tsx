// The admin's front page (Payload's beforeDashboard slot): how quotes and job applications are
// going, at a glance. Server-rendered; the period is a plain link (?weeks=) or form (?month=,
// ?from=&to=; ADR 054), the downloads a plain form, so everything works without JavaScript. Payload's collection cards follow below.
import type { Payload, TypedUser } from 'payload'

import { hasRole, isOnlyStylist } from '@/access/roles'
import { ConfirmationFiguresCard, StylistHome } from '@/confirm/admin/dashboard-figures'
import { loadDashboard } from '@/content/dashboard.server'
import { DelayedNotice } from '@/delivery/admin/delayed-notice'
import { SiteUrlNotice } from '@/delivery/admin/site-url-notice'
import {
  percentChange,
  seriesLabels,
  type DashboardFigures,
  type Totals,
} from '@/dashboard/aggregate'
import { DEFAULT_CHOICE, monthRanges, parsePeriod, periodFor } from '@/dashboard/period'
import { salonParam, ToDoList } from '@/leads/admin/to-do-list'
import { formatGBP } from '@/quote'

import { BarList, FiguresTable, formatCount, Ring, StackedWeeks } from './charts'
import { ConversionChart } from './conversion-chart'
import s from './dashboard.module.css'
import { PeriodPicker } from './period-picker'
import { StoppedOffers } from './stopped-offers'

type Props = {
  payload: Payload
  user?: TypedUser | null
  searchParams?: Record<string, string | string[] | undefined>
}

export async function StaffDashboard({ payload, user, searchParams }: Props) {
  if (!user) return null
  // A stylist's own sign-in sees her requests to confirm, and none of the salon's figures.
  if (isOnlyStylist(user as never)) return <StylistHome payload={payload} user={user} />
  const now = new Date()
  // A period the address cannot mean (month 13, a range back to front) shows the default, and
  // says why in words: never an error page.
  const { choice, problem } = parsePeriod(searchParams, now)
  // The salon chosen above (the To do list's choice): every figure below is that salon's.
  const salonId = salonParam(searchParams?.salon)
  const salon =
    salonId == null
      ? null
      : await payload
          .findByID({ collection: 'salons', id: salonId, depth: 0, select: { name: true } })
          .catch(() => null)
  let figures: DashboardFigures
  try {
    figures = await loadDashboard(payload, {
      period: choice,
      now,
      user,
      salonId: salon ? salonId : null,
    })
  } catch (err) {
    // The collections below must stay reachable even if the figures cannot be read.
    payload.logger.error({ err }, 'dashboard figures could not be loaded')
    return (
      <>
        <ToDoList payload={payload} user={user} searchParams={searchParams} />
        <section className={s.dashboard} aria-labelledby="staff-dashboard-title">
          <h2 id="staff-dashboard-title" className={s.title}>
            Quotes and applications
          </h2>
          <p role="alert" className={s.empty}>
            The figures could not be loaded just now. Please reload the page in a moment.
          </p>
        </section>
      </>
    )
  }
  const { period, value, clients, weekly, applications } = figures
  const since = period.since
  const booked = figures.conversion.all
  const canExport = hasRole(user, 'owner', 'manager')
  const weeklySummary = weekly.busiest
    ? `${formatCount(value.current.count)} quotes from ${period.label}. Busiest week: ${weekly.busiest.label}, with ${weekly.busiest.total}.`
    : `No quotes from ${period.label}.`

  return (
    <>
      <ToDoList payload={payload} user={user} searchParams={searchParams} />
      <section className={s.dashboard} aria-labelledby="staff-dashboard-title">
        <header className={s.header}>
          <div>
            <h2 id="staff-dashboard-title" className={s.title}>
              Quotes and applications
            </h2>
            <p className={s.muted}>
              {salon ? `${salon.name}, ${lowerFirst(period.title)}` : period.title}: {period.label}
            </p>
            <p className={s.muted}>Compared with {since}.</p>
          </div>
          <PeriodPicker period={period} salonId={salon ? salonId : null} now={now} />
        </header>
        {problem && (
          <p role="alert" className={s.periodProblem}>
            {problem} Showing the {lowerFirst(periodFor(DEFAULT_CHOICE, now).title)} instead.
          </p>
        )}

        <DelayedNotice payload={payload} quiet />
        {canExport && <SiteUrlNotice />}
        <StoppedOffers payload={payload} user={user} />

        <ul className={s.tiles} aria-label="Key figures">
          <Tile
            label="Quotes"
            value={formatCount(value.current.count)}
            change={change(value.current, value.previous, 'count')}
            since={since}
          />
          <Tile
            label="Total quoted"
            value={formatGBP(value.current.totalPence)}
            change={change(value.current, value.previous, 'totalPence')}
            since={since}
          />
          <Tile
            label="Average quote"
            value={value.current.count ? formatGBP(value.current.averagePence) : '–'}
            change={change(value.current, value.previous, 'averagePence')}
            since={since}
          />
          <Tile
            label="Booked"
            value={formatGBP(booked.bookedPaidPence)}
            change={null}
            since={since}
            note={`As paid: ${formatGBP(booked.bookedPence)} before offers. ${formatCount(booked.booked)} of ${formatCount(booked.quotes)} quotes marked booked`}
          />
          <Tile
            label="Job applications"
            value={formatCount(applications.total)}
            change={percentChange(applications.total, applications.previousTotal)}
            since={since}
          />
        </ul>

        <div className={s.grid}>
          <Card id="dash-weekly" title="Quotes per week by service type" size="wide">
            {value.current.count ? (
              <StackedWeeks
                id="dash-weekly-chart"
                title="Quotes per week by service type"
                weeks={weekly.weeks}
                series={weekly.series}
                labels={seriesLabels}
                summary={weeklySummary}
              />
            ) : (
              <p className={s.empty}>No quotes in this period yet.</p>
            )}
          </Card>
          <Card id="dash-confirm" title="Prices to confirm" size="half">
            <ConfirmationFiguresCard
              payload={payload}
              user={user}
              start={period.start}
              end={period.end}
              salonId={salon ? salonId : null}
            />
          </Card>
          <Card id="dash-conversion" title="Quotes booked" size="wide">
            <ConversionChart conversion={figures.conversion} />
            <p className={s.note}>
              As the front desk marks quotes in Saved quotes: New, Contacted, Booked or Not booked.
            </p>
          </Card>
          <Card id="dash-clients" title="New and regular clients" size="third">
            <Ring
              title="New and regular clients"
              parts={[
                { label: 'New clients', value: clients.newClients },
                { label: 'Regular clients', value: clients.regulars },
              ]}
            />
            <p className={s.note}>
              Regular: visited within the last 18 months, as the client told the calculator.
            </p>
          </Card>
          <Card id="dash-applications" title="Job applications by role" size="third">
            <BarList
              label="Applications by role"
              items={applications.byRole}
              empty="No applications in this period."
            />
            {applications.total === 0 && <p className={s.note}>No applications in this period.</p>}
          </Card>
          <Card id="dash-value" title="Average quote by service type" size="third">
            <BarList
              label="Average quote by service type"
              items={value.byType
                .filter((t) => t.count > 0)
                .map((t) => ({
                  key: t.key,
                  label: t.label,
                  count: t.averagePence,
                  display: formatGBP(t.averagePence),
                }))}
              empty="No quotes in this period yet."
            />
            <FiguresTable caption="Quote value, this period and the one before">
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Quotes</th>
                  <th scope="col">Total</th>
                  <th scope="col">Average</th>
                </tr>
              </thead>
              <tbody>
                <ValueRow label={`${period.title} (${period.label})`} t={value.current} />
                <ValueRow label={upperFirst(since)} t={value.previous} />
                {value.byType.map((t) => (
                  <ValueRow key={t.key} label={`${t.label}, ${lowerFirst(period.title)}`} t={t} />
                ))}
              </tbody>
            </FiguresTable>
          </Card>
          <Card id="dash-services" title="Most quoted services" size="half">
            <BarList
              label="Most quoted services, most first"
              ordered
              items={figures.topServices}
              empty="No quotes in this period yet."
            />
            <p className={s.note}>Each service counts once per quote.</p>
          </Card>
          <Card id="dash-stylists" title="Most quoted stylists" size="half">
            <BarList
              label="Most quoted stylists, most first"
              ordered
              items={figures.topStylists}
              empty="No quotes with a stylist in this period."
            />
            {figures.withoutStylist > 0 && (
              <p className={s.note}>
                {formatCount(figures.withoutStylist)}{' '}
                {figures.withoutStylist === 1 ? 'quote was' : 'quotes were'} priced by level,
                without a stylist.
              </p>
            )}
          </Card>
        </div>

        {canExport && (
          <Downloads from={period.firstDay} to={period.lastDay} months={monthRanges(now)} />
        )}
      </section>
    </>
  )
}

/** 'Last 4 weeks' inside a sentence; a month's name keeps its capital. */
const lowerFirst = (t: string) => (t.startsWith('Last ') ? `l${t.slice(1)}` : t)
const upperFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1)

function change(current: Totals, previous: Totals, key: keyof Totals) {
  return percentChange(current[key], previous[key])
}

function Tile({
  label,
  value,
  change,
  since,
  note,
}: {
  label: string
  value: string
  change: number | null
  since: string
  /** In place of the comparison, for a figure that has none. */
  note?: string
}) {
  const direction = change == null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'level'
  return (
    <li className={s.tile}>
      <span className={s.tileLabel}>{label}</span>
      <strong className={s.tileValue}>{value}</strong>
      <span className={s.tileChange} data-direction={direction ?? undefined}>
        {note ? (
          note
        ) : change == null ? (
          'Nothing earlier to compare'
        ) : direction === 'level' ? (
          `Level with ${since}`
        ) : (
          <>
            <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'} </span>
            {direction} {Math.abs(change)}% on {since}
          </>
        )}
      </span>
    </li>
  )
}

function ValueRow({ label, t }: { label: string; t: Totals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatCount(t.count)}</td>
      <td>{formatGBP(t.totalPence)}</td>
      <td>{t.count ? formatGBP(t.averagePence) : '–'}</td>
    </tr>
  )
}

function Card({
  id,
  title,
  size,
  children,
}: {
  id: string
  title: string
  size: 'wide' | 'half' | 'third'
  children: React.ReactNode
}) {
  return (
    <section className={`${s.card} ${s[size]}`} aria-labelledby={id}>
      <h3 id={id} className={s.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** CSV downloads for owners and managers: a plain GET form, so the browser saves the file itself. */
function Downloads({
  from,
  to,
  months,
}: {
  from: string
  to: string
  months: ReturnType<typeof monthRanges>
}) {
  return (
    <section className={s.downloads} aria-labelledby="dash-downloads">
      <h3 id="dash-downloads" className={s.cardTitle}>
        Download for a spreadsheet (CSV)
      </h3>
      {/* Keyed by the dates: switching the period (a client-side navigation) makes a new form,
          so the inputs show the new period's dates. The browser keeps an input's current value
          when only its default changes, and the CSV kept the old period's dates. */}
      <form
        key={`${from}/${to}`}
        method="get"
        action="/exports/quotes.csv"
        className={s.downloadForm}
      >
        <label>
          From
          <input type="date" name="from" defaultValue={from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={to} />
        </label>
        <button type="submit" className={s.button}>
          Quotes
        </button>
        <button type="submit" formAction="/exports/applications.csv" className={s.button}>
          Job applications
        </button>
      </form>
      <ul className={s.monthLinks} aria-label="Quotes by month">
        {months.map((m) => (
          <li key={m.key}>
            <a href={`/exports/quotes.csv?from=${m.from}&to=${m.to}`}>
              Quotes, {m.label} ({m.name})
            </a>
          </li>
        ))}
      </ul>
      <p className={s.note}>
        Clear both dates to download everything. The files hold clients&rsquo; and applicants&rsquo;
        contact details: keep them safe and delete them when done.
      </p>
    </section>
  )
}
