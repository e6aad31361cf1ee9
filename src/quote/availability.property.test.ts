// Property tests (fast-check) for the availability rules (docs/rules.md), on many variants of
// the demo catalogue (random restriction flags, stylists' levels, salons and whether they take
// new clients): no screen the calculator can reach — by following its own links from /prices, or
// from any edited link — and no save the server accepts pairs a New Starter with a restricted
// service, or a new client with a stylist who takes returning clients only.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { categoryOf, findService, findStylist, type QuoteCatalogue } from './catalogue'
import { addOnsFor, chosenServiceIds } from './calculator'
import { askedAnswers } from './hair'
import { calculatorTypes } from './model'
import { serviceSlots, stepsFor, type ServiceSlot } from './service-types'
import { bySeniority, hasNewStarterRules } from './levels'
import { checkSave } from './save-check'
import { PATHS, screenFor, type Screen } from './screens'
import { demoCatalogue } from './testing/demo-catalogue'
import { paramsOf, type Resolved } from './url-state'

const base = demoCatalogue()

const catalogueVariant: fc.Arbitrary<QuoteCatalogue> = fc
  .record({
    services: fc.array(fc.boolean(), {
      minLength: base.services.length,
      maxLength: base.services.length,
    }),
    categories: fc.array(fc.boolean(), {
      minLength: base.categories.length,
      maxLength: base.categories.length,
    }),
    stylists: fc.array(
      fc.record({
        accepting: fc.boolean(),
        level: fc.integer({ min: 1, max: 9 }),
        salon: fc.integer({ min: 1, max: 3 }),
        keep: fc.boolean(),
      }),
      { minLength: base.stylists.length, maxLength: base.stylists.length },
    ),
    // Levels as managers leave them: ranks spread out, and a level added between two others.
    spread: fc.integer({ min: 1, max: 10 }),
    added: fc.option(
      fc.record({
        below: fc.integer({ min: 0, max: 8 }),
        adapter: fc.integer({ min: -80, max: 40 }),
      }),
    ),
  })
  .map((v) => ({
    ...base,
    levels: bySeniority([
      ...base.levels.map((l) => ({ ...l, rank: l.rank * v.spread * 2 })),
      ...(v.added
        ? [
            {
              id: 10,
              name: 'Added level',
              adapter: v.added.adapter,
              experience: null,
              rank: (v.added.below + 1) * v.spread * 2 - v.spread,
              newStarterRules: false,
            },
          ]
        : []),
    ]),
    // Keep the demo's restrictions, and add random ones.
    services: base.services.map((s, i) => ({
      ...s,
      newStarterRestricted: s.newStarterRestricted || v.services[i]!,
    })),
    categories: base.categories.map((c, i) => ({
      ...c,
      newStarterRestricted: c.newStarterRestricted || v.categories[i]!,
    })),
    stylists: base.stylists.map((s, i) => {
      const x = v.stylists[i]!
      return x.keep
        ? s
        : {
            ...s,
            acceptingNewClients: x.accepting,
            levelId: x.level,
            salonId: x.salon,
            levelName: base.levels[x.level - 1]!.name,
          }
    }),
  }))

const screenAt = (cat: QuoteCatalogue, href: string): Screen => {
  const url = new URL(href, 'http://x')
  return screenFor(cat, url.pathname, paramsOf(url.search), { seed: 3 })
}

/** Every address a screen offers to follow (its enabled links). */
function linksOf(screen: Screen): string[] {
  const out: string[] = []
  const visit = (v: unknown, key = ''): void => {
    if (typeof v === 'string') {
      if (v.startsWith('/prices') && key !== 'query') out.push(v)
      return
    }
    if (Array.isArray(v)) return v.forEach((x) => visit(x))
    if (v && typeof v === 'object' && key !== 'state')
      for (const [k, x] of Object.entries(v)) visit(x, k)
  }
  visit(screen)
  if (screen.kind === 'byLevel')
    for (const h of [...screen.here, ...screen.elsewhere]) out.push(h.href)
  return out
}

