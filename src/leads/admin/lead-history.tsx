'use client'

// The quote's follow-up history in the sidebar: each status change and note, who made it and
// when, newest first. Read-only: entries are written by the quote's own hook.
//
// Read from the document the admin holds (useDocumentInfo), which Save replaces with the saved
// document: the new entry shows at once. A server component's `data` stays as the page was
// first rendered, so the history looked unsaved until a reload.
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { staffLabel } from '@/fields/staff-label'
import { describeEntry } from '@/leads/status'

import { formatStaffTime } from './format'
import s from './leads.module.css'

type Entry = {
  id?: string
  at?: string
  byName?: string
  byEmail?: string
  from?: string
  to?: string
  note?: string
}

export function LeadHistory() {
  const { data } = useDocumentInfo()
  const saved: unknown = data?.leadHistory
  const entries = (Array.isArray(saved) ? (saved as Entry[]) : []).slice().reverse()
  // How many entries the quote had when it was opened: more now means a save just added one.
  const [opened] = useState(entries.length)
  const added = entries.length - opened
  return (
    <div className={`field-type ${s.history}`} data-follow-up-history>
      <h3 className={s.historyTitle}>Follow-up history</h3>
      {/* Always present, so the confirmation is announced when a save adds an entry. */}
      <p role="status" className={added > 0 ? s.saved : s.visuallyHidden}>
        {added > 0 ? 'Saved: your follow-up is at the top of the history.' : ''}
      </p>
      {entries.length === 0 ? (
        <p className={s.muted}>Nobody has followed this quote up yet.</p>
      ) : (
        <ol className={s.historyList} aria-label="Follow-up history, newest first">
          {entries.map((e, i) => (
            <li key={e.id ?? i}>
              <strong>{describeEntry(e)}</strong>
              <span className={s.muted}>
                {' '}
                {staffLabel({ name: e.byName, email: e.byEmail })} ·{' '}
                <time dateTime={e.at}>{formatStaffTime(e.at)}</time>
              </span>
              {e.note && <p className={s.note}>{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
