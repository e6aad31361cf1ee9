import { describe, expect, it } from 'vitest'

import { bandsOf } from './hair'
import {
  changeSentence,
  CONFIRM_MESSAGES,
  paySentence,
  priceConfirmation,
  type ConfirmBase,
} from './confirmed-price'
import { checkSave } from './save-check'
import { demoCatalogue, serviceNamed } from './testing/demo-catalogue'

const cat = demoCatalogue()
const id = (name: string, kind?: Parameters<typeof serviceNamed>[2]) =>
  serviceNamed(cat, name, kind).id
const band = (measure: 'length' | 'thickness', name: string) =>
  bandsOf(cat, measure).find((b) => b.name === name)!.id

// Half-head balayage and a cut at the demo's level 6, for medium hair, as she saved it.
const services = [
  id('Balayage — half head'),
  id('None', 'plex'),
  id('Dry & style'),
  id('None', 'finishAddOn'),
]
const saved = checkSave(cat, {
  type: 'Colour',
  levelId: 6,
  stylistId: null,
  regular: false,
  serviceIds: services,
  hair: { length: band('length', 'Medium') },
})
if (!saved.ok) throw new Error(saved.message)
const base = (offer: ConfirmBase['offer'] = null): ConfirmBase => ({
  levelAdapter: saved.level.adapter,
  hair: { length: band('length', 'Medium') },
  lines: saved.lines,
  totalPence: saved.total,
  offer,
})
const qg20: ConfirmBase['offer'] = {
  title: 'First visit',
  code: 'QG20',
  benefit: { kind: 'percent', percent: 20 },
  expires: '2026-12-31',
}
const asItIs = { hair: {}, serviceIds: services, reasons: {}, ownLines: [] }

describe('the confirmed price', () => {
  it('as it is: the estimate to the penny, unchanged, the offer applied again', () => {
    const r = priceConfirmation(cat, base(qg20), asItIs)
    expect(r.ok && r.price).toMatchObject({
      totalPence: saved.total,
      unchanged: true,
      changes: [],
      colourOnSkin: true,
      offer: {
        code: 'QG20',
        savingPence: saved.total - Math.floor((saved.total * 80 + 5000) / 10000) * 100,
      },
    })
  })

  it('long hair reprices the balayage by the one rule, and says why', () => {
    const r = priceConfirmation(cat, base(), {
      ...asItIs,
      hair: { length: band('length', 'Long') },
    })
    if (!r.ok) throw new Error(r.message)
    const again = checkSave(cat, {
      type: 'Colour',
      levelId: 6,
      stylistId: null,
      regular: false,
      serviceIds: services,
      hair: { length: band('length', 'Long') },
    })
    expect(again.ok && again.total).toBe(r.price.totalPence)
    expect(r.price.unchanged).toBe(false)
    expect(r.price.changes).toEqual([
      expect.objectContaining({ kind: 'repriced', name: 'Balayage — half head · long hair' }),
    ])
  })

  it('a service added needs a reason; her own line is whole pounds with a reason', () => {
    const bond = id('Bond builder — standard')
    const noReason = priceConfirmation(cat, base(), { ...asItIs, serviceIds: [...services, bond] })
    expect(noReason).toEqual({
      ok: false,
      message: CONFIRM_MESSAGES.reasonNeeded('Bond builder — standard'),
    })
    const r = priceConfirmation(cat, base(qg20), {
      ...asItIs,
      serviceIds: [...services, bond],
      reasons: { [bond]: 'Your ends are fragile from box dye' },
      ownLines: [
        { name: 'Colour correction time', pence: 3000, reason: 'Lifting the box dye underneath' },
      ],
    })
    if (!r.ok) throw new Error(r.message)
    const bondLine = r.price.lines.find((l) => l.serviceId === bond)!
    expect(r.price.totalPence).toBe(saved.total + bondLine.pence + 3000)
    expect(r.price.payPence).toBe(Math.floor((r.price.totalPence * 80 + 5000) / 10000) * 100)
    expect(r.price.changes.map(changeSentence)).toEqual([
      `Added: Bond builder — standard £${bondLine.pence / 100} — Your ends are fragile from box dye`,
      'Colour correction time £30 — Lifting the box dye underneath',
    ])
    expect(paySentence(r.price)).toBe(
      `you pay £${r.price.payPence / 100} (£${r.price.totalPence / 100} before QG20)`,
    )
    for (const pence of [2550, 0, 60_000])
      expect(
        priceConfirmation(cat, base(), {
          ...asItIs,
          ownLines: [{ name: 'x', pence, reason: 'y' }],
        }),
      ).toEqual({ ok: false, message: CONFIRM_MESSAGES.ownLineAmount })
    expect(
      priceConfirmation(cat, base(), {
        ...asItIs,
        ownLines: [{ name: ' ', pence: 100, reason: 'y' }],
      }),
    ).toEqual({ ok: false, message: CONFIRM_MESSAGES.ownLineName })
  })

  it('a service taken off needs a reason; a free service taken off gives nothing', () => {
    const toner = id('Dry & style')
    const without = services.filter((s) => s !== toner)
    expect(priceConfirmation(cat, base(), { ...asItIs, serviceIds: without }).ok).toBe(false)
    const free: ConfirmBase['offer'] = { ...qg20, benefit: { kind: 'free', serviceId: toner } }
    const r = priceConfirmation(cat, base(free), {
      ...asItIs,
      serviceIds: without,
      reasons: { [toner]: 'You will dry it yourself' },
    })
    expect(r.ok && r.price.changes[0]).toMatchObject({ kind: 'removed', name: 'Dry & style' })
    // The free finish is then worth its price, added free as the offer promised.
    expect(r.ok && r.price.offer?.savingPence).toBeGreaterThan(0)
    expect(r.ok && r.price.payPence).toBe(r.ok && r.price.totalPence)
  })

  it('refuses a service that is not on the price list, and a total below £0', () => {
    expect(priceConfirmation(cat, base(), { ...asItIs, serviceIds: [999_999] })).toEqual({
      ok: false,
      message: CONFIRM_MESSAGES.unknownService,
    })
    expect(
      priceConfirmation(cat, base(), {
        ...asItIs,
        serviceIds: [],
        reasons: Object.fromEntries(services.map((s) => [s, 'not needed'])),
        ownLines: [{ name: 'Credit', pence: -1000, reason: 'A goodwill credit' }],
      }),
    ).toEqual({ ok: false, message: CONFIRM_MESSAGES.negative })
  })
})
