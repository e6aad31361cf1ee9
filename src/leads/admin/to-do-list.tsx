// The top of the admin's home: the front desk's list of what to do, per salon (ADR 026).
// Server-rendered with plain links (salon choice, tap-to-call, mail, "Show all"), so it works
// without JavaScript and on a phone at the desk.
import type { Payload, TypedUser, Where } from 'payload'

import { PhoneCall } from '@/components/admin/phone-call'
import { toConfirmCounts } from '@/confirm/admin/dashboard-figures'
import { quoteSalonWhere } from '@/content/staff-reads.server'
import { whereQuery } from '@/delivery/state'
import { formatStaffTime } from '@/leads/admin/format'
import { phoneHref } from '@/lib/phone'
import {
  ageText,
  countOf,
  mailHref,
  TO_DO_DAYS,
  TO_DO_ROWS,
  toDoTotals,
  type SalonToDo,
  type ToDoApplication,
  type ToDoDelivery,
  type ToDoLeftQuote,
  type ToDoQuote,
} from '@/leads/to-do'
import { loadToDo, type ToDo } from '@/leads/to-do.server'

import { FollowUpActions, ToDoStatus } from './follow-up-actions'
import s from './to-do.module.css'

type Props = {
  payload: Payload
  user: TypedUser
  searchParams?: Record<string, string | string[] | undefined>
}

/** `?salon=` as the To do list and the dashboard's figures read it. */
export const salonParam = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN
  return Number.isFinite(n) ? n : null
}

/** The admin list behind a "Show all", filtered to the salon when one is given. */
function listHref(collection: string, where: Where, salonId: number | null): string {
  const bySalon: Where | null =
    salonId == null
      ? null
      : collection === 'quotes'
        ? quoteSalonWhere(salonId)
        : { salon: { equals: salonId } }
  const full = bySalon ? { and: [where, bySalon] } : where
  return `/admin/collections/${collection}?sort=-createdAt&limit=100&${whereQuery(full)}`
}

