// The saved quote as staff read it, at the top of the quote's page in the admin: the lines and
// the total in pounds, who and where it was priced for, the client, and how delivery went.
// Server-rendered from the stored snapshot (later price changes never alter it).
import type { Data } from 'payload'

import { PhoneCall } from '@/components/admin/phone-call'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { seriesLabels } from '@/dashboard/aggregate'
import { formatDay } from '@/dashboard/time'
import { deliveryConfig } from '@/delivery/config.server'
import { LiveDelivery } from '@/delivery/admin/live-delivery'
import { formatGBP, poundsToPence } from '@/quote/money'
import { quoteOfferOf } from '@/quote/snapshot'

import { formatStaffTime } from './format'
import s from './leads.module.css'

const typeLabel = (v: unknown) =>
  typeof v === 'string' && v in seriesLabels ? seriesLabels[v as keyof typeof seriesLabels] : null

export function QuoteSummary({ data }: { data?: Data }) {
  if (!data?.quote) return null
  const snap = readSnapshot(data.quote)
  const totalPence = typeof data.totalPence === 'number' ? data.totalPence : 0
  const lines = snap.services.filter((l) => l.price > 0)
  // The offer as promised (older quotes' first-visit offer converted); never today's.
  const offer = quoteOfferOf(snap, new Date(String(data.createdAt)))
  const facts: [string, React.ReactNode][] = [
    ['Saved', formatStaffTime(data.createdAt)],
    ['Client', data.regular ? 'Regular client' : 'New client'],
    ...(typeof data.mobile === 'string' && data.mobile
      ? ([['Mobile', <PhoneCall key="mobile" phone={data.mobile} label="Call" />]] as [
          string,
          React.ReactNode,
        ][])
      : []),
    ['Service type', typeLabel(data.serviceType) ?? 'Not given'],
    ['Salon', snap.salon?.name ?? 'Not given'],
    ['Stylist', snap.stylist?.name ?? 'Any stylist at this level'],
    ['Level', snap.level?.name ?? 'Not given'],
    [
      'Offer',
      offer
        ? `${offer.title}${offer.code ? ` (${offer.code})` : ''}: ${formatGBP(poundsToPence(offer.after))}, until ${formatDay(offer.expires)}`
        : 'None',
    ],
    ['Heard about us', typeof data.referral === 'string' ? data.referral : 'Not given'],
    [
      'Delivery',
      <LiveDelivery
        key="delivery"
        createdAt={typeof data.createdAt === 'string' ? data.createdAt : null}
        erasedAt={typeof data.erasedAt === 'string' ? data.erasedAt : null}
        delivery={{
          email: data.delivery?.email ?? null,
          sms: data.delivery?.sms ?? null,
          resentAt: data.delivery?.resentAt ?? null,
        }}
        delayedAfterMs={deliveryConfig().DELIVERY_DELAYED_AFTER_MS}
        mutedClass={s.muted}
      />,
    ],
  ]
  return (
    <section className={s.summary} aria-labelledby="quote-summary-title">
      <div className={s.summaryHead}>
        <h2 id="quote-summary-title" className={s.summaryTitle}>
          Quote {data.name ? `for ${data.name}` : '(client details erased)'}
        </h2>
        {typeof data.link === 'string' && (
          <a href={`/quote/${encodeURIComponent(data.link)}`} target="_blank" rel="noreferrer">
            Open the client&rsquo;s quote page<span className={s.visuallyHidden}> (new tab)</span>
          </a>
        )}
      </div>
      <div className={s.summaryBody}>
        <table className={s.lines}>
          <caption className={s.visuallyHidden}>Quoted services and prices</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col" className={s.money}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.id ?? l.service}-${i}`}>
                <td>{l.service}</td>
                <td className={s.money}>{formatGBP(Math.round(l.price * 100))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className={s.money}>{formatGBP(totalPence)}</td>
            </tr>
          </tfoot>
        </table>
        <dl className={s.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={s.muted}>
        As the client saw it when saving; later price changes never alter it.
      </p>
    </section>
  )
}
