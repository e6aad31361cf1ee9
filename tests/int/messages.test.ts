// The Messages global and staff invitations (ADR 013), through the real REST
// API, a real SMTP server and the SMS stand-in: a manager's wording, and the first-visit offer
// she edits under Offers (ADR 025), reach the next quote's e-mail and text; unknown
// placeholders are refused; a saved quote keeps its offer;
// positions per role; "How did you hear about us?" answers; an invitation e-mails a SITE_URL link that sets a password and expires.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { defaultMessages, retiredQuoteWording } from '@/content/message-templates'
import { mapMessages } from '@/content/map'
import { defaultReferralOptions } from '@/forms/quote-details'
import { applicationPages } from '@/seed/data/recruitment'
import { addMissingMessages } from '@/seed/seed.server'

import { startSmsProvider, startSmtp } from './fakes'
import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>
let manager: string
let owner: string
/** The first-visit offer (the seeded "general" offer) as seeded, put back after the tests. */
let firstVisit: {
  id: number
  discountPercent?: number | null
  code?: string | null
  validDays: number
}

beforeAll(async () => {
  smtp = await startSmtp()
  sms = await startSmsProvider('AC_msg_account', 'msg-token')
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    TWILIO_ACCOUNT_SID: 'AC_msg_account',
    TWILIO_AUTH_TOKEN: 'msg-token',
    TWILIO_FROM: '+447700900000',
    TWILIO_API_BASE: sms.url,
    SALON_NOTIFY_EMAIL: 'jobs@salon.test',
  })
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
  owner = (await login(demoEmail.owner)).cookie!
  const general = await payload.find({
    collection: 'offers',
    where: { slug: { equals: 'general' } },
    depth: 0,
    limit: 1,
  })
  firstVisit = general.docs[0]!
})

afterAll(async () => {
  // Back to the seeded wording for any test file that runs after this one.
  if (firstVisit) {
    const { id, discountPercent, code, validDays } = firstVisit
    await payload.update({
      collection: 'offers',
      id,
      data: { discountPercent, code, validDays, _status: 'published' },
    })
  }
  await payload.updateGlobal({
    slug: 'messages',
    data: {
      ...defaultMessages,
      finishForm: { referralOptions: defaultReferralOptions.map((label) => ({ label })) },
    },
  })
  for (const k of ['SMTP_HOST', 'SMTP_PORT', 'TWILIO_API_BASE', 'SALON_NOTIFY_EMAIL'])
    delete process.env[k]
  await smtp?.stop()
  await sms?.stop()
})

async function drainJobs(rounds = 4) {
  for (let i = 0; i < rounds; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 50))
  }
}

const setMessages = (data: Record<string, unknown>, cookie = manager) =>
  rest('POST', '/cms-api/globals/messages', { cookie, body: data })

/** The manager edits the first-visit offer and publishes it, as the admin's Offers screen does. */
const setFirstVisitOffer = (data: Record<string, unknown>) =>
  rest('PATCH', `/cms-api/offers/${firstVisit.id}`, {
    cookie: manager,
    body: { ...data, _status: 'published' },
  })