export async function ToDoList({ payload, user, searchParams }: Props) {
  const only = salonParam(searchParams?.salon)
  let todo: ToDo
  try {
    todo = await loadToDo(payload, { user, only })
  } catch (err) {
    payload.logger.error({ err }, 'the front desk list could not be loaded')
    return (
      <section className={s.todo} aria-labelledby="to-do-title">
        <h2 id="to-do-title" className={s.title}>
          To do
        </h2>
        <p role="alert">
          The list could not be loaded just now. Please reload the page in a moment.
        </p>
      </section>
    )
  }
  const now = new Date()
  const totals = toDoTotals(todo.groups)
  const toConfirm = await toConfirmCounts(payload, user, only)
  // The dashboard's period (weeks, a month or a from–to range; ADR 054) stays as it is.
  const kept = new URLSearchParams()
  for (const key of ['weeks', 'month', 'from', 'to']) {
    const v = searchParams?.[key]
    if (typeof v === 'string' && v !== '') kept.set(key, v)
  }
  const weeks = kept.size ? `&${kept.toString()}` : ''
  const shown = todo.salons.find((x) => x.id === only)

  return (
    <section className={s.todo} aria-labelledby="to-do-title">
      <header className={s.header}>
        <div>
          <h2 id="to-do-title" className={s.title}>
            To do{shown ? ` at ${shown.name}` : ''}
          </h2>
          <p className={s.muted}>The last {TO_DO_DAYS} days, newest first.</p>
        </div>
        {todo.salons.length > 1 && (
          <nav aria-label="Salon" className={s.salons}>
            <a href={`?${weeks.slice(1)}`} aria-current={only == null ? 'page' : undefined}>
              All salons
            </a>
            {todo.salons.map((salon) => (
              <a
                key={salon.id}
                href={`?salon=${salon.id}${weeks}`}
                aria-current={salon.id === only ? 'page' : undefined}
              >
                {salon.name}
              </a>
            ))}
          </nav>
        )}
      </header>

      {todo.limits.map((limit) => (
        <p key={limit.kind} className={s.limit} role="status">
          <strong>Daily limit reached.</strong> {limit.line}
        </p>
      ))}

      <ToDoStatus className={s.note} />

      <ul className={s.counts} aria-label="Waiting">
        <Count n={totals.quotes} one="new quote to contact" many="new quotes to contact" />
        <Count
          n={totals.deliveries}
          one="message delayed or failed"
          many="messages delayed or failed"
          alert
        />
        <Count
          n={totals.applications}
          one="job application to answer"
          many="job applications to answer"
        />
        <Count
          n={totals.left}
          one="live quote with a stylist who has left"
          many="live quotes with a stylist who has left"
        />
        <Count
          n={toConfirm.waiting}
          one="price to confirm"
          many="prices to confirm"
          href="/admin/collections/confirmation-requests?where[state][equals]=waiting"
        />
        <Count
          n={toConfirm.late}
          one="price to confirm past the salon’s promise"
          many="prices to confirm past the salon’s promise"
          href="/admin/collections/confirmation-requests?where[state][equals]=waiting"
          alert
        />
      </ul>

      {todo.groups.map((g) => (
        <SalonSection key={g.salonId ?? 'none'} group={g} todo={todo} now={now} />
      ))}

      {(todo.older.quotes > 0 || todo.older.applications > 0) && (
        <p className={s.muted}>
          Older than {TO_DO_DAYS} days and still waiting:{' '}
          {todo.older.quotes > 0 && (
            <a href={listHref('quotes', todo.filters.olderQuotes, only)}>
              {todo.older.quotes === 1 ? '1 quote' : `${todo.older.quotes} quotes`} never contacted
            </a>
          )}
          {todo.older.quotes > 0 && todo.older.applications > 0 && ', '}
          {todo.older.applications > 0 && (
            <a href={listHref('job-applications', todo.filters.olderApplications, only)}>
              {todo.older.applications === 1
                ? '1 application'
                : `${todo.older.applications} applications`}{' '}
              not answered
            </a>
          )}
          .
        </p>
      )}
    </section>
  )
}

function Count({
  n,
  one,
  many,
  alert,
  href,
}: {
  n: number
  one: string
  many: string
  alert?: boolean
  href?: string
}) {
  const words = (
    <>
      <strong>{n}</strong> {n === 1 ? one : many}
    </>
  )
  return (
    <li className={s.count} data-alert={alert && n > 0 ? 'true' : undefined}>
      {href && n > 0 ? <a href={href}>{words}</a> : words}
    </li>
  )
}

function SalonSection({ group, todo, now }: { group: SalonToDo; todo: ToDo; now: Date }) {
  const id = `to-do-salon-${group.salonId ?? 'none'}`
  const n = countOf(group)
  return (
    <section className={s.salon} aria-labelledby={id}>
      <h3 id={id} className={s.salonName}>
        {group.salonName}{' '}
        <span className={s.muted}>{n === 0 ? '— nothing waiting' : `— ${n} waiting`}</span>
      </h3>
      {group.quotes.length > 0 && (
        <Block
          title="New quotes to contact"
          rows={group.quotes}
          render={(q) => <QuoteRow q={q} now={now} />}
          all={listHref('quotes', todo.filters.quotes, group.salonId)}
        />
      )}
      {group.deliveries.length > 0 && (
        <Block
          title="Messages delayed or failed"
          rows={group.deliveries}
          render={(d) => <DeliveryRow d={d} now={now} />}
          all={listHref('quotes', todo.filters.deliveries, group.salonId)}
        />
      )}
      {group.applications.length > 0 && (
        <Block
          title="Job applications to answer"
          rows={group.applications}
          render={(a) => <ApplicationRow a={a} now={now} />}
          all={listHref('job-applications', todo.filters.applications, group.salonId)}
        />
      )}
      {group.left.length > 0 && (
        <Block
          title="Live quotes with a stylist who has left"
          rows={group.left}
          render={(q) => <LeftRow q={q} now={now} />}
          all={listHref('quotes', todo.filters.left, group.salonId)}
        />
      )}
    </section>
  )
}

