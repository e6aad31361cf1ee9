// The shape of the leaving preview, apart from the server code that answers it, so the admin's
// client panel can read it without importing server modules (ADR 037).
/** What the admin's panel shows before she leaves. */
export type LeavingPreview = {
  firstName: string
  offers: {
    id: number
    title: string
    status: string
    others: string[]
    canCarryOn: boolean
    /** Its words (as staff write them, placeholders and all) and address if it carries on. */
    carryOn: { title: string; address: string } | null
  }[]
  quotes: {
    id: number
    name: string
    createdAt: string
    what: string
    left: string
  }[]
}
