// How a record names the member of staff who did something (ADR 041): her name as her account
// had it at the time, with the account's sign-in address beside it, "Demo Owner
// (owner@willowandwren.example)". Two accounts never share a name, and the address says which
// account it was even after a rename. Pure: the admin's history shows it too.

export type StaffNamed = { id?: number | null; name?: string | null; email?: string | null }

export function staffLabel(account: StaffNamed): string {
  const name = account.name?.trim()
  const email = account.email?.trim()
  if (name && email) return `${name} (${email})`
  return name || email || (account.id != null ? `Staff ${account.id}` : 'Staff')
}