function Block<T extends { id: number; createdAt: string }>({
  title,
  rows,
  render,
  all,
}: {
  title: string
  rows: T[]
  render: (row: T) => React.ReactNode
  all: string
}) {
  return (
    <div className={s.block}>
      <h4 className={s.blockTitle}>
        {title} ({rows.length})
      </h4>
      <ol className={s.rows}>
        {rows.slice(0, TO_DO_ROWS).map((row) => (
          <li key={`${row.id}`} className={s.row}>
            {render(row)}
          </li>
        ))}
      </ol>
      {rows.length > TO_DO_ROWS && (
        <p className={s.more}>
          <a href={all}>Show all {rows.length}</a>
        </p>
      )}
    </div>
  )
}

function When({ at, now }: { at: string; now: Date }) {
  return (
    <time dateTime={at} className={s.muted} title={formatStaffTime(at)}>
      {ageText(at, now)} ({formatStaffTime(at)})
    </time>
  )
}

function Contact({
  mobile,
  email,
  subject,
}: {
  mobile: string | null
  email: string | null
  subject: string
}) {
  const mail = mailHref(email, subject)
  if (!phoneHref(mobile) && !mail) return null
  return (
    <span className={s.contact}>
      <PhoneCall phone={phoneHref(mobile) ? mobile : null} label="Call" />
      {mail && <a href={mail}>E-mail {email}</a>}
    </span>
  )
}

function QuoteRow({ q, now }: { q: ToDoQuote; now: Date }) {
  return (
    <>
      <span className={s.who}>
        <a href={`/admin/collections/quotes/${q.id}`}>{q.name}</a> <span>{q.what}</span>
      </span>
      <When at={q.createdAt} now={now} />
      <Contact mobile={q.mobile} email={q.email} subject="Your quote" />
      <LastNote note={q.note} />
      <FollowUpActions quoteId={q.id} name={q.name} />
    </>
  )
}

function LastNote({ note }: { note?: ToDoQuote['note'] }) {
  if (!note) return null
  return (
    <p className={s.note}>
      <strong>Note:</strong> {note.text} ·{' '}
      <time dateTime={note.at}>{formatStaffTime(note.at)}</time>
      {note.by ? ` · ${note.by}` : ''}
    </p>
  )
}

function LeftRow({ q, now }: { q: ToDoLeftQuote; now: Date }) {
  return (
    <>
      <span className={s.who}>
        <a href={`/admin/collections/quotes/${q.id}`}>{q.name}</a>{' '}
        <strong className={s.left}>{q.left}</strong>
      </span>
      <span>{q.what}</span>
      <When at={q.createdAt} now={now} />
      <Contact mobile={q.mobile} email={q.email} subject="Your quote" />
      <LastNote note={q.note} />
      <FollowUpActions quoteId={q.id} name={q.name} canMove />
    </>
  )
}

function DeliveryRow({ d, now }: { d: ToDoDelivery; now: Date }) {
  return (
    <>
      <span className={s.who}>
        <a href={`/admin/collections/${d.collection}/${d.id}`}>{d.name}</a>{' '}
        <strong className={s.state}>{d.state}</strong>
      </span>
      <span>{d.what}</span>
      <When at={d.createdAt} now={now} />
    </>
  )
}

function ApplicationRow({ a, now }: { a: ToDoApplication; now: Date }) {
  return (
    <>
      <span className={s.who}>
        <a href={`/admin/collections/job-applications/${a.id}`}>{a.name}</a> <span>{a.what}</span>
      </span>
      <When at={a.createdAt} now={now} />
      <Contact mobile={a.mobile} email={a.email} subject="Your job application" />
    </>
  )
}
