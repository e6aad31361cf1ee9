// The demo's prices to confirm (issue 48): a few of the demo's colour quotes with a request in
// each state — waiting (one past the salon's promise), a question sent, confirmed as it was,
// confirmed with changes and a skin test to book, and asked in for a consultation — sent and
// acted on through the same functions as the site and the admin, with photos drawn like the rest
// of the demo's art. And the demo's stylist sign-in, whose requests they partly are.
import 'server-only'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { applyAction } from '@/collections/confirmation-requests/act.server'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { runConfirmationRetention } from '@/confirm/records.server'
import { submitReply, submitRequestForm } from '@/confirm/request.server'

import { hairLengthSvg, type SeedLength } from './art/hair-bands'

export const demoStylistEmail = 'stylist@willowandwren.example'

const hours = (h: number) => h * 60 * 60 * 1000

/** A photo of her hair as a phone would send it: the demo's portrait, in her colour. */
async function photo(length: SeedLength, hue: number): Promise<Buffer> {
  return sharp(Buffer.from(hairLengthSvg(length)))
    .resize({ width: 900 })
    .modulate({ hue })
    .jpeg({ quality: 82 })
    .toBuffer()
}

type Plan = {
  state: 'waiting' | 'late' | 'question' | 'confirmed' | 'adjusted' | 'consultation' | 'expired'
  answers: [string, string][]
  length: SeedLength
}

const common: [string, string][] = [['photoConsent', 'on']]
const plans: Plan[] = [
  {
    state: 'waiting',
    length: 'long',
    answers: [
      ['colour', 'salon'],
      ['colourWhen', '3-to-12-months'],
      ['treatments', 'none'],
      ['condition', 'healthy'],
      ['skinTest', 'within-6-months'],
      ['goal', 'Brighter around my face, soft and blended, nothing stripy.'],
    ],
  },
  {
    state: 'late',
    length: 'extra-long',
    answers: [
      ['colour', 'home'],
      ['colourWhen', '1-to-2-years'],
      ['treatments', 'keratin'],
      ['condition', 'dry'],
      ['skinTest', 'never'],
      ['goal', 'Lighter, but I had box dye last year.'],
    ],
  },
  {
    state: 'question',
    length: 'medium',
    answers: [
      ['colour', 'home'],
      ['colour', 'henna'],
      ['colourWhen', 'under-3-months'],
      ['treatments', 'none'],
      ['condition', 'breaking'],
      ['skinTest', 'longer-ago'],
    ],
  },
  {
    state: 'confirmed',
    length: 'medium',
    answers: [
      ['colour', 'none'],
      ['treatments', 'none'],
      ['condition', 'healthy'],
      ['skinTest', 'within-6-months'],
      ['goal', 'Warm honey tones.'],
    ],
  },
  {
    state: 'adjusted',
    length: 'long',
    answers: [
      ['colour', 'salon'],
      ['colour', 'bleach'],
      ['colourWhen', '3-to-12-months'],
      ['treatments', 'none'],
      ['condition', 'dry'],
      ['skinTest', 'never'],
      ['health.reaction', 'no'],
      ['health.tattoo', 'no'],
      ['healthConsent', 'on'],
    ],
  },
  {
    state: 'consultation',
    length: 'long',
    answers: [
      ['colour', 'bleach'],
      ['colourWhen', 'under-3-months'],
      ['treatments', 'relaxer'],
      ['condition', 'breaking'],
      ['skinTest', 'never'],
      ['goal', 'Platinum blonde from dark brown.'],
    ],
  },
  {
    // Confirmed five weeks ago and never booked: its four weeks have run out.
    state: 'expired',
    length: 'short',
    answers: [
      ['colour', 'salon'],
      ['colourWhen', '3-to-12-months'],
      ['treatments', 'none'],
      ['condition', 'healthy'],
      ['skinTest', 'within-6-months'],
    ],
  },
]

function formOf(entries: [string, string][], photos: Record<string, Buffer>) {
  const f = new FormData()
  f.append('intent', 'request')
  for (const [k, v] of [...entries, ...common]) f.append(k, v)
  for (const [k, bytes] of Object.entries(photos))
    f.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg')
  return f
}

