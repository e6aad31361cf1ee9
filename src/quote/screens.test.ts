import { describe, expect, it } from 'vitest'

import { as, screensOf } from './testing/screens'

import { PATHS, screenFor } from './screens'
import { paramsOf } from './url-state'
import { demoCatalogue, stylistNamed } from './testing/demo-catalogue'

const cat = demoCatalogue()
const { at, id } = screensOf(cat)
const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()

// A complete balayage quote (no add-on step), by level.
const balayage = (level: number, extra: Record<string, string | number> = {}) =>
  q({
    type: 'Colour',
    mode: 'level',
    salon: 3,
    level,
    cat: 3,
    colour: id('Balayage — half head'),
    plex: id('None', 'plex'),
    finish: id('Dry & style'),
    fadd: id('None', 'finishAddOn'),
    // Her hair (ADR 051): "Not sure" is priced as medium, which adds nothing.
    len: 'unsure',
    ...extra,
  })

describe('the price list and the start', () => {
  it('/prices opens with prices: every group has "from" prices; levelled groups a row per level', () => {
    const menu = as(at('/prices'), 'menu')
    expect(menu.types.every((t) => t.from != null && t.from > 0)).toBe(true)
    expect(menu.groups.length).toBeGreaterThan(5)
    for (const g of menu.groups) expect(g.items.every((i) => i.from != null)).toBe(true)
    const finish = menu.groups.find((g) => g.kind === 'finish')!
    expect(finish.levels!.map((l) => l.level.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    // Vivids at New Starter: no price, she may not do them.
    const vivids = menu.groups.find((g) => g.category?.name === 'Vivids')!
    expect(vivids.levels!.some((l) => l.level.id === 1)).toBe(false)
    expect(menu.groups.find((g) => g.kind === 'plex')!.levels).toBeNull()
  })

  it('calculator pages without a type go to /prices', () => {
    for (const p of [PATHS.calculator, PATHS.byLevel, PATHS.byStylist, PATHS.byPrice, PATHS.finish])
      expect(at(p)).toEqual({ kind: 'redirect', to: '/prices' })
    expect(at('/prices/nobody-by-that-name')).toEqual({ kind: 'redirect', to: '/prices' })
  })

  it("a New Starter's page offers no men's quote", () => {
    const start = as(at('/prices/poppy-hartley'), 'stylistStart')
    expect(start.types.find((t) => t.type === 'Men')).toMatchObject({ href: null })
    expect(start.types.find((t) => t.type === 'Colour')!.href).toMatch(/salon=3/)
    // Every type starts at her salon (every flow has the salon).
    expect(start.types.find((t) => t.type === 'CuttingStyling')!.href).toMatch(/salon=3/)
  })
})

describe('the level step', () => {
  it('lists only levels with someone who can take a new client at the chosen salon, with a price', () => {
    const calc = as(
      at(`/prices/calculator?${q({ type: 'Colour', mode: 'level', salon: 2 })}`),
      'calculator',
    )
    const opts = calc.options!
    if (opts.step !== 'level' || opts.mode !== 'level') throw new Error('not the level step')
    const senior = opts.levels.find((l) => l.level.name === 'Senior Stylist')!
    // High Street's only Senior Stylist takes returning clients only: not choosable, explained.
    expect(senior).toMatchObject({ href: null, here: 0, elsewhere: 2 })
    expect(senior.reason).toMatch(/2 at our other salons/)
    const stylist = opts.levels.find((l) => l.level.name === 'Stylist')!
    expect(stylist.href).not.toBeNull()
    expect(stylist.here).toBe(2)
    expect(stylist.pence).toBe(5200 + 5000) // roots £52 with a cut, dry & style £50
    expect(opts.basisIsReference).toBe(true)
  })

  it('every level that can be chosen leads to stylists at that salon (no "no staff at your chosen level")', () => {
    for (const salon of [1, 2, 3]) {
      const calc = as(
        at(`/prices/calculator?${q({ type: 'Colour', mode: 'level', salon })}`),
        'calculator',
      )
      const opts = calc.options!
      if (opts.step !== 'level' || opts.mode !== 'level') throw new Error('not the level step')
      for (const l of opts.levels.filter((x) => x.href)) {
        const quote = `${q({ type: 'Colour', mode: 'level', salon, level: l.level.id, cat: 0, colour: id('Roots'), plex: id('None', 'plex'), finish: id('Dry & style'), fadd: id('None', 'finishAddOn') })}`
        const byLevel = as(at(`/prices/total-by-level?${quote}`), 'byLevel')
        expect(byLevel.here.length).toBe(l.here)
        expect(byLevel.here.length).toBeGreaterThan(0)
      }
    }
  })

  it("a men's quote has a salon too, so a stylist at another salon gets the note", () => {
    const jade = stylistNamed(cat, 'Jade')
    const men = q({
      type: 'Men',
      mode: 'stylist',
      salon: 2,
      stylist: jade.id,
      cut: id('Clipper cut'),
      mcol: id('None', 'mensColour'),
    })
    const total = as(at(`/prices/total-by-stylist?${men}`), 'byStylist')
    expect(total.otherSalon?.id).toBe(2)
    expect(
      as(at(`/prices/total-by-stylist?${men.replace('salon=2', 'salon=1')}`), 'byStylist')
        .otherSalon,
    ).toBeNull()
    const colour = q({
      type: 'Colour',
      mode: 'stylist',
      salon: 2,
      stylist: jade.id,
      cat: 0,
      colour: id('Roots'),
      plex: id('None', 'plex'),
      finish: id('Dry & style'),
      fadd: id('None', 'finishAddOn'),
    })
    expect(as(at(`/prices/total-by-stylist?${colour}`), 'byStylist').otherSalon?.id).toBe(2)
  })
})

describe('New Starters are never offered restricted colour', () => {
  it('by level: "Down a level: New Starter" is disabled on a balayage quote', () => {
    const byLevel = as(at(`/prices/total-by-level?${balayage(2)}`), 'byLevel')
    expect(byLevel.down).toMatchObject({ href: null })
    expect(byLevel.down!.reason).toMatch(/New Starter/)
    // Up a level is a Junior Stylist: nobody at the Academy, so disabled as the level list says.
    expect(byLevel.up).toMatchObject({ href: null })
    expect(byLevel.up!.reason).toMatch(/at our other salons/)
    const atRiverside = as(at(`/prices/total-by-level?${balayage(5, { salon: 1 })}`), 'byLevel')
    expect(atRiverside.up!.href).not.toBeNull()
  })

  it('by budget: no New Starter level or card for vivids, even when only she would fit', () => {
    const vivids = q({
      type: 'Colour',
      mode: 'budget',
      salon: 3,
      cat: 5,
      colour: id('Vivids — full head'),
      plex: id('None', 'plex'),
      finish: id('Fringe trim & dry'),
      fadd: id('None', 'finishAddOn'),
      budget: 100,
    })
    const budget = as(at(`/prices/total-by-price?${vivids}`), 'byBudget')
    expect(budget.fitting.map((f) => f.level.id)).not.toContain(1)
    expect(budget.fitting.flatMap((f) => f.stylists).every((s) => s.stylist.levelId !== 1)).toBe(
      true,
    )
    // The range starts at the Apprentice's price, not the New Starter's.
    // (Her choices without the budget: with it, the calculator ends on the results.)
    const choices = new URLSearchParams(vivids)
    choices.delete('budget')
    const calc = as(at(`/prices/calculator?${choices}`), 'calculator')
    expect(calc.quote.kind === 'range' && calc.quote.min).toBe(budget.min)
    expect(budget.closest?.level.id).toBe(2)
  })

  it('an edited link cannot pair them: the restricted choice is dropped', () => {
    const calc = as(at(`/prices/calculator?${balayage(1)}`), 'calculator')
    expect(calc.state.selection.colourCategory).toBeNull()
    expect(calc.state.selection.colour).toBeNull()
    expect(calc.current).toBe('colourCategory')
  })
})

describe('returning clients only: never a dead end for a new client', () => {
  const hollie = stylistNamed(cat, 'Hollie')
  const cut = (extra: Record<string, string | number> = {}) =>
    q({
      type: 'CuttingStyling',
      mode: 'stylist',
      salon: 2,
      stylist: hollie.id,
      finish: id('Cut, dry & style'),
      fadd: id('None', 'finishAddOn'),
      treat: id('None', 'treatment'),
      ...extra,
    })

  it('she is labelled in the stylist list', () => {
    const calc = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'stylist', salon: 2 })}`),
      'calculator',
    )
    const opts = calc.options!
    if (opts.step !== 'level' || opts.mode !== 'stylist') throw new Error('not the stylist step')
    const her = opts.groups.flatMap((g) => g.items).find((o) => o.stylist.id === hollie.id)!
    expect(her).toMatchObject({ returningOnly: true, reason: 'Returning clients only' })
    expect(her.href).not.toBeNull()
    // A client who said she is new cannot choose her.
    const asNew = as(
      at(
        `/prices/calculator?${q({ type: 'CuttingStyling', mode: 'stylist', salon: 2, regular: 'no' })}`,
      ),
      'calculator',
    ).options!
    if (asNew.step !== 'level' || asNew.mode !== 'stylist') throw new Error('not the stylist step')
    expect(
      asNew.groups.flatMap((g) => g.items).find((o) => o.stylist.id === hollie.id)!.href,
    ).toBeNull()
  })

  it('her total asks first; "No" shows who else can do it at the same price', () => {
    const ask = as(at(`/prices/total-by-stylist?${cut()}`), 'byStylist')
    expect(ask.phase).toBe('askReturning')
    if (ask.phase !== 'askReturning') return
    expect(ask.yes).toMatch(/^\/prices\/finish\?.*regular=yes/)
    const no = as(at(ask.no), 'byStylist')
    expect(no.phase).toBe('newClient')
    if (no.phase !== 'newClient') return
    expect(no.alternatives.length).toBeGreaterThan(0)
    for (const a of no.alternatives) {
      expect(a.stylist.acceptingNewClients).toBe(true)
      expect(a.stylist.levelId).toBe(hollie.levelId)
      const next = as(at(a.href), 'byStylist')
      expect(next.total).toBe(no.total)
    }
    // The finish form is never reached by a new client with her.
    expect(at(`/prices/finish?${cut({ regular: 'no', happy: 1 })}`)).toMatchObject({
      kind: 'redirect',
    })
    expect(as(at(ask.yes), 'finish').stylist?.id).toBe(hollie.id)
  })

  it('level lists leave her out for new clients', () => {
    const byLevel = as(
      at(
        `/prices/total-by-level?${q({ type: 'CuttingStyling', mode: 'level', salon: 2, level: 8, finish: id('Cut, dry & style'), fadd: id('None', 'finishAddOn'), treat: id('None', 'treatment') })}`,
      ),
      'byLevel',
    )
    expect(byLevel.here.map((h) => h.stylist.id)).not.toContain(hollie.id)
  })
})

describe('stylists by salon, "None" preselected, one level rule, a stylist who has left', () => {
  it('by stylist, the list is grouped by salon: hers first, the most senior first within each', () => {
    const calc = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'stylist', salon: 1 })}`),
      'calculator',
    )
    const opts = calc.options!
    if (opts.step !== 'level' || opts.mode !== 'stylist') throw new Error('not the stylist step')
    expect(opts.groups.map((g) => g.salon.id)).toEqual([1, 2, 3])
    expect(opts.groups[0]!.chosen).toBe(true)
    for (const g of opts.groups) {
      expect(g.items.every((c) => c.stylist.salonId === g.salon.id)).toBe(true)
      const levels = g.items.map((c) => c.stylist.levelId)
      expect(levels).toEqual([...levels].sort((a, b) => b - a))
    }
  })

  it("men's and budget quotes ask for the salon first, and keep it for the next quote", () => {
    const men = as(at(`/prices/calculator?${q({ type: 'Men', mode: 'budget' })}`), 'calculator')
    expect(men.current).toBe('salon')
    const chosen = men.options!
    if (chosen.step !== 'salon') throw new Error('not the salon step')
    const atSalon = as(at(chosen.salons.find((x) => x.salon.id === 3)!.href!), 'calculator')
    expect(atSalon.state.selection.salonId).toBe(3)
    expect(atSalon.current).toBe('mensCut')
    // Back to the types from the modes keeps the salon, and so does each type.
    const modes = as(at(`/prices/selector?${q({ type: 'Men', salon: 3 })}`), 'modes')
    expect(modes.types).toBe('/prices/selector?salon=3')
    const types = as(at(modes.types), 'types')
    expect(types.types.every((t) => t.href.endsWith('&salon=3'))).toBe(true)
    expect(as(at(types.types[0]!.href), 'modes').modes.every((m) => /salon=3/.test(m.href))).toBe(
      true,
    )
    // A second quote, of another type, starts at the same salon.
    const next = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'level', salon: 3 })}`),
      'calculator',
    )
    expect(next.current).toBe('level')
  })

  it('by budget, a complete quote asks her budget on the same screen: its form carries her choices', () => {
    const path = `/prices/calculator?${q({ type: 'CuttingStyling', mode: 'budget', salon: 3, finish: id('Cut, dry & style') })}`
    const done = as(at(path), 'calculator')
    expect(done.complete).toBe(true)
    const next = done.next
    if (next?.to !== 'byPrice') throw new Error('no budget form')
    const query = new URLSearchParams(next.hidden)
    expect(query.has('budget')).toBe(false)
    // The form's answer is the results page the link would open, with her budget.
    query.set('budget', '60')
    const results = as(at(`/prices/total-by-price?${query}`), 'byBudget')
    expect(results.budget).toBe(6000)
    expect(results.salon?.id).toBe(3)
    expect(next.href.startsWith('/prices/total-by-price?')).toBe(true)
  })

  it('by budget, her budget may come with her salon: the quote then ends on what fits it', () => {
    const start = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'budget' })}`),
      'calculator',
    )
    const opts = start.options
    if (opts?.step !== 'salon' || !opts.budget) throw new Error('no salon form')
    const hidden = new URLSearchParams(opts.budget.hidden)
    expect(hidden.has('salon')).toBe(false)
    expect(hidden.has('budget')).toBe(false)
    // What the form sends: her budget and the salon she tapped.
    hidden.set('salon', '2')
    hidden.set('budget', '60')
    const next = as(at(`/prices/calculator?${hidden}`), 'calculator')
    expect(next.current).toBe('finish')
    const finish = next.options
    if (finish?.step !== 'finish') throw new Error('not the finish step')
    const cut = finish.services.find((c) => c.service.name === 'Cut, dry & style')!
    // Her last choice leads to the budget results, with her budget and salon.
    const end = at(cut.href!)
    if (end.kind !== 'redirect') throw new Error(`not a redirect: ${end.kind}`)
    const results = as(at(end.to), 'byBudget')
    expect(results.budget).toBe(6000)
    expect(results.salon?.id).toBe(2)
    // "Change Choices" goes back to her choices, the budget asked again under them.
    const back = as(at(results.change), 'calculator')
    expect(back.complete).toBe(true)
    expect(back.next?.to).toBe('byPrice')
    // Other ways to choose keep the salon step as links.
    const byLevel = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'level' })}`),
      'calculator',
    )
    expect(byLevel.options?.step === 'salon' && byLevel.options.budget).toBe(null)
  })

  it("with her salon chosen, the range 'depending on level' is the one the budget screen says there", () => {
    for (const salon of [1, 2, 3]) {
      const path = `/prices/calculator?${q({ type: 'CuttingStyling', mode: 'budget', salon, finish: id('Cut, dry & style') })}`
      const shown = as(at(path), 'calculator').quote
      if (shown.kind !== 'range') throw new Error('not a range')
      const budget = as(
        at(path.replace('/prices/calculator', '/prices/total-by-price')),
        'byBudget',
      )
      expect([shown.min, shown.max]).toEqual([budget.min, budget.max])
    }
  })

  it('by budget, the stylists who fit are grouped by salon, hers first', () => {
    const budget = as(
      at(
        `/prices/total-by-price?${q({ type: 'CuttingStyling', mode: 'budget', salon: 3, finish: id('Cut, dry & style'), budget: 60 })}`,
      ),
      'byBudget',
    )
    expect(budget.fitting.length).toBeGreaterThan(0)
    for (const f of budget.fitting) {
      expect(f.groups.flatMap((g) => g.items)).toEqual(f.stylists)
      expect(new Set(f.groups.map((g) => g.salon.id)).size).toBe(f.groups.length)
    }
    // Where the Academy has someone at a level, its group comes first.
    const withAcademy = budget.fitting.filter((f) => f.groups.some((g) => g.salon.id === 3))
    expect(withAcademy.length).toBeGreaterThan(0)
    for (const f of withAcademy) expect(f.groups[0]!.salon.id).toBe(3)
  })

  it('by budget, every stylist at her salon comes before anyone at another salon', () => {
    const budget = as(
      at(
        `/prices/total-by-price?${q({ type: 'CuttingStyling', mode: 'budget', salon: 2, finish: id('Cut, dry & style'), budget: 60 })}`,
      ),
      'byBudget',
    )
    const salons = budget.fitting.flatMap((f) => f.stylists.map((c) => c.stylist.salonId))
    const firstElsewhere = salons.findIndex((x) => x !== 2)
    expect(firstElsewhere).toBeGreaterThan(0)
    expect(salons.slice(firstElsewhere)).not.toContain(2)
    // Each row is one side: hers, or the others'; and no level appears twice on one side.
    for (const f of budget.fitting)
      expect(f.stylists.every((c) => (c.stylist.salonId === 2) === f.atHerSalon)).toBe(true)
    for (const side of [true, false]) {
      const levels = budget.fitting.filter((f) => f.atHerSalon === side).map((f) => f.level.id)
      expect(new Set(levels).size).toBe(levels.length)
    }
  })

  it('/prices offers each kind of appointment with its three ways to choose, one tap each', () => {
    const menu = as(at('/prices?salon=3'), 'menu')
    for (const t of menu.types) {
      expect(t.modes.map((m) => m.mode)).toEqual(['stylist', 'level', 'budget'])
      for (const m of t.modes) {
        const first = as(at(m.href), 'calculator')
        expect(first.type).toBe(t.type)
        expect(first.mode).toBe(m.mode)
        // The salon chosen on this visit goes with it: the next step is the stylist or level.
        expect(first.state.selection.salonId).toBe(3)
      }
    }
    const fresh = as(at('/prices'), 'menu')
    const first = as(at(fresh.types[0]!.modes[0]!.href), 'calculator')
    expect(first.current).toBe('salon')
  })

  it('a colour quote is complete once the colour and the cut are chosen: no "None" to tap', () => {
    const quote = q({
      type: 'Colour',
      mode: 'level',
      salon: 2,
      level: 6,
      cat: 2,
      colour: id('Half head foils'),
      finish: id('Cut, dry & style'),
    })
    const calc = as(at(`/prices/calculator?${quote}`), 'calculator')
    expect(calc.complete).toBe(true)
    expect(calc.current).toBeNull()
    expect(calc.state.selection).toMatchObject({
      colourAddOn: id('None', 'colourAddOn'),
      plex: id('None', 'plex'),
      finishAddOn: id('None', 'finishAddOn'),
    })
    expect(calc.answered).toContain('totals')
    // "Change" reopens the step without its "None", and choosing there answers it.
    const plex = calc.done.find((d) => d.step === 'plex')!
    expect(plex.value).toBe('None')
    const reopened = as(at(plex.change), 'calculator')
    expect(reopened.current).toBe('plex')
    expect(reopened.complete).toBe(false)
    const opts = reopened.options!
    if (opts.step !== 'plex') throw new Error('not the plex step')
    const bond = opts.services.find((o) => o.service.name === 'Bond builder — standard')!
    const after = as(at(bond.href!), 'calculator')
    expect(after.complete).toBe(true)
    expect(after.state.open).toBeNull()
    expect(after.state.selection.plex).toBe(bond.service.id)
    // The finish page round-trips it and sends every answer, "None" included.
    const finish = as(at(`/prices/finish?${quote}&regular=no&happy=1`), 'finish')
    expect(finish.sent.map((x) => x.id)).toContain(id('None', 'plex'))
    expect(as(at(`/prices/finish?${finish.query}`), 'finish').total).toBe(finish.total)
  })

  it('the level price basis ignores the preselected "None" answers', () => {
    const calc = as(
      at(`/prices/calculator?${q({ type: 'CuttingStyling', mode: 'level', salon: 2 })}`),
      'calculator',
    )
    const opts = calc.options!
    if (opts.step !== 'level' || opts.mode !== 'level') throw new Error('not the level step')
    expect(opts.basisIsReference).toBe(true)
    expect(opts.levels.some((l) => (l.pence ?? 0) > 0)).toBe(true)
  })

  it('ticks: changing the salon unticks the salon and the total, and keeps the other ticks', () => {
    const quote = q({
      type: 'Colour',
      mode: 'level',
      salon: 2,
      level: 6,
      cat: 2,
      colour: id('Half head foils'),
      finish: id('Cut, dry & style'),
    })
    const calc = as(at(`/prices/calculator?${quote}`), 'calculator')
    const salon = calc.done.find((d) => d.step === 'salon')!
    const changed = as(at(salon.change), 'calculator')
    expect(changed.current).toBe('salon')
    expect(changed.answered).not.toContain('salon')
    expect(changed.answered).not.toContain('totals')
    expect(changed.complete).toBe(false)
    expect(changed.answered).toEqual(expect.arrayContaining(['level', 'colour', 'finish']))
  })

  it('one level rule: the level list and "Up/Down a level" agree at every salon and level', () => {
    const colour = (salon: number, level: number) =>
      q({
        type: 'Colour',
        mode: 'level',
        salon,
        level,
        cat: 2,
        colour: id('Half head foils'),
        finish: id('Cut, dry & style'),
      })
    for (const salon of [1, 2, 3]) {
      const list = as(
        at(
          `/prices/calculator?${q({ type: 'Colour', mode: 'level', salon, cat: 2, colour: id('Half head foils'), finish: id('Cut, dry & style') })}`,
        ),
        'calculator',
      ).options!
      if (list.step !== 'level' || list.mode !== 'level') throw new Error('not the level step')
      const open = new Map(list.levels.map((l) => [l.level.id, l.href != null]))
      for (const l of list.levels.filter((x) => x.href)) {
        const byLevel = as(at(`/prices/total-by-level?${colour(salon, l.level.id)}`), 'byLevel')
        for (const move of [byLevel.up, byLevel.down])
          if (move)
            expect([salon, move.level.id, move.href != null]).toEqual([
              salon,
              move.level.id,
              open.get(move.level.id),
            ])
      }
    }
    // The case: at High Street, Senior Stylist is greyed out and not reached by "Up".
    const advanced = as(at(`/prices/total-by-level?${colour(2, 7)}`), 'byLevel')
    expect(advanced.up).toMatchObject({ href: null })
    expect(advanced.up!.reason).toMatch(/Nobody at this level at your chosen salon/)
  })

  it('a shared link to a stylist who has left says so and offers her alternatives', () => {
    const oscar = cat.leftStylists!.find((x) => x.firstName === 'Oscar')!
    const link = q({
      type: 'CuttingStyling',
      mode: 'stylist',
      salon: 1,
      stylist: oscar.id,
      level: 7,
    })
    const calc = as(at(`/prices/calculator?${link}`), 'calculator')
    expect(calc.left?.name).toBe(oscar.name)
    expect(calc.current).toBe('level') // the stylist step, asked again
    expect(calc.left!.alternatives.map((a) => a.stylist.id)).toEqual(oscar.alternativeIds)
    const alt = as(at(calc.left!.alternatives[0]!.href), 'calculator')
    expect(alt.state.stylist?.id).toBe(oscar.alternativeIds[0])
    expect(alt.left).toBeNull()
    // Her total page sends back to the steps with the notice, not silently.
    const total = at(`/prices/total-by-stylist?${link}&finish=${id('Cut, dry & style')}`)
    expect(total.kind).toBe('redirect')
    if (total.kind === 'redirect')
      expect(as(at(total.to), 'calculator').left?.name).toBe(oscar.name)
    // Her calculator start page goes to her "has left" page.
    expect(at(`/prices/${oscar.slug}`)).toEqual({ kind: 'redirect', to: `/${oscar.slug}` })
  })

  it('a budget in pounds and pence is kept to the penny', () => {
    const budget = as(
      at(
        `/prices/total-by-price?${q({ type: 'CuttingStyling', mode: 'budget', salon: 2, finish: id('Fringe trim & dry'), budget: '12.50' })}`,
      ),
      'byBudget',
    )
    expect(budget.budget).toBe(1250)
    expect(budget.hidden.some(([k]) => k === 'budget')).toBe(false)
    expect(budget.fitting.every((f) => f.total <= 1250)).toBe(true)
  })
})

describe('a level open to returning clients only', () => {
  it('asks whether she has been before, instead of calling the level empty', () => {
    const cat = demoCatalogue()
    const levelStep = (query: string) => {
      const sc = screenFor(cat, '/prices/calculator', paramsOf(query))
      if (sc.kind !== 'calculator' || sc.options?.step !== 'level' || sc.options.mode !== 'level')
        throw new Error('no level step')
      return sc.options
    }
    // High Street's Senior Stylist takes returning clients only (the demo's Hollie Bradshaw).
    const asked = levelStep('?type=Men&mode=level&salon=2')
    expect(asked.askReturning?.yes).toContain('regular=yes')
    const senior = (o: typeof asked) => o.levels.find((l) => l.level.name === 'Senior Stylist')!
    expect(senior(asked).href).toBeNull()
    expect(senior(asked).reason).toMatch(/^Returning clients only/)
    // She has been before: the level opens, and nothing is asked.
    const returning = levelStep('?type=Men&mode=level&salon=2&regular=yes')
    expect(returning.askReturning).toBeNull()
    expect(senior(returning).href).not.toBeNull()
    // She is new: nothing is asked either, and the level stays closed with the usual reason.
    const newClient = levelStep('?type=Men&mode=level&salon=2&regular=no')
    expect(newClient.askReturning).toBeNull()
    expect(senior(newClient).href).toBeNull()
  })
})
