// When a stylist is saved as having left (ADR 032). Before it takes effect staff are shown the
// offers naming her and the clients holding a live quote with her (POST
// /cms-api/stylists/:id/leaving, for the admin's panel: admin/leaving-field.tsx); the save needs
// a choice for every offer that could carry on with the others, or it is refused naming them
// (the admin and the REST API alike); an offer carried on loses her, in a new version saved by
// the server in the same request, before her own save is written. An offer only she gives is
// left as it is: the rule (offerStatus) keeps it off the site while she has left.
import 'server-only'

import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'
import * as z from '@/lib/zod'

import { hasRole } from '@/access/roles'
import { offerStatus } from '@/quote/offer-status'
import { offerFacts, offerStatusText } from '@/content/offers'
import { offerTitleForStaff } from '@/content/offer-titles'
import { readOfferWorld, ruleOfferOf } from '@/content/offer-world.server'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { relId } from '@/content/staff-reads.server'
import { liveQuotesWithLeft } from '@/leads/leaving.server'
import type { Offer, Stylist } from '@/payload-types'
import {
  leavingPlan,
  leavingProblem,
  offersNamingHer,
  offerWordFields,
  parseLeavingChoices,
  withoutHer,
  type LeavingOffer,
  type OfferWordsEdit,
} from '@/quote/stylist-leaving'
import { slugWithout, wordsWithout, type LeavingNames } from '@/quote/offer-words'

import { namesOf, offerWordsProblem } from '../offers/words-check'

import type { LeavingPreview } from './leaving-preview'

/**
 * The virtual field that carries the choices: `{ "<offer id>": "stop" | "carry-on" }`, or with
 * words she rewrote in the dialog (parseLeavingChoices).
 */
export const LEAVING_FIELD = 'leavingOffers'

const ids = (rels: Offer['stylists']): number[] =>
  (rels ?? []).map(relId).filter((id): id is number => id != null)

/**
 * Every offer naming her in its published version or its latest draft (what the site shows, and
 * what staff will publish next): each offer's versions found, the latest first. Read in the
 * request's transaction.
 */
async function offersWithHer(req: PayloadRequest, herId: number): Promise<Map<number, Offer[]>> {
  const read = {
    collection: 'offers',
    where: { stylists: { in: [herId] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  } as const
  const latest = await req.payload.find({ ...read, draft: true })
  const main = await req.payload.find({ ...read, draft: false })
  const found = new Map<number, Offer[]>()
  for (const doc of [...latest.docs, ...main.docs])
    found.set(doc.id, [...(found.get(doc.id) ?? []), doc])
  return found
}

/** The version the site words it by: the published one, else the latest draft. */
const shownVersion = (docs: Offer[]): Offer =>
  docs.find((d) => d._status === 'published') ?? docs[0]!

/** The offers naming her as the rule reads them: either version names her. */
async function namingHer(req: PayloadRequest, herId: number, now: Date) {
  const versions = await offersWithHer(req, herId)
  const world = await readOfferWorld(req.payload, req)
  const inputs = [...versions.entries()].map(([id, docs]) => ({
    id,
    title: shownVersion(docs).title,
    stylistIds: [...new Set(docs.flatMap((d) => ids(d.stylists)))],
    endDate: docs[0]!.endDate ?? null,
  }))
  return { versions, world, offers: offersNamingHer(inputs, herId, world.stylists, now) }
}

/** The offers with their titles as staff read them (filled, never an empty placeholder). */
async function titled(payload: Payload, offers: LeavingOffer[], versions: Map<number, Offer[]>) {
  const cat = await readQuoteCatalogue(payload, { photos: false })
  return offers.map((o) => {
    const rule = ruleOfferOf(shownVersion(versions.get(o.id)!))
    const title = offerTitleForStaff(
      rule.title,
      { code: rule.code, endDate: rule.endDate ?? '' },
      offerFacts(cat, rule),
    )
    return { ...o, title, rule }
  })
}

/** The field's label in the admin, so the notice above the form names it in salon words. */
export const LEAVING_LABEL = 'Before she leaves'

const refuse = (message: string) =>
  new ValidationError({
    collection: 'stylists',
    errors: [{ path: LEAVING_FIELD, label: LEAVING_LABEL, message }],
  })

/**
 * Before a save that makes her leave: a staff member must have chosen for every offer that could
 * carry on without her, or the save is refused naming those offers. The seed and scripts (the
 * local API, acting for nobody) are not asked: without choices their offers simply stop.
 */
export const askBeforeLeaving: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const { [LEAVING_FIELD]: answer, ...rest } = data as Record<string, unknown>
  const before = originalDoc as Stylist | undefined
  const leaving =
    operation === 'update' && before && !before.hasLeft && (rest.hasLeft ?? before.hasLeft) === true
  if (!leaving) return rest
  const parsed = parseLeavingChoices(answer)
  if (!parsed.ok) throw refuse(parsed.problem)
  if (!req.user && parsed.choices.size === 0) return rest
  const { offers, versions } = await namingHer(req, before.id, new Date())
  if (leavingProblem(before.firstName, offers, parsed.choices)) {
    // Said with the titles as staff read them on the site.
    const words = await titled(req.payload, offers, versions)
    throw refuse(leavingProblem(before.firstName, words, parsed.choices)!)
  }
  const plan = leavingPlan(offers, parsed.choices)
  // Her offers first, then her: an offer that cannot be changed stops her save, so she never
  // leaves with an offer half-decided (on SQLite, which this site runs without transactions,
  // as on PostgreSQL, where the whole save is one transaction).
  const leavingNames = await namesLeaving(req, before, versions)
  for (const offer of offers.filter((o) => plan.carryOn.includes(o.id))) {
    const names = leavingNames(offer.id)
    try {
      await carryOnWithout(req, offer.id, before.id, names, parsed.words.get(offer.id) ?? {})
    } catch (err) {
      const details = (err as { data?: { errors?: { message?: string }[] } }).data?.errors
      const why = details?.map((e) => e.message).join(' ') || (err as Error).message
      const [named] = await titled(req.payload, [offer], versions)
      // Put right here, in the same dialog (ADR 056): never in the offer's own page.
      throw refuse(
        `The offer “${named!.title}” could not carry on without ${before.firstName}: ${why} Change its words under “Change its words” below and save again, or stop the offer.`,
      )
    }
  }
  return rest
}

/** For each offer, her names and the names of the others still here whom it carries on with. */
async function namesLeaving(
  req: PayloadRequest,
  her: Pick<Stylist, 'id' | 'firstName' | 'lastName'>,
  versions: Map<number, Offer[]>,
): Promise<(offerId: number) => LeavingNames> {
  const team = await req.payload.find({
    collection: 'stylists',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { firstName: true, lastName: true, hasLeft: true },
    req,
  })
  const here = new Map(team.docs.filter((s) => !s.hasLeft).map((s) => [s.id, s]))
  return (offerId) => ({
    her,
    others: [...new Set((versions.get(offerId) ?? []).flatMap((d) => ids(d.stylists)))]
      .filter((id) => id !== her.id)
      .map((id) => here.get(id))
      .filter((s) => s != null),
  })
}

/** Fields a read returns that a save does not take. */
const READ_ONLY = ['id', 'createdAt', 'updatedAt', 'liveStatus', 'workedOut', '_status'] as const

const editable = (doc: Offer): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...doc }
  for (const k of READ_ONLY) delete copy[k]
  return copy
}

