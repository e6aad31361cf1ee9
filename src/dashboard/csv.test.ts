import { describe, expect, it } from 'vitest'

import { BOM, csvCell, toCsv } from './csv'
import {
  applicationsCsv,
  exportFilename,
  exportRangeSchema,
  mobileForSheet,
  quotesCsv,
  rangeBounds,
  type QuoteExportRow,
} from './exports'
import { parseCsv } from '../../tests/support/csv'

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Cut, dry & style')).toBe('"Cut, dry & style"')
    expect(csvCell('say "hello"')).toBe('"say ""hello"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
    expect(csvCell('+447700900123')).toBe("'+447700900123")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('defuses a formula after leading spaces, a no-break space or other blank characters', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1")
    expect(csvCell('   -2+3')).toBe("'   -2+3")
    expect(csvCell('\u00A0=HYPERLINK("http://evil.example")')).toBe(
      `"'\u00A0=HYPERLINK(""http://evil.example"")"`,
    )
    expect(csvCell('\u00A0-2+3')).toBe("'\u00A0-2+3")
    expect(csvCell('\u2003+44 7700')).toBe("'\u2003+44 7700")
    expect(csvCell('\u3000@SUM(A1)')).toBe("'\u3000@SUM(A1)")
    expect(csvCell('\n=1')).toBe(`"'\n=1"`)
    expect(csvCell('\u200B=1')).toBe("'\u200B=1")
    expect(csvCell('\uFEFF=1')).toBe("'\uFEFF=1")
    // Spaces before ordinary text are only quoted.
    expect(csvCell(' Jo')).toBe('" Jo"')
    expect(csvCell('\u00A0Jo - Tester')).toBe('"\u00A0Jo - Tester"')
  })

  it('writes UK mobiles in national form, which no spreadsheet reads as a formula or a number', () => {
    expect(mobileForSheet('+447700900123')).toBe('07700 900123')
    expect(csvCell(mobileForSheet('+447700900123'))).toBe('07700 900123')
    // Anything else (an old record) is text like any other, guarded.
    expect(csvCell(mobileForSheet('+33612345678'))).toBe("'+33612345678")
    expect(mobileForSheet(null)).toBe(null)
  })

  it('writes our own numbers plainly, booleans as Yes/No and missing values as empty', () => {
    expect(csvCell(115)).toBe('115')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(true)).toBe('Yes')
    expect(csvCell(false)).toBe('No')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['Zoë', '£5']])
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv).toBe(`${BOM}a,b\r\nZoë,£5\r\n`)
  })
})

const row: QuoteExportRow = {
  createdAt: new Date('2026-07-01T13:05:00Z'),
  link: 'AbC_123-xyz',
  serviceType: 'CuttingStyling',
  salon: 'Willow & Wren High Street',
  stylist: 'Aisha Rahman',
  level: 'Advanced Senior',
  totalPence: 11_500,
  offerCode: 'QG20',
  beforeOfferPence: 11_500,
  afterOfferPence: 9_200,
  services: ['Cut, dry & style', 'Curls or waves'],
  regular: true,
  referral: 'Friends-family',
  emailDelivery: 'sent',
  smsDelivery: 'failed',
  name: '=cmd|" /C calc"!A0',
  mobile: '+447700900123',
  email: 'jo@example.com',
  leadStatus: 'contacted',
  lastFollowUpAt: new Date('2026-07-02T08:30:00Z'),
}

