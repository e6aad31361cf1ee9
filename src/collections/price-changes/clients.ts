// What the front desk's list of clients a planned change touches holds (ADR 053).
export type TouchedClient = {
  id: number
  name: string
  mobile: string | null
  email: string | null
  what: string
  /** The services of her quote the change touches, by name. */
  services: string[]
  salonId: number | null
  /** Whether her quote's promise runs past the change's date (she may book at the old price). */
  holdsPastDate: boolean
}