export async function seedDemoConfirmations(
  payload: Payload,
  opts: { now?: Date; stylistPassword?: string } = {},
): Promise<{ confirmationRequests: number; stylistAccounts: number }> {
  const now = opts.now ?? new Date()
  // The newest colour quotes with a stylist (her requests go to her), one level quote among them.
  const quotes = await payload.find({
    collection: 'quotes',
    where: { and: [{ serviceType: { equals: 'Colour' } }, { erasedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: 40,
    depth: 0,
    overrideAccess: true,
  })
  const withStylist = quotes.docs.filter((q) => readSnapshot(q.quote).stylist)
  // The expired one is an older quote: it was confirmed weeks ago.
  const older = (
    await payload.find({
      collection: 'quotes',
      where: {
        and: [
          { serviceType: { equals: 'Colour' } },
          { stylist: { exists: true } },
          { createdAt: { less_than: new Date(now.getTime() - hours(40 * 24)).toISOString() } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  const chosen = [
    ...withStylist.slice(0, plans.length - 1),
    older[0] ?? withStylist[plans.length - 1],
  ]
  const manager = (
    await payload.find({
      collection: 'users',
      where: { roles: { contains: 'manager' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  let made = 0
  for (const [i, plan] of plans.entries()) {
    const quote = chosen[i]
    if (!quote) break
    const sentAt = new Date(
      now.getTime() -
        hours(plan.state === 'late' ? 40 : plan.state === 'expired' ? 36 * 24 : 3 + i * 5),
    )
    const photos = {
      'photo.front': await photo(plan.length, 0),
      'photo.back': await photo(plan.length, 8),
      ...(i % 2 === 0 ? { 'photo.wanted': await photo(plan.length, 30) } : {}),
    }
    const sent = await submitRequestForm(payload, quote.link, formOf(plan.answers, photos), sentAt)
    if (!sent.ok) throw new Error(`demo request: ${sent.message}`)
    made++
    const request = (
      await payload.find({
        collection: 'confirmation-requests',
        where: { quote: { equals: quote.id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const snap = readSnapshot(quote.quote)
    const staff = { id: Number(manager?.id ?? 0), name: snap.stylist?.name ?? 'Demo Manager' }
    const at = new Date(sentAt.getTime() + hours(2))
    const act = (input: Parameters<typeof applyAction>[2], when = at) =>
      applyAction(payload, request.id, input, staff, when).then((r) => {
        if (!r.ok) throw new Error(`demo request: ${r.message}`)
        return r
      })
    if (plan.state === 'question') {
      await act({
        action: 'ask',
        revision: 1,
        question: 'Is the dark colour underneath box dye or henna, and roughly when was it put on?',
      })
    } else if (plan.state === 'confirmed' || plan.state === 'expired') {
      await act({ action: 'confirm', revision: 1 })
    } else if (plan.state === 'adjusted') {
      await act({
        action: 'ask',
        revision: 1,
        question: 'Is there any bleach left in your lengths from last summer?',
      })
      const reply = new FormData()
      reply.append('reply', 'Yes, the ends were bleached in June and have been toned since.')
      await submitReply(payload, quote.link, reply, new Date(at.getTime() + hours(1)))
      await act(
        {
          action: 'adjust',
          revision: 3,
          adjustment: {
            hair: {},
            serviceIds: snap.services.map((x) => x.id),
            reasons: {},
            ownLines: [
              {
                name: 'Colour correction time',
                pence: 3000,
                reason: 'The bleached ends need an extra step so the new colour takes evenly.',
              },
            ],
          },
        },
        new Date(at.getTime() + hours(2)),
      )
    } else if (plan.state === 'consultation') {
      await act({
        action: 'consultation',
        revision: 1,
        note: 'Relaxed hair with fresh bleach: we need to test a strand before any lightening.',
      })
    }
  }

  // The nightly job lets the old confirmation lapse, as it would have.
  await runConfirmationRetention(payload, now)

  // The stylist of the first requests signs in to confirm them (demo only).
  let stylistAccounts = 0
  const first = chosen[0] && readSnapshot(chosen[0].quote).stylist
  if (opts.stylistPassword && first) {
    await payload.create({
      collection: 'users',
      data: {
        email: demoStylistEmail,
        name: first.name,
        roles: ['stylist'],
        stylist: first.id,
        password: opts.stylistPassword,
      } as never,
    })
    stylistAccounts = 1
  }
  return { confirmationRequests: made, stylistAccounts }
}