describe('quote and application exports', () => {
  it('writes one quote per row that reads back to the right cells', () => {
    const rows = parseCsv(
      quotesCsv(
        [
          row,
          {
            ...row,
            name: null,
            mobile: null,
            email: null,
            stylist: null,
            serviceType: null,
            leadStatus: 'new',
            lastFollowUpAt: null,
            // No offer: the code is empty, and she pays the total.
            offerCode: null,
            afterOfferPence: 11_500,
          },
          // A code typed by staff that a spreadsheet would run: defused like any text.
          { ...row, offerCode: '=SUM(A1)' },
        ],
        'https://salon.test/',
      ).slice(1),
    )
    expect(rows[0]).toEqual([
      'Date',
      'Quote link',
      'Service type',
      'Salon',
      'Stylist',
      'Level',
      'Total (£)',
      'Offer',
      'Before offer (£)',
      'After offer (£)',
      'Services',
      'Regular client',
      'Referral',
      'E-mail delivery',
      'Text message delivery',
      'Name',
      'Mobile',
      'E-mail',
      'Follow-up',
      'Last follow-up',
    ])
    expect(rows[1]).toEqual([
      '2026-07-01 14:05',
      'https://salon.test/quote/AbC_123-xyz',
      'Cutting & styling',
      'Willow & Wren High Street',
      'Aisha Rahman',
      'Advanced Senior',
      '115',
      'QG20',
      '115',
      '92',
      'Cut, dry & style; Curls or waves',
      'Yes',
      // The form's words, not the answer's code.
      'Friends or family',
      'Sent',
      'Failed',
      `'=cmd|" /C calc"!A0`,
      // The UK national form starts with a digit: no formula, and no apostrophe to read past.
      '07700 900123',
      'jo@example.com',
      'Contacted',
      '2026-07-02 09:30',
    ])
    // An erased record keeps its figures, with empty personal cells.
    expect(rows[2]!.slice(15, 18)).toEqual(['', '', ''])
    expect(rows[2]!.slice(6, 10)).toEqual(['115', '', '115', '115'])
    expect(rows[2]!.slice(18)).toEqual(['New', ''])
    expect(rows[3]![7]).toBe("'=SUM(A1)")
    expect(rows).toHaveLength(4)
  })

  it('writes applications with the role as the form names it', () => {
    const csv = applicationsCsv([
      {
        createdAt: new Date('2026-01-05T09:00:00Z'),
        role: 'Saturday',
        position: 'Saturday (Pre-Apprenticeship)',
        salon: 'Willow & Wren Riverside',
        name: 'Eli, "Sat"',
        mobile: '+447700900321',
        email: 'eli@example.com',
        notified: 'sent',
        reply: 'answered',
        repliedAt: new Date('2026-01-06T10:30:00Z'),
      },
    ])
    expect(parseCsv(csv.slice(1))).toEqual([
      [
        'Date',
        'Role',
        'Position',
        'Salon',
        'Name',
        'Mobile',
        'E-mail',
        'Salon notified',
        'Reply',
        'Answered on',
      ],
      [
        '2026-01-05 09:00',
        'Saturday (Pre-Apprenticeship)',
        'Saturday (Pre-Apprenticeship)',
        'Willow & Wren Riverside',
        'Eli, "Sat"',
        '07700 900321',
        'eli@example.com',
        'Sent',
        'Answered',
        '2026-01-06 10:30',
      ],
    ])
  })

  it('accepts an optional inclusive date range in London days', () => {
    expect(exportRangeSchema.parse({})).toEqual({})
    expect(exportRangeSchema.parse({ from: '', to: ' ' })).toEqual({})
    const r = exportRangeSchema.parse({ from: '2026-03-01', to: '2026-03-31' })
    expect(rangeBounds(r)).toEqual({
      since: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-03-31T23:00:00Z'),
    })
    expect(rangeBounds({})).toEqual({ since: null, until: null })
    for (const bad of [
      { from: '2026-02-30' },
      { to: '31/03/2026' },
      { from: '2026-04-01', to: '2026-03-01' },
      { from: ['2026-01-01'] },
    ]) {
      expect(exportRangeSchema.safeParse(bad).success).toBe(false)
    }
    expect(exportFilename('quotes', r, '2026-04-02')).toBe('quotes-2026-03-01-to-2026-03-31.csv')
    expect(exportFilename('applications', {}, '2026-04-02')).toBe('applications-2026-04-02.csv')
    expect(exportFilename('quotes', { from: '2026-01-01' }, '2026-04-02')).toBe(
      'quotes-2026-01-01-to-2026-04-02.csv',
    )
  })
})
