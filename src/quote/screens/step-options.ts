// The choices of the step in front of her: salons, levels or stylists, colour categories and
// services, each with its price and, when it cannot be chosen, why.
import { availability, categoryVerdict, levelAvailability, type Verdict } from '../availability'
import { addOnsFor, chosenServiceIds, chosenServices, isNone } from '../calculator'
import type { CalculatorType } from '../model'
import type { ServiceSlot, Step } from '../service-types'
import { findLevel, findSalon, type CatalogueService, type QuoteCatalogue } from '../catalogue'
import type { ClaimContext } from '../claims'
import { bandFor, bandsOf, forHair, unsureBand, type HairAnswers, type HairChoice } from '../hair'
import type { CatalogueHairBand } from '../model'
import type { Pence } from '../money'
import { linePence } from '../pricing'
import { basketPence, fromPence, referenceServices } from '../prices'
import { stylistsBySalon } from '../stylist-groups'
import { toSearchParams, type Resolved, type StatePatch } from '../url-state'
import { mayChoose, stylistOffers, type QuoteInHand } from './shared'
import type { HairQuestion, ServiceChoice, StepChoices, StylistChoice } from './types'

type StepLink = (patch: StatePatch) => string

/**
 * Price of one option at the chosen level, or "from" its lowest line in a complete quote of this
 * type she could be given (her salon, new or returning), when no level is chosen yet (budget).
 */
export function optionPrice(
  cat: QuoteCatalogue,
  svc: CatalogueService,
  levelId: number | null,
  ctx: ClaimContext = {},
): { pence: Pence | null; from: boolean } {
  const level = findLevel(cat, levelId)
  if (level) return { pence: linePence(svc, level.adapter), from: false }
  return { pence: fromPence(cat, svc, ctx), from: true }
}

/**
 * Her context for a claim: the type she is quoting for, her salon, new or returning, and what
 * she has chosen so far (a "from" is for a quote she can still have with it, docs/rules.md).
 */
export const claimContextOf = (state: Resolved): ClaimContext => ({
  types: state.selection.type ? [state.selection.type] : undefined,
  salonId: state.selection.salonId,
  regular: state.regular === true,
  chosen: {
    serviceIds: chosenServiceIds(state.selection),
    colourCategory: state.selection.colourCategory,
  },
})

const reasonOf = (v: Verdict) => (v.ok ? null : v.message)

export function stepOptions(q: QuoteInHand, step: Step, link: StepLink): StepChoices | null {
  const { cat, state } = q
  const s = state.selection
  const serviceChoice = (slot: ServiceSlot, svc: CatalogueService): ServiceChoice => {
    const v = availability(cat, { levelId: s.levelId, services: [svc] })
    const price = optionPrice(cat, svc, s.levelId, claimContextOf(state))
    return {
      service: svc,
      pence: price.pence,
      from: price.from,
      href: v.ok ? link({ selection: { [slot]: svc.id }, open: null }) : null,
      reason: reasonOf(v),
    }
  }
  const ofKind = (kind: ServiceSlot) => cat.services.filter((x) => x.kind === kind)
  const noColour = { colourCategory: null, colour: null, colourAddOn: null }

  switch (step) {
    case 'salon':
      return {
        step,
        salons: cat.salons.map((salon) => ({
          salon,
          href: link({ selection: { salonId: salon.id } }),
          reason: null,
        })),
        budget:
          q.mode === 'budget'
            ? {
                hidden: [
                  ...toSearchParams(state, {
                    budget: null,
                    selection: { salonId: null },
                  }).entries(),
                ],
                value: state.budget,
              }
            : null,
      }
    case 'level':
      return q.mode === 'stylist' ? stylistOptions(q, link) : levelOptions(q, link)
    case 'colourCategory':
      return {
        step,
        categories: cat.categories.map((category) => {
          const v = categoryVerdict(cat, category.code, { levelId: s.levelId })
          return {
            category,
            href: v.ok ? link({ selection: { ...noColour, colourCategory: category.code } }) : null,
            reason: reasonOf(v),
          }
        }),
      }
    case 'colour':
      return {
        step,
        category: state.category,
        services: ofKind('colour')
          .filter((x) => x.cat2 === state.category?.code)
          .map((x) => serviceChoice('colour', x)),
        back: link({ selection: noColour }),
      }
    case 'colourAddOn':
      return {
        step,
        category: state.category,
        services: addOnsFor(state.category ?? undefined, ofKind('colourAddOn')).map((x) =>
          serviceChoice('colourAddOn', x),
        ),
        back: null,
      }
    case 'hair':
      return { step, questions: hairQuestions(q, link) }
    case 'plex':
    case 'finish':
    case 'finishAddOn':
    case 'treatment':
    case 'mensCut':
    case 'mensColour':
      return {
        step,
        category: null,
        services: ofKind(step).map((x) => serviceChoice(step, x)),
        back: null,
      }
    default:
      return null
  }
}

