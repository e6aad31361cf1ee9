// How many SMS segments a text needs: GSM-7 (160, or 153 per part) unless it has a character
// outside the GSM alphabet, in which case UCS-2 (70, or 67 per part).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€\f'

export function smsSegments(text: string): {
  encoding: 'GSM-7' | 'UCS-2'
  units: number
  segments: number
} {
  let units = 0
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1
    else if (GSM_EXTENDED.includes(ch)) units += 2
    else {
      const ucs = [...text].reduce((n, c) => n + (c.codePointAt(0)! > 0xffff ? 2 : 1), 0)
      return { encoding: 'UCS-2', units: ucs, segments: ucs <= 70 ? 1 : Math.ceil(ucs / 67) }
    }
  }
  return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) }
}
