import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { formatGBP } from '@/quote/money'

import { maskLookup, personLookupSchema } from '../lookup'
import { describeCounts, searchPerson, type PersonRecords } from '../records.server'

import { eraseAction } from './erase-action'
import styles from './privacy-view.module.css'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  })
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/**
 * /admin/privacy — a subject access or erasure request in three steps: look the person up by
 * e-mail or mobile, download everything held, or erase it. Every step lands in the audit log.
 */
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
  const records: PersonRecords | null =
    parsed?.success && user
      ? await searchPerson(req.payload, parsed.data, { id: user.id, email: user.email })
      : null
  const total = records
    ? records.quotes.length + records.applications.length + records.messages.length
    : 0

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
            <form method="get" action="/admin/privacy" className={styles.search} role="search">
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
                    {records.quotes.length > 0 && (
                      <div
                        className={styles.tableWrap}
                        role="region"
                        aria-label="Saved quotes"
                        tabIndex={0}
                      >
                        <table className={styles.table}>
                          <caption>Saved quotes</caption>
                          <thead>
                            <tr>
                              <th scope="col">Saved</th>
                              <th scope="col">Name</th>
                              <th scope="col">E-mail</th>
                              <th scope="col">Mobile</th>
                              <th scope="col">Service</th>
                              <th scope="col">Total</th>
                            </tr>
                          </thead>
                          <tbody>
                            {records.quotes.map((r) => (
                              <tr key={r.id}>
                                <td>
                                  <a href={`/admin/collections/quotes/${r.id}`}>
                                    {when(r.createdAt)}
                                  </a>
                                </td>
                                <td>{r.name}</td>
                                <td>{r.email}</td>
                                <td>{r.mobile}</td>
                                <td>{r.serviceType}</td>
                                <td>{formatGBP(r.totalPence)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                    {records.applications.length > 0 && (
                      <div
                        className={styles.tableWrap}
                        role="region"
                        aria-label="Job applications"
                        tabIndex={0}
                      >
                        <table className={styles.table}>
                          <caption>Job applications</caption>
                          <thead>
                            <tr>
                              <th scope="col">Sent</th>
                              <th scope="col">Name</th>
                              <th scope="col">E-mail</th>
                              <th scope="col">Mobile</th>
                              <th scope="col">Role</th>
                            </tr>
                          </thead>
                          <tbody>
                            {records.applications.map((r) => (
                              <tr key={r.id}>
                                <td>
                                  <a href={`/admin/collections/job-applications/${r.id}`}>
                                    {when(r.createdAt)}
                                  </a>
                                </td>
                                <td>{r.name}</td>
                                <td>{r.email}</td>
                                <td>{r.mobile}</td>
                                <td>{r.position}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                    {records.messages.length > 0 && (
                      <div
                        className={styles.tableWrap}
                        role="region"
                        aria-label="Messages in the outbox"
                        tabIndex={0}
                      >
                        <table className={styles.table}>
                          <caption>Messages in the outbox</caption>
                          <thead>
                            <tr>
                              <th scope="col">Written</th>
                              <th scope="col">Channel</th>
                              <th scope="col">To</th>
                              <th scope="col">Subject</th>
                            </tr>
                          </thead>
                          <tbody>
                            {records.messages.map((r) => (
                              <tr key={r.id}>
                                <td>{when(r.createdAt)}</td>
                                <td>{r.channel === 'sms' ? 'Text message' : 'E-mail'}</td>
                                <td>{r.to}</td>
                                <td>{r.subject ?? '—'}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}

                    <div className={styles.actions}>
                      <a
                        className={styles.button}
                        href={`/cms-api/privacy/person/export?q=${encodeURIComponent(q)}`}
                        download
                      >
                        Download everything (JSON)
                      </a>
                      <form action={eraseAction} className={styles.erase}>
                        <input type="hidden" name="q" value={q} />
                        <label className={styles.confirm}>
                          <input type="checkbox" name="confirm" value="yes" required />I understand
                          this removes their name, contact details and answers for good
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
