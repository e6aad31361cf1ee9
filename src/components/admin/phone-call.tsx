// A number shown to staff: readable ("07700 900188") and a tap-to-call link (ADR 055). Plain
// markup, for server and client components alike.
import { formatPhone, phoneHref } from '@/lib/phone'

export function PhoneCall({ phone, label }: { phone: string | null | undefined; label?: string }) {
  const shown = formatPhone(phone)
  if (!shown) return null
  const href = phoneHref(phone)
  const words = label ? `${label} ${shown}` : shown
  return href ? <a href={href}>{words}</a> : <span>{words}</span>
}
