'use client'

// Beside a mobile field in the admin (quotes, job applications): a tap-to-call link, so the
// front desk, who may read but not edit the number, can call it from the record (ADR 055).
import { useFormFields } from '@payloadcms/ui'

import { formatPhone, phoneHref } from '@/lib/phone'

export function PhoneLink({ path }: { path?: string }) {
  const value = useFormFields(([fields]) => fields[path ?? 'mobile']?.value)
  const phone = typeof value === 'string' ? value : null
  const href = phoneHref(phone)
  if (!href) return null
  return (
    <p style={{ margin: '6px 0 0' }} data-phone-link>
      <a href={href}>Call {formatPhone(phone)}</a>
    </p>
  )
}
