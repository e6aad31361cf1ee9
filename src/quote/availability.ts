// Who may be quoted what: the one availability function. Every list, count, price, level
// button and budget result of the calculator, and what the server accepts, asks `availability`
// about a pairing of a level or stylist with services and a client; nothing else decides it.
//
// The rules (docs/rules.md, "Availability" and "Levels"; ADR 012, ADR 036):
//   - a level bound by the New Starter rules (its `newStarterRules`) may not do a service
//     restricted by its own flag, nor a colour service whose colour category is restricted, nor
//     choose such a category;
//   - a stylist who has left is never offered;
//   - a stylist who takes returning clients only is offered to returning clients only (a client
//     who has not said is treated as new until she does);
//   - with a salon, the stylist must work there;
//   - a level on its own is available only if some stylist at that level passes all of the above
//     (at the salon, when one is given);
//   - with a calculator type, the level must be able to do every step of that type that has no
//     "None" option (New Starters cannot do a men's quote: every men's cut is restricted).
import {
  categoryOf,
  findCategory,
  type CatalogueCategory,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from './catalogue'
import type { CalculatorType } from './model'
import { serviceTypes } from './service-types'
import { hasNewStarterRules } from './levels'
import { NEW_STARTER_MENS_CUT_MESSAGE } from './rules'

export const NEW_STARTER_REASON =
  'Not available with a New Starter — please choose a different level or stylist'

export type Refusal =
  | 'newStarterService'
  | 'newStarterCategory'
  | 'newStarterType'
  | 'stylistLeft'
  | 'returningOnly'
  | 'otherSalon'
  | 'nobodyAtLevel'

export type Verdict = { ok: true } | { ok: false; code: Refusal; message: string }

export type Pairing = {
  /** The level, when no particular stylist is meant (a stylist brings her own level). */
  levelId?: number | null
  /** A particular stylist, 'anyone' at the level, or nobody in particular (only the level). */
  stylist?: CatalogueStylist | 'anyone' | null
  /** true: a returning client; false: new; null: not asked yet (treated as new). */
  regular?: boolean | null
  /** Only stylists working at this salon. */
  salonId?: number | null
  services?: readonly CatalogueService[]
  category?: CatalogueCategory | null
  type?: CalculatorType | null
}

const OK: Verdict = { ok: true }
const refuse = (code: Refusal, message: string): Verdict => ({ ok: false, code, message })

/**
 * The slots of a type that must each have a service the level may do (a "None" counts): all of
 * them but the colour add-on, which a colour category may leave out.
 */
const essentialSlots = (type: CalculatorType) =>
  serviceTypes[type].slots.filter((slot) => slot !== 'colourAddOn')

/** What a level alone may do with services (the New Starter rules). */
function levelVerdict(cat: QuoteCatalogue, levelId: number | null, p: Pairing): Verdict {
  if (levelId == null || !hasNewStarterRules(cat, levelId)) return OK
  if (p.category?.newStarterRestricted) return refuse('newStarterCategory', NEW_STARTER_REASON)
  for (const s of p.services ?? []) {
    if (s.newStarterRestricted)
      return refuse(
        'newStarterService',
        s.kind === 'mensCut' ? NEW_STARTER_MENS_CUT_MESSAGE : NEW_STARTER_REASON,
      )
    if (categoryOf(cat, s)?.newStarterRestricted)
      return refuse('newStarterCategory', NEW_STARTER_REASON)
  }
  if (p.type) {
    for (const slot of essentialSlots(p.type)) {
      const possible = cat.services.some(
        (s) => s.kind === slot && levelVerdict(cat, levelId, { services: [s] }).ok,
      )
      if (!possible)
        return refuse(
          'newStarterType',
          p.type === 'Men' ? NEW_STARTER_MENS_CUT_MESSAGE : NEW_STARTER_REASON,
        )
    }
  }
  return OK
}

function stylistVerdict(s: CatalogueStylist, p: Pairing): Verdict {
  if (s.hasLeft) return refuse('stylistLeft', `${s.firstName} no longer works with us.`)
  if (!s.acceptingNewClients && p.regular !== true)
    return refuse('returningOnly', `${s.firstName} is taking returning clients only at the moment.`)
  if (p.salonId != null && s.salonId !== p.salonId)
    return refuse('otherSalon', `${s.firstName} works at another of our salons.`)
  return OK
}

/** May this pairing be quoted? The first rule it breaks, with a message for the client. */
export function availability(cat: QuoteCatalogue, p: Pairing): Verdict {
  const stylist = p.stylist && p.stylist !== 'anyone' ? p.stylist : null
  const levelId = stylist ? stylist.levelId : (p.levelId ?? null)
  const level = levelVerdict(cat, levelId, p)
  if (!level.ok) return level
  if (stylist) return stylistVerdict(stylist, p)
  if (p.stylist === 'anyone' && levelId != null) {
    const fits = cat.stylists.some((s) => s.levelId === levelId && stylistVerdict(s, p).ok)
    if (!fits)
      return refuse(
        'nobodyAtLevel',
        p.salonId != null
          ? 'Nobody at this level at your chosen salon can take you at the moment.'
          : 'Nobody at this level can take you at the moment.',
      )
  }
  return OK
}

export const isAvailable = (cat: QuoteCatalogue, p: Pairing) => availability(cat, p).ok

/** The stylists a pairing allows, in catalogue order (the pairing's stylist is ignored). */
export function stylistsFor(cat: QuoteCatalogue, p: Omit<Pairing, 'stylist'>): CatalogueStylist[] {
  return cat.stylists.filter(
    (s) => (p.levelId == null || s.levelId === p.levelId) && isAvailable(cat, { ...p, stylist: s }),
  )
}

/** A colour category as a choice: restricted categories are refused for New Starters. */
export const categoryVerdict = (
  cat: QuoteCatalogue,
  code: number,
  p: Omit<Pairing, 'category'>,
): Verdict => availability(cat, { ...p, category: findCategory(cat, code) ?? null })

export type LevelAvailability = {
  /** Whether the level can be chosen, with the reason for the client when it cannot. */
  verdict: Verdict
  /** How many at the level can take her at the chosen salon, and at the others. */
  here: number
  elsewhere: number
}

/**
 * The one level rule: the level list and "Up/Down a level" both ask it, so a level
 * greyed out in the list is never reached by a button. With a salon chosen, a level is open
 * when someone at it can take the client at that salon (so the level's total never opens on
 * "no staff at your chosen level"); the reason then says how many are at the other salons.
 */
export function levelAvailability(
  cat: QuoteCatalogue,
  p: Omit<Pairing, 'stylist'> & { levelId: number },
): LevelAvailability {
  const { salonId = null, ...rest } = p
  const offered = stylistsFor(cat, rest)
  const here =
    salonId == null ? offered.length : offered.filter((s) => s.salonId === salonId).length
  const elsewhere = offered.length - here
  const v = availability(cat, { ...rest, salonId, stylist: 'anyone' })
  if (v.ok || v.code !== 'nobodyAtLevel') return { verdict: v, here, elsewhere }
  const message =
    salonId != null && elsewhere > 0
      ? `Nobody at this level at your chosen salon — ${elsewhere} at our other salons`
      : 'Nobody at this level is taking new clients at the moment'
  return { verdict: { ...v, message }, here, elsewhere }
}
