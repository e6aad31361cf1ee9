// On the dashboard, for those who edit offers: offers taken off the site by a change made
// elsewhere (Hide all offers, a stylist who left or is not taking new clients), each with the
// reason and a link to the offer. Says nothing when there are none.
import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/access/roles'
import { loadStoppedOffers, type StoppedOffer } from '@/content/dashboard.server'

import s from './stopped-offers.module.css'

export async function StoppedOffers({ payload, user }: { payload: Payload; user: TypedUser }) {
  if (!hasRole(user, 'owner', 'manager')) return null
  let offers: StoppedOffer[]
  try {
    offers = await loadStoppedOffers(payload, { user })
  } catch (err) {
    // A side note: the rest of the dashboard must still show.
    payload.logger.error({ err }, 'stopped offers could not be read')
    return null
  }
  if (offers.length === 0) return null
  return (
    <section className={s.stopped} aria-labelledby="dash-stopped-offers" role="status">
      <h3 id="dash-stopped-offers" className={s.title}>
        {offers.length === 1
          ? '1 offer is off the site because of a change elsewhere'
          : `${offers.length} offers are off the site because of a change elsewhere`}
      </h3>
      <ul className={s.list}>
        {offers.map((o) => (
          <li key={o.id}>
            <a href={`/admin/collections/offers/${o.id}`}>{o.title}</a>: {o.reason}
          </li>
        ))}
      </ul>
    </section>
  )
}