describe('messages as settings', () => {
  it('refuses a template with an unknown placeholder and names it', async () => {
    const res = await setMessages({ quoteSms: { newClient: 'Hi {firstName} {frist}, {totl}' } })
    expect(res.status).toBe(400)
    expect(res.text).toContain('Unknown placeholders {frist}, {totl}')
    const app = await setMessages({ applicationNotice: { subject: '{firstName} applied' } })
    expect(app.status).toBe(400)
    expect(app.text).toContain('Unknown placeholder {firstName}')
  })

  it('is edited by managers, never by front desk or visitors', async () => {
    const desk = (await login(demoEmail['front-desk'])).cookie!
    expect((await setMessages({ quoteEmail: { subject: 'Desk' } }, desk)).status).toBe(403)
    const anon = await rest('POST', '/cms-api/globals/messages', {
      body: { quoteEmail: { subject: 'Anon' } },
    })
    expect(anon.status).toBe(403)
  })

  it('sends the next quote with the manager’s offer and wording, and a saved quote keeps its offer', async () => {
    // The first-visit offer is an offer like any other: the manager edits it under Offers.
    const offer = await setFirstVisitOffer({ discountPercent: 25, code: 'SPRING25', validDays: 14 })
    expect(offer.status, offer.text).toBe(200)
    const res = await setMessages({
      quoteEmail: {
        subject: '{firstName}, your {brand} quote is {total}',
        offer: 'Take {offerPercent}% off with {offerCode}: {offerPrice} until {validUntil}.',
      },
      quoteSms: {
        newClient: 'Hello {firstName}! {total}, {offerPercent}% off: {offerCode}. {link}',
      },
    })
    expect(res.status, res.text).toBe(200)

    const saved = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        email: 'templated@example.com',
        mobile: '07700 900222',
        regular: 'no',
      }),
    })
    expect(saved.status).toBe(201)
    const link = saved.json.link as string
    await drainJobs()

    const mail = smtp.mails.find((m) => m.to.includes('templated@example.com'))
    expect(mail, 'the e-mail arrived').toBeDefined()
    // The subject is encoded (£); the e2e test reads it in the outbox.
    expect(mail!.body).toContain('Take 25% off with SPRING25')
    const text = sms.messages.find((m) => m.to === '+447700900222')
    expect(text?.body).toMatch(
      /^Hello Jo! £\d+, 25% off: SPRING25\. https:\/\/salon\.test\/quote\//,
    )

    const read = await call(getQuote, { params: { link } })
    // Good for 14 days: until the end of the 14th day after the quote.
    const days = (Date.parse(read.json.expires_at) - Date.parse(read.json.created_at)) / 86_400_000
    expect(days).toBeGreaterThan(14)
    expect(days).toBeLessThan(15)
    expect(read.json.offer).toMatchObject({ code: 'SPRING25', percentOff: 25, validDays: 14 })
    expect(read.json.applied_offer).toMatchObject({
      slug: 'general',
      code: 'SPRING25',
      benefit: { kind: 'percent', percent: 25 },
      saving_text: '25% off',
    })

    // A later change applies to later quotes; this client keeps what she was promised.
    expect((await setFirstVisitOffer({ discountPercent: 10, code: 'AUTUMN10' })).status).toBe(200)
    const again = await call(getQuote, { params: { link } })
    expect(again.json.offer).toMatchObject({ code: 'SPRING25', percentOff: 25 })
    expect(again.json.applied_offer).toMatchObject({ code: 'SPRING25', saving_text: '25% off' })
  })

  it('falls back to the standard wording when a template is emptied', async () => {
    expect((await setMessages({ quoteSms: { newClient: '', regular: '' } })).status).toBe(200)
    await call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        email: 'fallback@example.com',
        mobile: '07700 900333',
        regular: 'yes',
      }),
    })
    await drainJobs()
    const text = sms.messages.find((m) => m.to === '+447700900333')
    // The standard wording: with an offer when the quote carries one (a seasonal offer is for
    // regular clients too), without one otherwise.
    expect(text?.body).toMatch(
      /^Hi Jo, your .+ quote with an? .+ at .+: £\d+(\.| with .+ \(£\d+ before\)\. Code .+\.) View it: https:\/\/salon\.test\/quote\//,
    )
  })

  it('offers the positions kept in settings for each role', async () => {
    const res = await setMessages({
      recruitment: { positions: [{ role: 'Stylist', title: 'Colourist' }] },
    })
    expect(res.status, res.text).toBe(200)
    const body = (position: string) => ({
      name: 'Sam Lee',
      mobile: '07700 900444',
      email: `sam-${position.length}@example.com`,
      role: 'Stylist',
      position,
      about: 'Ten years in salons',
      why_hair: 'Colour',
      why_us: 'The team',
    })
    expect((await call(joinus, { method: 'POST', body: body('Colourist') })).status).toBe(201)
    const refused = await call(joinus, { method: 'POST', body: body('Senior Stylist') })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('Position is required')
    // Roles with no positions in settings keep the standard ones.
    expect(
      (await call(joinus, { method: 'POST', body: { ...body('Assistant'), role: 'Apprentice' } }))
        .status,
    ).toBe(201)
  })
})

