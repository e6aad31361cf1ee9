// The contact details a submission would send messages to, as rate-limit keys: one mobile
// number (in E.164, however it was typed) and one e-mail address (lower case). Details that do
// not validate give no key; the form's own validation refuses them anyway.
import { emailAddress, ukMobile } from '@/forms/fields'

const mobile = ukMobile('-', '-')
const email = emailAddress('-', '-')

export function contactKeys(body: unknown): { mobile: string | null; email: string | null } {
  const b = (body ?? {}) as { mobile?: unknown; email?: unknown }
  const m = mobile.safeParse(b.mobile)
  const e = email.safeParse(b.email)
  return {
    mobile: m.success ? `mobile ${m.data}` : null,
    email: e.success ? `email ${e.data.toLowerCase()}` : null,
  }
}
