// Her hair in the calculator (issue 47; ADR 051), on the demo catalogue: asked only where a
// chosen service prices it, length and thickness on one step, one tap each, kept in the
// address; the same price on the step, the running total, the level total and the finish form.
import { describe, expect, it } from 'vitest'

import { as, screensOf } from './testing/screens'

import { lineClaim } from './claims'
import { fromHairWords, pricedMeasures } from './hair'
import { PATHS, witnessHref } from './screens'
import { demoCatalogue } from './testing/demo-catalogue'

const cat = demoCatalogue()
const { at, id } = screensOf(cat)
const band = (name: string, measure = 'length') =>
  cat.hairBands!.find((b) => b.name === name && b.measure === measure)!
const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()

// Balayage at Senior Stylist (level 8): docs/rules.md, "Her hair".
const balayage = (extra: Record<string, string | number> = {}) =>
  q({
    type: 'Colour',
    mode: 'level',
    salon: 3,
    level: 8,
    cat: 3,
    colour: id('Balayage — half head'),
    plex: id('None', 'plex'),
    finish: id('Dry & style'),
    fadd: id('None', 'finishAddOn'),
    ...extra,
  })

describe('her hair, asked where it is priced', () => {
  it('after her services, one step asks her length and thickness; thickness starts at “Not sure”', () => {
    const screen = as(at(`${PATHS.calculator}?${balayage()}`), 'calculator')
    expect(screen.current).toBe('hair')
    expect(screen.complete).toBe(false)
    const options = screen.options!
    if (options.step !== 'hair') throw new Error('not the hair step')
    expect(options.questions.map((x) => x.measure)).toEqual(['length', 'thickness'])
    const [length, thickness] = options.questions
    expect(length!.choices.map((c) => c.band?.name ?? 'Not sure')).toEqual([
      'Short',
      'Medium',
      'Long',
      'Extra long',
      'Not sure',
    ])
    expect(length!.choices.some((c) => c.chosen)).toBe(false)
    expect(thickness!.choices.find((c) => c.chosen)?.band).toBeNull()
    // What each answer adds at her level: long +20 % of £121.99 is £24 (£146 − £122).
    expect(length!.choices.map((c) => c.extraPence)).toEqual([0, 0, 2400, 4300, 0])
    expect(thickness!.choices.find((c) => c.band?.name === 'Thick')!.extraPence).toBe(1000)
    expect(length!.choices.find((c) => c.band == null)!.priced.name).toBe('Medium')
  })

  it('one tap on “Long” completes the quote at the long-hair price, named on the line', () => {
    const step = as(at(`${PATHS.calculator}?${balayage()}`), 'calculator')
    if (step.options?.step !== 'hair') throw new Error('not the hair step')
    const href = step.options.questions[0]!.choices.find((c) => c.band?.name === 'Long')!.href!
    expect(href).toContain(`len=${band('Long').id}`)
    expect(href).toContain('thick=unsure')
    const done = as(at(href), 'calculator')
    expect(done.complete).toBe(true)
    if (done.quote.kind !== 'exact') throw new Error('no exact quote')
    const line = done.quote.lines.find((l) => l.name === 'Balayage — half head')!
    expect(line).toMatchObject({ pence: 14600, supplementPence: 2400, hairNote: 'long hair' })
    expect(done.done.find((d) => d.step === 'hair')!.value).toBe(
      'Length: Long · Thickness: not sure (priced as Medium)',
    )
  })

  it('the level total and the finish form carry the same price', () => {
    const hair = { len: band('Long').id, thick: band('Thick', 'thickness').id }
    const total = as(at(`${PATHS.byLevel}?${balayage(hair)}`), 'byLevel')
    const line = total.lines.find((l) => l.name === 'Balayage — half head')!
    // 121.9864 × 1.20 + 10 = 156.38 → £156.
    expect(line.pence).toBe(15600)
    expect(line.hairNote).toBe('long, thick hair')
    const finish = as(
      at(`${PATHS.finish}?${balayage({ ...hair, regular: 'no', happy: 1 })}`),
      'finish',
    )
    expect(finish.sent.find((l) => l.id === id('Balayage — half head'))!.pence).toBe(15600)
    expect(finish.total).toBe(total.total)
  })

  it('without her length, the level total goes back to the step that asks it', () => {
    const res = at(`${PATHS.byLevel}?${balayage()}`)
    expect(res.kind).toBe('redirect')
    const step = as(at((res as { to: string }).to), 'calculator')
    expect(step.current).toBe('hair')
  })

  it('a cut, roots or a face-frame balayage never asks', () => {
    for (const colour of ['Roots', 'Balayage — face frame']) {
      const c = id(colour)
      const cat2 = cat.services.find((s) => s.id === c)!.cat2
      const screen = as(
        at(`${PATHS.calculator}?${balayage({ cat: cat2, colour: c })}`),
        'calculator',
      )
      expect(screen.steps, colour).not.toContain('hair')
    }
    const cut = as(
      at(
        `${PATHS.calculator}?${q({ type: 'CuttingStyling', mode: 'level', salon: 3, level: 8, finish: id('Dry & style') })}`,
      ),
      'calculator',
    )
    expect(cut.steps).not.toContain('hair')
    expect(cut.complete).toBe(true)
  })

  it('an answer naming no band of its measure is dropped, and asked again', () => {
    const screen = as(
      at(`${PATHS.calculator}?${balayage({ len: band('Thick', 'thickness').id })}`),
      'calculator',
    )
    expect(screen.current).toBe('hair')
    expect(screen.state.selection.hair.length).toBeNull()
  })

  it('“Change” asks her length again and keeps the thickness she chose', () => {
    const hair = { len: band('Long').id, thick: band('Thick', 'thickness').id }
    const done = as(at(`${PATHS.calculator}?${balayage(hair)}`), 'calculator')
    const change = done.done.find((d) => d.step === 'hair')!.change
    const again = as(at(change), 'calculator')
    expect(again.current).toBe('hair')
    expect(again.state.selection.hair).toEqual({
      length: null,
      thickness: band('Thick', 'thickness').id,
    })
  })
})

describe('a "from" priced by her hair', () => {
  it('each service’s claim opens the finish screen at its price, for the first bands, and says so', () => {
    const priced = cat.services.filter((s) => pricedMeasures(cat, [s]).length > 0)
    expect(priced.map((s) => s.name)).toContain('Balayage — half head')
    for (const service of priced) {
      const claim = lineClaim(cat, service.id)
      if (!claim) continue
      const screen = at(witnessHref(cat, claim.witness))
      expect(screen.kind, service.name).toBe('finish')
      const finish = as(screen, 'finish')
      expect(finish.lines.find((l) => l.serviceId === service.id)?.pence).toBe(claim.pence)
      expect(fromHairWords(cat, [service])).toMatch(/^short(, fine)? hair$/)
    }
  })
})