const stateOf = (screen: Screen): Resolved | null => ('state' in screen ? screen.state : null)

const rank: Record<Screen['kind'], number> = {
  redirect: 0,
  menu: 0,
  types: 1,
  stylistStart: 1,
  modes: 2,
  calculator: 3,
  byLevel: 4,
  byBudget: 4,
  byStylist: 5,
  finish: 6,
}
/** How far along a screen is: the walk favours links that go forward, so it reaches the end. */
function progress(screen: Screen): number {
  const s = stateOf(screen)?.selection
  const filled = s ? Object.values(s).filter((v) => v != null && v !== false).length : 0
  return rank[screen.kind] * 20 + filled
}

/** The invariants every reachable screen keeps. */
function checkScreen(cat: QuoteCatalogue, screen: Screen) {
  const state = stateOf(screen)
  if (state) {
    const s = state.selection
    if (s.levelId != null && hasNewStarterRules(cat, s.levelId)) {
      expect(state.category?.newStarterRestricted ?? false).toBe(false)
      for (const svcId of chosenServiceIds(s)) {
        const svc = findService(cat, svcId)!
        expect(svc.newStarterRestricted).toBe(false)
        expect(categoryOf(cat, svc)?.newStarterRestricted ?? false).toBe(false)
      }
    }
  }
  const takes = (stylistId: number) => {
    const st = findStylist(cat, stylistId)!
    return st.acceptingNewClients || state?.regular === true
  }
  if (screen.kind === 'byLevel') {
    for (const h of [...screen.here, ...screen.elsewhere]) expect(takes(h.stylist.id)).toBe(true)
  }
  if (screen.kind === 'byBudget') {
    for (const f of screen.fitting) {
      expect(hasNewStarterRules(cat, f.level.id) && !screen.state.selection.type).toBe(false)
      for (const st of f.stylists) expect(takes(st.stylist.id)).toBe(true)
    }
  }
  if (screen.kind === 'finish') {
    const s = screen.state.selection
    if (screen.stylist) expect(takes(screen.stylist.id)).toBe(true)
    // What the finish form would send is accepted by the server's check.
    const saved = checkSave(cat, {
      type: s.type,
      levelId: s.levelId,
      stylistId: s.stylistId,
      regular: screen.state.regular === true,
      serviceIds: screen.sent.map((l) => l.id),
      hair: askedAnswers(s.hairAsked, s.hair),
    })
    expect(saved).toMatchObject({ ok: true, total: screen.total })
  }
}

function settle(cat: QuoteCatalogue, href: string): Screen {
  let screen = screenAt(cat, href)
  for (let hops = 0; screen.kind === 'redirect' && hops < 5; hops++)
    screen = screenAt(cat, screen.to)
  return screen
}

const reached = new Set<Screen['kind']>()
let accepted = 0