/**
 * Her hair's questions, for the measures her services price: each band and "Not sure", each a
 * link keeping her other answer, with what it adds to her quote at her level (ADR 051).
 */
function hairQuestions(q: QuoteInHand, link: StepLink): HairQuestion[] {
  const { state, cat } = q
  const s = state.selection
  const level = findLevel(cat, s.levelId)
  const totalFor = (answers: HairAnswers) =>
    level ? basketPence(chosenServices(s, forHair(cat, answers).services), level) : null
  return s.hairAsked.map((measure) => {
    const plain = totalFor({ ...s.hair, [measure]: null })
    const choice = (choice: HairChoice, band: CatalogueHairBand | null) => {
      const priced = bandFor(cat, measure, choice)!
      const total = totalFor({ ...s.hair, [measure]: choice })
      return {
        band,
        priced,
        chosen: s.hair[measure] === choice,
        extraPence: total != null && plain != null ? total - plain : null,
        href: link({ selection: { hair: { ...s.hair, [measure]: choice } } }),
        reason: null,
      }
    }
    return {
      measure,
      choices: [
        ...bandsOf(cat, measure).map((b) => choice(b.id, b)),
        ...(unsureBand(cat, measure) ? [choice('unsure', null)] : []),
      ],
    }
  })
}

/** What the level and stylist prices are for: her priced choices so far, else an example. */
function priceBasisOf(cat: QuoteCatalogue, type: CalculatorType, services: CatalogueService[]) {
  // The preselected "None" answers are not a basis: they cost nothing at every level.
  const priced = services.filter((x) => !isNone(x))
  const basis = priced.length ? priced : referenceServices(cat, type)
  return {
    basis,
    priceBasis: basis.filter((x) => x.pricePence > 0).map((x) => x.name),
    basisIsReference: !priced.length,
  }
}

function levelOptions(q: QuoteInHand, link: StepLink): StepChoices {
  const { cat, state, type, services } = q
  const salonId = state.selection.salonId
  const { basis, priceBasis, basisIsReference } = priceBasisOf(cat, type, services)
  const atLevel = (levelId: number, regular: boolean | null) =>
    levelAvailability(cat, { levelId, regular, services, type, salonId })
  const openFor = (levelId: number, regular: boolean | null) => atLevel(levelId, regular).verdict.ok
  // A level whose stylists here take returning clients only is closed to a client who has not
  // said she has been before: ask her first, rather than call it empty.
  const returningOnlyLevel =
    state.regular === null && cat.levels.some((l) => !openFor(l.id, null) && openFor(l.id, true))
  return {
    step: 'level',
    mode: 'level',
    priceBasis,
    basisIsReference,
    askReturning: returningOnlyLevel
      ? {
          salon: findSalon(cat, salonId)?.name ?? 'us',
          yes: link({ regular: true }),
          no: link({ regular: false }),
        }
      : null,
    levels: [...cat.levels].reverse().map((level) => {
      const { verdict: v, here, elsewhere } = atLevel(level.id, state.regular)
      const basisOk = availability(cat, { levelId: level.id, services: basis }).ok
      const askFirst = !v.ok && returningOnlyLevel && openFor(level.id, true)
      const others = elsewhere > 0 ? ` — ${elsewhere} at our other salons` : ''
      return {
        level,
        here,
        elsewhere,
        pence: basisOk ? basketPence(basis, level) : null,
        href: v.ok ? link({ selection: { levelId: level.id, stylistId: null } }) : null,
        reason: askFirst
          ? `Returning clients only here${others}: tell us above whether you have been before`
          : reasonOf(v),
      }
    }),
  }
}

function stylistOptions(q: QuoteInHand, link: StepLink): StepChoices {
  const { cat, state, type, services } = q
  const { basis, priceBasis, basisIsReference } = priceBasisOf(cat, type, services)
  const choices: StylistChoice[] = cat.stylists
    .filter((x) => !x.hasLeft)
    .map((stylist) => {
      const v = availability(cat, { stylist, regular: state.regular, services, type })
      // Returning clients only: offered, labelled, until the client says she is new.
      const returningOnly = !stylist.acceptingNewClients
      const allowed = mayChoose(v, state.regular)
      const level = findLevel(cat, stylist.levelId)
      const basisOk = availability(cat, { levelId: stylist.levelId, services: basis }).ok
      const note = returningOnly ? 'Returning clients only' : null
      return {
        stylist,
        returningOnly,
        pence: level && basisOk ? basketPence(basis, level) : null,
        salon: findSalon(cat, stylist.salonId) ?? null,
        offers: allowed
          ? stylistOffers(cat, stylist, state.regular, { type, services, complete: false })
          : [],
        href: allowed
          ? link({ selection: { stylistId: stylist.id, levelId: stylist.levelId } })
          : null,
        reason: allowed ? note : reasonOf(v),
      }
    })
  return {
    step: 'level',
    mode: 'stylist',
    groups: stylistsBySalon(cat, choices, state.selection.salonId, (c) => c.stylist),
    priceBasis,
    basisIsReference,
  }
}