/**
 * The offer's words and address without her (ADR 056): the words may name only the rule's
 * stylists, so an offer carrying on without her is reworded in the same save ("Sana, Grace and
 * Jade" → "Sana and Jade", "with Grace" → "with {with}"), never refused for naming her. The
 * site keeps no old addresses, so an address naming her is simply changed.
 */
function wordsOf(doc: Offer, names: LeavingNames, edit: OfferWordsEdit = {}): Partial<Offer> {
  const words = (t: string | null | undefined) => (t ? wordsWithout(t, names) : t)
  const slug = doc.slug ? slugWithout(doc.slug, names.her) : null
  return {
    title: edit.title ?? words(doc.title) ?? doc.title,
    headline: edit.headline ?? words(doc.headline) ?? doc.headline,
    summary: edit.summary ?? words(doc.summary) ?? doc.summary,
    details: edit.details ?? words(doc.details),
    ...(slug ? { slug } : {}),
  }
}

/**
 * Takes her off one offer, as the signed-in staff member: the published version (what the site
 * shows) gets a new version without her; a draft not yet published keeps its own changes, also
 * without her, and stays unpublished. The draft is saved first, so a draft that cannot be saved
 * stops everything before the site's version changes.
 */
async function carryOnWithout(
  req: PayloadRequest,
  offerId: number,
  herId: number,
  names: LeavingNames,
  edit: OfferWordsEdit,
) {
  const as = { collection: 'offers', id: offerId, depth: 0, req } as const
  const acting = { overrideAccess: !req.user, user: req.user ?? undefined }
  const published = await req.payload.findByID({ ...as, draft: false, overrideAccess: true })
  const latest = await req.payload.findByID({ ...as, draft: true, overrideAccess: true })
  const isPublished = published._status === 'published'
  const draft = {
    ...editable(latest),
    ...wordsOf(latest, names, edit),
    stylists: withoutHer(ids(latest.stylists), herId),
  }
  if (!isPublished) {
    await req.payload.update({ ...as, ...acting, draft: true, data: draft })
    return
  }
  if (latest._status !== 'draft') {
    await req.payload.update({
      ...as,
      ...acting,
      draft: false,
      data: {
        ...wordsOf(published, names, edit),
        stylists: withoutHer(ids(published.stylists), herId),
        _status: 'published',
      },
    })
    return
  }
  // A newer draft: saving a document merges onto its latest version, so the published one is
  // saved with its own fields, and the draft saved again on top of it.
  await req.payload.update({ ...as, ...acting, draft: true, data: draft })
  await req.payload.update({
    ...as,
    ...acting,
    draft: false,
    data: {
      ...editable(published),
      ...wordsOf(published, names, edit),
      stylists: withoutHer(ids(published.stylists), herId),
      _status: 'published',
    },
  })
  await req.payload.update({ ...as, ...acting, draft: true, data: draft })
}

