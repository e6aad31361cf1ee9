// When a stylist leaves (ADR 032): the offers that name her, and what becomes of each. An offer
// stops (it stays off the site while she has left: offerStatus) or carries on with the others it
// names (she is taken off it). Staff choose before the save takes effect; an offer nobody else
// could give simply stops. Pure: the stylists collection asks with these and applies the answer.
import { offerDay } from './offer-status'
import { ukDay } from './uk-date'

const leavingChoices = ['stop', 'carry-on'] as const
export type LeavingChoice = (typeof leavingChoices)[number]

/** What the rule reads of an offer (its published version or its latest draft). */
export type LeavingOfferInput = {
  id: number
  title: string
  stylistIds: readonly number[]
  endDate: string | null
}

/** What the rule reads of a stylist. */
export type LeavingStylist = { id: number; firstName: string; hasLeft: boolean }

export type LeavingOffer = {
  id: number
  title: string
  /** The other stylists it names who are still with us: first names, in the offer's order. */
  others: string[]
  /** Only with someone else still here can it carry on; otherwise it stops, nothing to choose. */
  canCarryOn: boolean
}

/**
 * The offers naming her that have not ended (an offer ending today runs until midnight, UK
 * time): an ended offer is history, nothing to decide. Switched-off offers are listed too,
 * since they may be switched on again.
 */
export function offersNamingHer(
  offers: readonly LeavingOfferInput[],
  herId: number,
  stylists: readonly LeavingStylist[],
  now: Date,
): LeavingOffer[] {
  const today = ukDay(now)
  const byId = new Map(stylists.map((s) => [s.id, s]))
  return offers
    .filter((o) => o.stylistIds.includes(herId))
    .filter((o) => {
      const end = offerDay(o.endDate)
      return end !== null && end >= today
    })
    .map((o) => {
      const others = o.stylistIds
        .filter((id) => id !== herId)
        .map((id) => byId.get(id))
        .filter((s): s is LeavingStylist => Boolean(s && !s.hasLeft))
        .map((s) => s.firstName)
      return { id: o.id, title: o.title, others, canCarryOn: others.length > 0 }
    })
}

const CHOICE_HELP =
  'For each offer, choose “stop” or “carry-on” (with the others it names), keyed by the offer, or { "choice": "carry-on", "words": { … } } with its words as you want them.'

/** An offer's words a staff member may rewrite in the leaving dialog when carrying it on. */
export const offerWordFields = ['title', 'headline', 'summary', 'details'] as const
export type OfferWordField = (typeof offerWordFields)[number]
export type OfferWordsEdit = Partial<Record<OfferWordField, string>>

/** Longer than any offer's words; a bigger value is not someone typing. */
const MAX_WORDS = 5000

function parseWords(value: unknown): OfferWordsEdit | null {
  if (value == null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) return null
  const words: OfferWordsEdit = {}
  for (const [key, text] of Object.entries(value)) {
    if (!offerWordFields.includes(key as OfferWordField)) return null
    if (typeof text !== 'string' || text.length > MAX_WORDS) return null
    words[key as OfferWordField] = text
  }
  return words
}

/**
 * The choices as the admin and the REST API send them: `{ "<offer id>": "stop" | "carry-on" }`,
 * or, for an offer carried on with words she rewrote in the dialog,
 * `{ "<offer id>": { "choice": "carry-on", "words": { "summary": "…" } } }`.
 */
export function parseLeavingChoices(value: unknown):
  | {
      ok: true
      choices: Map<number, LeavingChoice>
      words: Map<number, OfferWordsEdit>
    }
  | { ok: false; problem: string } {
  const choices = new Map<number, LeavingChoice>()
  const words = new Map<number, OfferWordsEdit>()
  if (value == null) return { ok: true, choices, words }
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: CHOICE_HELP }
  for (const [key, answer] of Object.entries(value)) {
    if (!/^[1-9]\d{0,9}$/.test(key)) return { ok: false, problem: CHOICE_HELP }
    const written =
      answer && typeof answer === 'object' && !Array.isArray(answer)
        ? (answer as { choice?: unknown; words?: unknown })
        : { choice: answer, words: undefined }
    const choice = written.choice
    if (!leavingChoices.includes(choice as LeavingChoice))
      return { ok: false, problem: CHOICE_HELP }
    const edit = parseWords(written.words)
    if (!edit) return { ok: false, problem: CHOICE_HELP }
    choices.set(Number(key), choice as LeavingChoice)
    if (choice === 'carry-on' && Object.keys(edit).length > 0) words.set(Number(key), edit)
  }
  return { ok: true, choices, words }
}

/** "Grace", "Priya and Grace", "Ann, Bea and Cy". */
export const andList = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/**
 * Why the save cannot go ahead yet, or null: an offer that could carry on without her has no
 * choice, or one nobody else could give was asked to carry on. Choices for offers that do not
 * name her are ignored.
 */
export function leavingProblem(
  firstName: string,
  offers: readonly LeavingOffer[],
  choices: ReadonlyMap<number, LeavingChoice>,
): string | null {
  const impossible = offers.filter((o) => !o.canCarryOn && choices.get(o.id) === 'carry-on')
  if (impossible.length > 0)
    return `${andList(impossible.map((o) => `“${o.title}”`))} ${impossible.length > 1 ? 'name' : 'names'} nobody else who is still with us: it can only stop.`
  const missing = offers.filter((o) => o.canCarryOn && !choices.has(o.id))
  if (missing.length === 0) return null
  const list = missing.map((o) => `“${o.title}” (with ${andList(o.others)})`).join(', ')
  return `${firstName} is named by offers that also name others. Before she leaves, choose for each whether it stops or carries on without her: ${list}.`
}

/** What happens to each offer: carried on without her, or stopped (those only she could give). */
export function leavingPlan(
  offers: readonly LeavingOffer[],
  choices: ReadonlyMap<number, LeavingChoice>,
): { carryOn: number[]; stop: number[] } {
  const carryOn = offers.filter((o) => o.canCarryOn && choices.get(o.id) === 'carry-on')
  return {
    carryOn: carryOn.map((o) => o.id),
    stop: offers.filter((o) => !carryOn.includes(o)).map((o) => o.id),
  }
}

/** An offer's stylists without her, the others in their order. */
export const withoutHer = (stylistIds: readonly number[], herId: number): number[] =>
  stylistIds.filter((id) => id !== herId)