describe('application pages', () => {
  const pagesNow = async () =>
    mapMessages(await payload.findGlobal({ slug: 'messages', depth: 0 })).applicationPages

  it('start with the seeded words and show what a manager writes; one page per role', async () => {
    expect((await pagesNow()).Apprentice?.title).toBe(applicationPages[1]?.title)
    const mine = { role: 'Stylist', title: 'Colourists wanted', intro: 'Come and colour with us.' }
    const res = await setMessages({
      recruitment: { applicationPages: [mine, ...applicationPages.slice(1)] },
    })
    expect(res.status, res.text).toBe(200)
    expect((await pagesNow()).Stylist).toEqual({ title: mine.title, intro: mine.intro })
    const twice = await setMessages({ recruitment: { applicationPages: [mine, mine] } })
    expect(twice.status).toBe(400)
    expect(twice.text).toMatch(/Stylist appears twice/)
    expect((await setMessages({ recruitment: { applicationPages } }, owner)).status).toBe(200)
  })
})

describe('"How did you hear about us?" answers', () => {
  const answers = (...labels: string[]) => ({
    finishForm: { referralOptions: labels.map((label) => ({ label })) },
  })
  const save = async (n: number, referral: string) =>
    call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        email: `heard-${n}@example.com`,
        mobile: `07700 90055${n}`,
        referral,
      }),
    })
  const stored = async (email: string) =>
    (
      await payload.find({
        collection: 'quotes',
        where: { email: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]?.referral

  it('start as the standard answers, which the public API accepts', async () => {
    const messages = await payload.findGlobal({ slug: 'messages', depth: 0 })
    expect(messages.finishForm?.referralOptions?.map((o) => o.label)).toEqual([
      ...defaultReferralOptions,
    ])
    const res = await save(1, 'Work colleague')
    expect(res.status, JSON.stringify(res.json)).toBe(201)
  })

  it('are the list a manager keeps: a new answer is accepted and stored, a removed one refused, a saved quote keeps its answer', async () => {
    const res = await setMessages(answers('Instagram', 'Google', 'Walked past'))
    expect(res.status, res.text).toBe(200)

    const insta = await save(2, 'Instagram')
    expect(insta.status, JSON.stringify(insta.json)).toBe(201)
    expect(await stored('heard-2@example.com')).toBe('Instagram')

    const removed = await save(3, 'Work colleague')
    expect(removed.status).toBe(400)
    expect(removed.json.fields.referral).toBe('How did you hear about us is required')
    expect(removed.json.message).toBe('How did you hear about us is required')
    const unknown = await save(4, 'A billboard on the moon')
    expect(unknown.status).toBe(400)
    expect(unknown.json.fields.referral).toBe('How did you hear about us is required')
    expect(await stored('heard-4@example.com')).toBeUndefined()

    // The quote saved before the change keeps the answer it was given.
    expect(await stored('heard-1@example.com')).toBe('Work colleague')
  })

  it('refuses an empty list, a blank or repeated answer, and front desk or visitors', async () => {
    const empty = await setMessages(answers())
    expect(empty.status).toBe(400)
    expect(empty.text).toContain('Add at least one answer')
    const twice = await setMessages(answers('Instagram', 'instagram'))
    expect(twice.status).toBe(400)
    expect(twice.text).toContain('is listed twice')
    const desk = (await login(demoEmail['front-desk'])).cookie!
    expect((await setMessages(answers('Desk answer'), desk)).status).toBe(403)
    const anon = await rest('POST', '/cms-api/globals/messages', { body: answers('Anon answer') })
    expect(anon.status).toBe(403)
    const after = await payload.findGlobal({ slug: 'messages', depth: 0 })
    expect(after.finishForm?.referralOptions?.map((o) => o.label)).toEqual([
      'Instagram',
      'Google',
      'Walked past',
    ])
  })

  it('fall back to the standard answers when the database holds none', async () => {
    // As on a site upgraded from before the answers were settings (the admin refuses an empty list).
    await payload.db.updateGlobal({
      slug: 'messages',
      data: { finishForm: { referralOptions: [] } },
      req: {},
    })
    const res = await save(5, 'Friends-family')
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    expect((await save(6, 'Instagram')).status).toBe(400)

    // The upgrade step (db:prepare) writes the standard answers in, leaving the wording as it was.
    const before = await payload.findGlobal({ slug: 'messages', depth: 0 })
    expect(await addMissingMessages(payload)).toBe(true)
    const after = await payload.findGlobal({ slug: 'messages', depth: 0 })
    expect(after.finishForm?.referralOptions?.map((o) => o.label)).toEqual([
      ...defaultReferralOptions,
    ])
    expect(after.quoteEmail).toEqual(before.quoteEmail)
    expect(after.quoteSms).toEqual(before.quoteSms)
    expect(await addMissingMessages(payload)).toBe(false)
  })
})

describe('the upgrade of the standard wording (ADR 025, ADR 032)', () => {
  it('moves wording that assumed a first-visit percentage, or texts that did not name the stylist, to today’s, keeping a manager’s own', async () => {
    await payload.updateGlobal({
      slug: 'messages',
      data: {
        quoteEmail: {
          ...defaultMessages.quoteEmail,
          offerHeading: retiredQuoteWording.quoteEmail.offerHeading[0],
          offer: 'Our own words: {offerPercent}% off with {offerCode}.',
        },
        // The standard texts of before ADR 032, which did not name the stylist.
        quoteSms: {
          newClient: retiredQuoteWording.quoteSms.newClient[1],
          regular: retiredQuoteWording.quoteSms.regular[0],
        },
      },
    })
    expect(await addMissingMessages(payload)).toBe(true)
    const after = await payload.findGlobal({ slug: 'messages', depth: 0 })
    expect(after.quoteEmail?.offerHeading).toBe(defaultMessages.quoteEmail.offerHeading)
    expect(after.quoteEmail?.offer).toBe('Our own words: {offerPercent}% off with {offerCode}.')
    expect(after.quoteEmail?.subject).toBe(defaultMessages.quoteEmail.subject)
    expect(after.quoteSms?.newClient).toBe(defaultMessages.quoteSms.newClient)
    expect(after.quoteSms?.regular).toBe(defaultMessages.quoteSms.regular)
    expect(await addMissingMessages(payload)).toBe(false)
  })
})

describe('staff invitations', () => {
  // Staff names are unique (ADR 041), so each invitation names a different person.
  const surnames = ['Ash', 'Birch', 'Cedar', 'Damson', 'Elder', 'Fern']
  let invited = 0
  const invite = async (email: string, cookie = owner) =>
    rest('POST', '/cms-api/users', {
      cookie,
      body: {
        email,
        name: `Nell ${surnames[invited++ % surnames.length]}`,
        roles: ['front-desk'],
        sendInvitation: true,
      },
    })
  const tokenIn = (email: string) => {
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1)
    return /https:\/\/salon\.test\/admin\/reset\/([a-f0-9]+)/.exec(mail?.body ?? '')?.[1]
  }

  it('e-mails a link to SITE_URL that sets her password; no password typed by the owner', async () => {
    const email = `invited-${Date.now()}@salon.test`
    const created = await invite(email)
    expect(created.status, created.text).toBe(201)
    await drainJobs()
    const mail = smtp.mails.find((m) => m.to.includes(email))
    expect(mail?.body).toContain('within 7 days')
    const token = tokenIn(email)
    expect(token, mail?.body).toBeDefined()
    const reset = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: 'Kettle on the blue stove' },
    })
    expect(reset.status, reset.text).toBe(200)
    expect((await login(email, 'Kettle on the blue stove')).status).toBe(200)
    // Used once: the same link does not set a password again.
    const reuse = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: 'Another long password 9' },
    })
    expect(reuse.status).toBe(403)
  })

  it('expires', async () => {
    const email = `late-${Date.now()}@salon.test`
    expect((await invite(email)).status).toBe(201)
    await drainJobs()
    const token = tokenIn(email)
    expect(token).toBeDefined()
    await payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: 'Kettle on the blue stove' },
    })
    expect(late.status).toBe(403)
  })

  it('is sent by owners only', async () => {
    expect((await invite(`nope-${Date.now()}@salon.test`, manager)).status).toBe(403)
  })

  it('with an e-mail server, the link is never shown in the admin, even in a demo', async () => {
    const before = process.env.DEMO_MODE
    process.env.DEMO_MODE = '1'
    try {
      const email = `smtp-${Date.now()}@salon.test`
      const created = await invite(email)
      expect(created.status, created.text).toBe(201)
      const id = (JSON.parse(created.text) as { doc: { id: number } }).doc.id
      await drainJobs()
      expect(tokenIn(email)).toBeDefined()
      for (const cookie of [owner, manager]) {
        const shown = await rest('GET', `/cms-api/users/${id}/demo-invitation`, { cookie })
        expect(shown.status, shown.text).toBe(404)
      }
    } finally {
      if (before === undefined) delete process.env.DEMO_MODE
      else process.env.DEMO_MODE = before
    }
  })
})
