// Who sees a request to confirm a price (ADR 052): owners and managers every one; the front desk
// its own salon's (every salon's when her account names none); a stylist only those that name
// her. Nobody sees a request she has not sent yet (a draft), and nobody writes one through the
// API: the client's form and the staff's actions go through the server's own functions.
import type { Access, PayloadRequest, Where } from 'payload'

import { hasRole, isOnlyStylist, ownSalonId, ownStylistId } from '@/access/roles'

type User = Parameters<typeof hasRole>[0]

const sentRequest: Where = { state: { not_equals: 'draft' } }

/**
 * The requests (or their photos: `sent` is then the photo's own mark) a signed-in member of
 * staff may see, as a query (false: none).
 */
export function requestScope(user: User, sent: Where = sentRequest): Where | false {
  if (!user) return false
  if (hasRole(user, 'owner', 'manager')) return sent
  if (hasRole(user, 'front-desk')) {
    const salon = ownSalonId(user)
    return salon == null ? sent : { and: [sent, { salon: { equals: salon } }] }
  }
  if (isOnlyStylist(user)) {
    const stylist = ownStylistId(user)
    return stylist == null ? false : { and: [sent, { stylist: { equals: stylist } }] }
  }
  return false
}

export const readRequests: Access = ({ req }) => requestScope(req.user as User)

/** Whether this member of staff may see this request (its salon and stylist as stored). */
export function maySee(
  user: User,
  request: { state: string; salon?: unknown; stylist?: unknown },
): boolean {
  const scope = requestScope(user)
  if (!scope || request.state === 'draft') return false
  const id = (v: unknown) =>
    v == null ? null : typeof v === 'object' ? (v as { id: number }).id : Number(v)
  if (hasRole(user, 'owner', 'manager')) return true
  if (hasRole(user, 'front-desk')) {
    const salon = ownSalonId(user)
    return salon == null || id(request.salon) === salon
  }
  return ownStylistId(user) != null && id(request.stylist) === ownStylistId(user)
}

export const userOf = (req: PayloadRequest) => req.user as User