describe('no reachable screen pairs what decisions 7 and 8 forbid', () => {
  it('following the calculator’s own links from /prices', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(
        catalogueVariant,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 5, maxLength: 30 }),
        (cat, picks) => {
          let href: string = PATHS.prices
          for (const [a, b, wander] of picks) {
            const screen = settle(cat, href)
            checkScreen(cat, screen)
            reached.add(screen.kind)
            const links = linksOf(screen)
            if (!links.length) break
            // Mostly the further of two random links; sometimes any link (back, change…).
            const x = links[a % links.length]!
            const y = links[b % links.length]!
            href = wander || progress(settle(cat, x)) >= progress(settle(cat, y)) ? x : y
          }
        },
      ),
      { numRuns: 250 },
    )
    // The walk gets everywhere, the finish form included.
    expect([...reached].sort()).toEqual(
      ['byBudget', 'byLevel', 'byStylist', 'calculator', 'finish', 'menu', 'modes', 'types'].sort(),
    )
  })

  it('from any edited link', { timeout: 300_000 }, () => {
    // Mostly a service of the right kind for each slot, sometimes any service at all.
    const ids = (list: { id: number; kind?: string }[], kind?: string) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            ...list.filter((x) => !kind || x.kind === kind).map((x) => String(x.id)),
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom(...list.map((x) => String(x.id))) },
      )
    const params = fc.record(
      {
        type: fc.constantFrom(...calculatorTypes, 'Nonsense'),
        mode: fc.constantFrom('stylist', 'level', 'budget'),
        salon: fc.constantFrom('1', '2', '3', '9'),
        level: fc.constantFrom('1', '2', '5', '8', '9', '12'),
        stylist: ids(base.stylists),
        cat: fc.constantFrom(...base.categories.map((c) => String(c.code))),
        colour: ids(base.services, 'colour'),
        addon: ids(base.services, 'colourAddOn'),
        plex: ids(base.services, 'plex'),
        finish: ids(base.services, 'finish'),
        fadd: ids(base.services, 'finishAddOn'),
        treat: ids(base.services, 'treatment'),
        cut: ids(base.services, 'mensCut'),
        mcol: ids(base.services, 'mensColour'),
        regular: fc.constantFrom('yes', 'no'),
        happy: fc.constant('1'),
        budget: fc.constantFrom('50', '150', '400'),
      },
      { requiredKeys: ['type', 'mode'] },
    )
    fc.assert(
      fc.property(
        catalogueVariant,
        params,
        fc.constantFrom(...Object.values(PATHS)),
        (cat, p, path) => {
          const q = new URLSearchParams(p as Record<string, string>).toString()
          checkScreen(cat, screenAt(cat, `${path}?${q}`))
        },
      ),
      { numRuns: 1500 },
    )
  })
})

/** One service per step of a type, as the calculator would send; sometimes one dropped or added. */
const plausibleServices = fc
  .record({
    type: fc.constantFrom(...calculatorTypes),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    drop: fc.option(fc.nat()),
    extra: fc.option(fc.constantFrom(...base.services.map((s) => s.id))),
  })
  .map(({ type, picks, drop, extra }) => {
    const ids: number[] = []
    const slots = stepsFor[type].filter((step) =>
      (serviceSlots as readonly string[]).includes(step),
    ) as ServiceSlot[]
    slots.forEach((slot, i) => {
      const colour = base.services.find((x) => x.id === ids[0])
      const category = colour ? categoryOf(base, colour) : undefined
      if (slot === 'colourAddOn' && category?.skipAddOn) return
      const options =
        slot === 'colourAddOn'
          ? addOnsFor(
              category,
              base.services.filter((x) => x.kind === slot),
            )
          : base.services.filter((x) => x.kind === slot)
      const pick = options[picks[i]! % options.length]
      if (pick) ids.push(pick.id)
    })
    if (drop != null && ids.length > 1) ids.splice(drop % ids.length, 1)
    if (extra != null && !ids.includes(extra)) ids.push(extra)
    return ids
  })

describe('no accepted save pairs them either', () => {
  it('random quotes sent to the server check', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        catalogueVariant,
        fc.record({
          type: fc.option(fc.constantFrom(...calculatorTypes)),
          levelId: fc.option(fc.integer({ min: 1, max: 9 })),
          stylistId: fc.option(fc.constantFrom(...base.stylists.map((s) => s.id))),
          regular: fc.boolean(),
          serviceIds: fc.oneof(
            plausibleServices,
            fc.uniqueArray(fc.constantFrom(...base.services.map((s) => s.id)), {
              minLength: 1,
              maxLength: 6,
            }),
          ),
        }),
        (cat, req) => {
          const result = checkSave(cat, req)
          if (!result.ok) return
          accepted++
          if (hasNewStarterRules(cat, result.level.id))
            for (const s of result.services) {
              expect(s.newStarterRestricted).toBe(false)
              expect(categoryOf(cat, s)?.newStarterRestricted ?? false).toBe(false)
            }
          if (result.stylist) expect(result.stylist.acceptingNewClients || req.regular).toBe(true)
          // One service per slot, all of the quote's type.
          expect(new Set(result.services.map((s) => s.kind)).size).toBe(result.services.length)
        },
      ),
      { numRuns: 3000 },
    )
    expect(accepted).toBeGreaterThan(50) // the property is about accepted saves: have many
  })
})
