// How many SMS segments a text needs. GSM-7 when every character is in the GSM alphabet: 160
// septets in one message, 153 per part of a longer one, the extension characters (€, [, …)
// taking two. Otherwise UCS-2: 70 UTF-16 code units, 67 per part, a character outside the
// Basic Multilingual Plane (most emoji) taking two. A part never ends in the middle of a
// character — an escape pair or a surrogate pair moves whole to the next part — so a long text
// can need one part more than its plain length suggests.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€\f'

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export function smsSegments(text: string): {
  encoding: SmsEncoding
  units: number
  segments: number
} {
  const chars = [...text] // whole code points: a surrogate pair stays one character
  const gsm = chars.every((ch) => GSM_BASIC.includes(ch) || GSM_EXTENDED.includes(ch))
  const size = gsm ? (ch: string) => (GSM_EXTENDED.includes(ch) ? 2 : 1) : (ch: string) => ch.length // UTF-16 code units
  const single = gsm ? 160 : 70
  const part = gsm ? 153 : 67
  const units = chars.reduce((n, ch) => n + size(ch), 0)
  if (units <= single) return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments: 1 }
  let segments = 1
  let used = 0
  for (const ch of chars) {
    const n = size(ch)
    if (used + n > part) {
      segments++
      used = 0
    }
    used += n
  }
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments }
}
