import type { Access, FieldAccess, PayloadRequest } from 'payload'

// Staff roles (ADR 004). Owner: everything, including staff accounts. Manager: content, prices,
// offers, media, settings, quotes and applications. Front desk: reads quotes, applications and
// the outbox, resends deliveries and follows quotes up (status and notes); changes nothing
// else. Visitors read what the site shows.
// Stylist (ADR 052): signs in to confirm the prices of her own clients' requests and to keep
// her own account; nothing else. "Staff" below (isStaff, staffOnly) means the salon's office:
// owner, manager and front desk.
// Every rule is proved by tests/int/access-matrix.test.ts.
export const staffRoles = ['owner', 'manager', 'front-desk', 'stylist'] as const
export type StaffRole = (typeof staffRoles)[number]
/** The roles that run the salon's admin: every one but a stylist's own sign-in. */
export const officeRoles = ['owner', 'manager', 'front-desk'] as const satisfies StaffRole[]

type Ref = number | { id: number } | null | undefined
type MaybeStaff =
  | { id?: number | string; roles?: StaffRole[] | null; stylist?: Ref; salon?: Ref }
  | null
  | undefined

const idOf = (ref: Ref) => (ref == null ? null : typeof ref === 'object' ? ref.id : ref)
/** The stylist record a stylist's account is hers (null: none linked). */
export const ownStylistId = (user: MaybeStaff) => idOf(user?.stylist)
/** The salon a front-desk account works at (null: every salon). */
export const ownSalonId = (user: MaybeStaff) => idOf(user?.salon)
/** A signed-in stylist with no office role: the admin shows her only her requests and account. */
export const isOnlyStylist = (user: MaybeStaff) =>
  hasRole(user, 'stylist') && !hasRole(user, ...officeRoles)

export const hasRole = (user: MaybeStaff, ...roles: StaffRole[]) =>
  Boolean(user?.roles?.some((r) => roles.includes(r)))

const userOf = (req: PayloadRequest) => req.user as MaybeStaff

export const isStaff = (req: PayloadRequest) => hasRole(userOf(req), ...officeRoles)
/** Anyone who signs in to the admin, a stylist included. */
export const isSignedInStaff = (req: PayloadRequest) => hasRole(userOf(req), ...staffRoles)

// Plain yes/no rules also fit Payload's job-queue access, which takes no query constraints.
type YesNo = (args: { req: PayloadRequest }) => boolean

export const anyone: YesNo = () => true
/** Nobody through the API; our own server code still writes with the local API. */
export const nobody: YesNo = () => false
export const staffOnly: YesNo = ({ req }) => isStaff(req)
export const editors: YesNo = ({ req }) => hasRole(userOf(req), 'owner', 'manager')
export const ownersOnly: YesNo = ({ req }) => hasRole(userOf(req), 'owner')
export const ownersOnlyField: FieldAccess = ({ req }) => hasRole(userOf(req), 'owner')
export const editorsField: FieldAccess = ({ req }) => hasRole(userOf(req), 'owner', 'manager')
/** A stored fact (a snapshot, a server-made link) that no one edits afterwards. */
export const neverField: FieldAccess = () => false

/** Owners: every account. Other staff: their own account only. Visitors: none. */
export const ownerOrSelf: Access = ({ req }) => {
  const user = userOf(req)
  if (!user?.id || !isSignedInStaff(req)) return false
  if (hasRole(user, 'owner')) return true
  return { id: { equals: user.id } }
}

/** Public content: anyone reads, managers and owners write. */
export const publicContentAccess = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
}

/**
 * Personal data submitted by visitors (quotes, job applications): every staff member reads;
 * managers and owners correct and delete (erasure requests, retention); nobody types one in by
 * hand, because only the public forms validate and price them.
 */
export const privateRecordAccess = {
  read: staffOnly,
  create: nobody,
  update: editors,
  delete: editors,
}

/**
 * Saved quotes: as other personal records, except that every staff member may update one — the
 * front desk only its follow-up (status and notes); every other field is `editorsField`.
 */
export const quoteAccess = { ...privateRecordAccess, update: staffOnly }

/** Settings and page content kept in globals: anyone reads, managers and owners write. */
export const publicGlobalAccess = {
  read: anyone,
  update: editors,
}

/** Content with drafts: the public reads published documents only; staff read everything. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaff(req) ? true : { _status: { equals: 'published' } }
