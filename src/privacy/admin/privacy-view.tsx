import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole } from '@/access/roles'
import { formatGBP } from '@/quote/money'
import { UK_TIME_ZONE } from '@/quote/uk-date'

import { maskLookup, personLookupSchema } from '../lookup'
import { describeCounts, recordedSearch, type PersonRecords } from '../records.server'

import { eraseAction } from './erase-action'
import { searchAction } from './search-action'
import styles from './privacy-view.module.css'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: UK_TIME_ZONE,
  })
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/**
 * /admin/privacy — a subject access or erasure request in three steps: look the person up by
 * e-mail or mobile, tick the records that are theirs, download or erase those. Every step
 * lands in the audit log.
 */
/** One kind of record as a table; scrolls sideways on a phone (focusable, so by keyboard too). */
function RecordTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: number | string; cells: ReactNode[] }[]
}) {
  if (rows.length === 0) return null
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A record's tick box: the record belongs to the person asking. It sits in the tables, outside
 * the form, and belongs to it through the `form` attribute (plain HTML, no JavaScript); the
 * download and the erasure both take the ticked records. Messages sent about a record go with
 * it and have no box of their own.
 */
const CHOICE_FORM = 'privacy-records'

function Choose({ value, checked, label }: { value: string; checked: boolean; label: string }) {
  return (
    <input
      type="checkbox"
      name="records"
      value={value}
      form={CHOICE_FORM}
      defaultChecked={checked}
      aria-label={label}
      className={styles.tick}
    />
  )
}

/** The two ways to take the ticked records away: the export endpoint's formats. */
const EXPORTS = [
  { label: 'Download the ticked records (JSON)', format: null },
  { label: 'Open the ticked records as a document to print or hand over', format: 'html' },
] as const

export async function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user as {
    id: number
    email: string
    roles?: ('owner' | 'manager' | 'front-desk')[]
  } | null
  const allowed = Boolean(user && hasRole(user, 'owner', 'manager'))
  const q = one(searchParams?.q).trim()
  const erased = /^(\d+)-(\d+)-(\d+)$/.exec(one(searchParams?.erased))
  const parsed = allowed && q ? personLookupSchema.safeParse(q) : null
  // Results show only for a search this user made (recorded in the audit log by the Find
  // button's POST): viewing the page again is not another search.
  const searchId = Number(one(searchParams?.search))
  const records: PersonRecords | null =
    parsed?.success && user && Number.isSafeInteger(searchId) && searchId > 0
      ? await recordedSearch(req.payload, searchId, parsed.data, {
          id: user.id,
          email: user.email,
          roles: user.roles ?? [],
        })
      : null
  const total = records
    ? records.quotes.length + records.applications.length + records.messages.length
    : 0
  // Different names on one address or number: nothing is ticked, staff choose.
  const shared = Boolean(records && records.sharedNames.length > 0)
  const choose = one(searchParams?.choose)
  const download = one(searchParams?.download)

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className={styles.page}>
        <h1>Personal data requests</h1>
        <p className={styles.lede}>
          When a client or applicant asks what we hold about them, or asks us to delete it, look
          them up here by e-mail address or mobile number. Exports and erasures are recorded in the
          audit log. Old records are also erased automatically after the periods set in Site
          settings.
        </p>

        {!allowed ? (
          <p className={styles.notice} role="alert">
            Only owners and managers can use the privacy tools.
          </p>
        ) : (
          <>
            {erased && (
              <p className={styles.success} role="status">
                Erased:{' '}
                {describeCounts({
                  quotes: Number(erased[1]),
                  applications: Number(erased[2]),
                  messages: Number(erased[3]),
                })}
                . The anonymous figures stay in the dashboard.
              </p>
            )}
            <form action={searchAction} className={styles.search} role="search">
              <label htmlFor="privacy-q">E-mail address or UK mobile number</label>
              <div className={styles.searchRow}>
                <input
                  id="privacy-q"
                  name="q"
                  type="search"
                  defaultValue={q}
                  autoComplete="off"
                  required
                  maxLength={254}
                />
                <button type="submit" className={styles.button}>
                  Find
                </button>
              </div>
              {parsed && !parsed.success && (
                <p className={styles.error} role="alert">
                  {parsed.error.issues[0]?.message}
                </p>
              )}
            </form>

            {records && parsed?.success && (
              <section aria-labelledby="held-heading" className={styles.results}>
                <h2 id="held-heading">
                  {total === 0 ? 'Nothing held' : `Held about ${maskLookup(parsed.data)}`}
                </h2>
                {total === 0 ? (
                  <p>
                    No quotes, applications or messages mention this{' '}
                    {parsed.data.kind === 'email' ? 'e-mail address' : 'mobile number'}.
                  </p>
                ) : (
                  <>
                    <p>
                      {describeCounts({
                        quotes: records.quotes.length,
                        applications: records.applications.length,
                        messages: records.messages.length,
                      })}
                      .
                    </p>
                    {shared && (
                      <p className={styles.notice} role="note">
                        These records carry different names ({records.sharedNames.join(', ')}): the
                        address or number may be shared. Tick only the records that belong to the
                        person asking.
                      </p>
                    )}
                    <RecordTable
                      caption="Saved quotes"
                      columns={['Theirs', 'Saved', 'Name', 'E-mail', 'Mobile', 'Service', 'Total']}
                      rows={records.quotes.map((r) => ({
                        key: r.id,
                        cells: [
                          <Choose
                            key="choose"
                            value={r.key}
                            checked={!shared && r.direct}
                            label={`Choose the quote saved ${when(r.createdAt)}${r.name ? ` for ${r.name}` : ''}`}
                          />,
                          <a key="at" href={`/admin/collections/quotes/${r.id}`}>
                            {when(r.createdAt)}
                          </a>,
                          r.name,
                          r.email,
                          r.mobile,
                          r.serviceType,
                          formatGBP(r.totalPence),
                        ],
                      }))}
                    />
                    <RecordTable
                      caption="Job applications"
                      columns={['Theirs', 'Sent', 'Name', 'E-mail', 'Mobile', 'Role']}
                      rows={records.applications.map((r) => ({
                        key: r.id,
                        cells: [
                          <Choose
                            key="choose"
                            value={r.key}
                            checked={!shared && r.direct}
                            label={`Choose the application sent ${when(r.createdAt)}${r.name ? ` by ${r.name}` : ''}`}
                          />,
                          <a key="at" href={`/admin/collections/job-applications/${r.id}`}>
                            {when(r.createdAt)}
                          </a>,
                          r.name,
                          r.email,
                          r.mobile,
                          r.position,
                        ],
                      }))}
                    />
                    <RecordTable
                      caption="Messages in the outbox"
                      columns={['Theirs', 'Written', 'Channel', 'To', 'Subject']}
                      rows={records.messages.map((r) => ({
                        key: r.id,
                        cells: [
                          r.belongsTo ? (
                            <span key="choose" className={styles.withRecord}>
                              With its {r.belongsTo.startsWith('quote:') ? 'quote' : 'application'}
                            </span>
                          ) : (
                            <Choose
                              key="choose"
                              value={r.key}
                              checked={!shared && r.toLookup}
                              label={`Choose the message written ${when(r.createdAt)} to ${r.to}`}
                            />
                          ),
                          when(r.createdAt),
                          r.channel === 'sms' ? 'Text message' : 'E-mail',
                          r.to,
                          r.subject ?? '—',
                        ],
                      }))}
                    />

                    <div className={styles.actions}>
                      {/* The download submits the same form as a plain GET to the export
                          endpoint, so it takes the same ticks; the endpoint sends a refusal
                          back here (`download=…`). No confirmation is needed to download. */}
                      <div className={styles.download}>
                        {download === 'missing' && (
                          <p className={styles.error} role="alert">
                            {shared
                              ? 'These records carry different names: tick the records of the person asking in the tables above, then download them.'
                              : 'Tick at least one record to download in the tables above.'}
                          </p>
                        )}
                        {download === 'stale' && (
                          <p className={styles.error} role="alert">
                            The records changed since the list was shown. Check the ticks and try
                            again.
                          </p>
                        )}
                        {/* JSON, and the same records as a document in plain words to print or
                            hand to the person asking (src/privacy/export-document.ts). */}
                        {EXPORTS.map((e) => (
                          <button
                            key={e.label}
                            type="submit"
                            form={CHOICE_FORM}
                            formAction="/cms-api/privacy/person/export"
                            formMethod="get"
                            formNoValidate
                            {...(e.format ? { name: 'format', value: e.format } : {})}
                            className={styles.button}
                          >
                            {e.label}
                          </button>
                        ))}
                      </div>
                      <form id={CHOICE_FORM} action={eraseAction} className={styles.erase}>
                        <input type="hidden" name="q" value={q} />
                        <input type="hidden" name="search" value={searchId} />
                        {choose === 'missing' && (
                          <p className={styles.error} role="alert">
                            Tick at least one record to erase in the tables above.
                          </p>
                        )}
                        {choose === 'stale' && (
                          <p className={styles.error} role="alert">
                            The records changed since the list was shown. Check the ticks and try
                            again.
                          </p>
                        )}
                        <label className={styles.confirm}>
                          <input type="checkbox" name="confirm" value="yes" required />I understand
                          this removes the ticked records&rsquo; names, contact details and answers,
                          and every message sent about them, for good
                        </label>
                        {one(searchParams?.confirm) === 'missing' && (
                          <p className={styles.error} role="alert">
                            Tick the box to confirm the erasure.
                          </p>
                        )}
                        <button type="submit" className={`${styles.button} ${styles.danger}`}>
                          Erase personal data
                        </button>
                      </form>
                    </div>
                  </>
                )}
              </section>
            )}
            <p className={styles.footnote}>
              <Link href="/admin/collections/audit-log">Audit log</Link> ·{' '}
              <Link href="/admin/globals/site-settings">Retention periods (Site settings)</Link> ·{' '}
              <Link href="/privacy">Privacy notice</Link>
            </p>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
