// A phone number as staff read and call it (issue 49, ADR 055): the forms keep a UK mobile in
// international form (+447700900188); staff read "07700 900188" and tap it to call. One helper
// for every place a number is shown to staff, so each reads and dials alike.

/** "07700 900188" for a UK mobile in any common form; other numbers as given, trimmed. */
export function formatPhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim()
  const digits = raw.replace(/[^\d+]/g, '')
  const m = /^(?:\+44|0044|0)(7\d{3})(\d{6})$/.exec(digits)
  return m ? `0${m[1]} ${m[2]}` : raw
}

/** 'tel:+447700900188' for a number that can be dialled, or null (empty, letters, too short). */
export function phoneHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s().-]/g, '')
  if (!/^\+?\d{7,15}$/.test(digits)) return null
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`
}