/**
 * What carrying an offer on makes of its words, each checked as the offer's save will check it
 * (her still named counts: she leaves after her offers are saved), so the dialog can ask for
 * the words that would be refused before the save, in place (ADR 056).
 */
function carryOnPreview(
  docs: Offer[],
  her: Stylist,
  leaving: LeavingNames,
  names: Awaited<ReturnType<typeof namesOf>>,
  slug: string,
): NonNullable<LeavingPreview['offers'][number]['carryOn']> {
  type Words = Record<(typeof offerWordFields)[number], string>
  // The version the site shows first: its words are offered, unless another version's words
  // (a draft's) are the ones that would be refused.
  const shown = shownVersion(docs)
  const checked = [shown, ...docs.filter((d) => d !== shown)].map((doc) => {
    const reworded = wordsOf(doc, leaving)
    const after = { ...doc, ...reworded, stylists: withoutHer(ids(doc.stylists), her.id) }
    const words = Object.fromEntries(
      offerWordFields.map((field) => [field, String(reworded[field] ?? '')]),
    ) as Words
    const problems = offerWordFields.map((field) => {
      const problem = offerWordsProblem(words[field] || null, after, names)
      return problem === true ? null : problem
    })
    return { words, problems }
  })
  const words = { ...checked[0]!.words }
  const problems: Partial<Words> = {}
  offerWordFields.forEach((field, i) => {
    const refused = checked.find((c) => c.problems[i])
    if (!refused) return
    problems[field] = refused.problems[i]!
    words[field] = refused.words[field]
  })
  return {
    title: checked[0]!.words.title,
    address: `/offers/${slugWithout(slug, her) ?? slug}`,
    words,
    problems,
  }
}

const relIdSchema = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((s) => Number(s)),
  z.object({ id: z.number().int() }).transform((d) => d.id),
  z.object({ value: z.number().int() }).transform((d) => d.value),
])
const previewBody = z
  .object({ alternatives: z.array(relIdSchema).max(200).nullish() })
  .nullish()
  .transform((b) => b ?? {})

const noStore = { 'cache-control': 'no-store' }

/**
 * POST /cms-api/stylists/:id/leaving — for those who may change the team: the offers naming her,
 * and the clients with a live quote with her and whom they would be offered (the alternatives
 * the form holds, `{ "alternatives": [ids] }`, else her saved ones).
 */
export async function leavingPreview(req: PayloadRequest): Promise<Response> {
  if (!req.user)
    return Response.json({ message: 'Please sign in' }, { status: 401, headers: noStore })
  if (!hasRole(req.user as never, 'owner', 'manager'))
    return Response.json(
      { message: 'Only owners and managers change the team.' },
      { status: 403, headers: noStore },
    )
  const id = Number(req.routeParams?.id)
  let raw: unknown
  try {
    raw = await req.json?.()
  } catch {
    raw = undefined
  }
  const body = previewBody.safeParse(raw)
  if (!Number.isInteger(id) || id <= 0 || !body.success)
    return Response.json(
      { message: 'Send the alternatives as a list, or nothing.' },
      { status: 400, headers: noStore },
    )
  const her = await req.payload
    .findByID({ collection: 'stylists', id, depth: 0, overrideAccess: false, user: req.user })
    .catch(() => null)
  if (!her) return Response.json({ message: 'Not found' }, { status: 404, headers: noStore })
  const now = new Date()
  const { offers, versions, world } = await namingHer(req, her.id, now)
  const words = await titled(req.payload, offers, versions)
  const leavingNames = await namesLeaving(req, her, versions)
  const quotes = await liveQuotesWithLeft(req.payload, {
    user: req.user,
    now,
    asIfLeft: { id: her.id, alternativeIds: body.data.alternatives ?? undefined },
  })
  const names = await namesOf(req)
  const answer: LeavingPreview = {
    firstName: her.firstName,
    offers: words.map(({ id, title, others, canCarryOn, rule }) => ({
      id,
      title,
      // What "carry on" will make of its words and address, shown before she chooses.
      carryOn: canCarryOn
        ? carryOnPreview(versions.get(id)!, her, leavingNames(id), names, rule.slug)
        : null,
      status: offerStatusText(offerStatus(rule, world, now)),
      others,
      canCarryOn,
    })),
    quotes: quotes.map(({ id, name, createdAt, what, left }) => ({
      id,
      name,
      createdAt,
      what,
      left,
    })),
  }
  return Response.json(answer, { headers: noStore })
}
