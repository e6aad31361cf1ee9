// The quote's follow-up history in the sidebar: each status change and note, who made it and
// when, newest first. Read-only: entries are written by the quote's own hook.
import type { Data } from 'payload'

import { describeEntry } from '@/leads/status'

import { formatStaffTime } from './format'
import s from './leads.module.css'

type Entry = {
  id?: string
  at?: string
  byName?: string
  from?: string
  to?: string
  note?: string
}

export function LeadHistory({ data }: { data?: Data }) {
  const entries = (Array.isArray(data?.leadHistory) ? (data.leadHistory as Entry[]) : [])
    .slice()
    .reverse()
  return (
    <div className={`field-type ${s.history}`}>
      <h3 className={s.historyTitle}>Follow-up history</h3>
      {entries.length === 0 ? (
        <p className={s.muted}>Nobody has followed this quote up yet.</p>
      ) : (
        <ol className={s.historyList} aria-label="Follow-up history, newest first">
          {entries.map((e, i) => (
            <li key={e.id ?? i}>
              <strong>{describeEntry(e)}</strong>
              <span className={s.muted}>
                {' '}
                {e.byName ?? 'Staff'} · <time dateTime={e.at}>{formatStaffTime(e.at)}</time>
              </span>
              {e.note && <p className={s.note}>{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
