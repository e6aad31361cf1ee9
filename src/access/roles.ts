import type { Access, FieldAccess, PayloadRequest } from 'payload'

// Staff roles. Finer rules per role arrive with the staff-admin work; today every
// signed-in staff member is trusted with the admin, and the public gets read-only views.
export const staffRoles = ['owner', 'manager', 'front-desk'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { roles?: StaffRole[] | null } | null | undefined

export const hasRole = (user: MaybeStaff, ...roles: StaffRole[]) =>
  Boolean(user?.roles?.some((r) => roles.includes(r)))

const userOf = (req: PayloadRequest) => req.user as MaybeStaff

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => Boolean(req.user)
export const editors: Access = ({ req }) => hasRole(userOf(req), 'owner', 'manager')
export const ownersOnly: Access = ({ req }) => hasRole(userOf(req), 'owner')
export const ownersOnlyField: FieldAccess = ({ req }) => hasRole(userOf(req), 'owner')

/** Public content: anyone reads, managers and owners write. */
export const publicContentAccess = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
}

/** Personal data submitted by visitors: created only by our own server code. */
export const privateRecordAccess = {
  read: staffOnly,
  create: editors,
  update: editors,
  delete: ownersOnly,
}

/** Content with drafts: the public reads published documents only; staff read everything. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
