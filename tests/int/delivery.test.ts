// Quote delivery and application notices through the public API, with a real SMTP server and
// an HTTP stand-in for the SMS provider on loopback, and the real job queue.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as cmsPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'

import { startSmsProvider, startSmtp } from './fakes'
import { bootPayload, call } from './harness'
import { validQuote } from './quotes'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>

beforeAll(async () => {
  smtp = await startSmtp()
  sms = await startSmsProvider('AC_test_account', 'test-token')
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    TWILIO_ACCOUNT_SID: 'AC_test_account',
    TWILIO_AUTH_TOKEN: 'test-token',
    TWILIO_FROM: '+447700900000',
    TWILIO_API_BASE: sms.url,
    SALON_NOTIFY_EMAIL: 'jobs@willowandwren.example',
  })
  payload = await bootPayload()
})

afterAll(async () => {
  await smtp?.stop()
  await sms?.stop()
})

/** Runs the delivery queue until nothing is left to do now (backoffs in tests are milliseconds). */
async function drainJobs(rounds = 12) {
  for (let i = 0; i < rounds; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 60))
  }
}

async function save(overrides: Record<string, unknown>) {
  const res = await call(saveQuote, { method: 'POST', body: await validQuote(overrides) })
  expect(res.status).toBe(201)
  const doc = (
    await payload.find({ collection: 'quotes', where: { link: { equals: res.json.link } } })
  ).docs[0]!
  return { link: res.json.link as string, doc }
}

describe('quote delivery', () => {
  it('sends a new client the quote by e-mail and text message, with the first-visit offer', async () => {
    const { link, doc } = await save({
      email: 'new.client@example.com',
      mobile: '07700 900111',
      regular: 'no',
    })
    await drainJobs(2)
    const mails = smtp.mails.filter((m) => m.to.includes('new.client@example.com'))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!.body
    for (const part of [
      'Full head foils',
      '£115',
      'Toner',
      'Cut, dry & style',
      `https://salon.test/quote/${link}`,
      'QG20',
    ]) {
      expect(mail).toContain(part)
    }
    expect(mail).toContain(`Total estimated cost: £${doc.totalPence / 100}`)
    expect(mail).toMatch(/Subject: .*Your.Willow.&.Wren.quote/)
    const texts = sms.messages.filter((m) => m.to === '+447700900111')
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('Hi Jo')
    expect(texts[0]!.body).toContain(`https://salon.test/quote/${link}`)
    expect(texts[0]!.body).toContain('QG20')
    expect(texts[0]!.from).toBe('+447700900000')
    const after = await payload.findByID({ collection: 'quotes', id: doc.id })
    expect(after.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
    expect(after.delivery?.log?.map((l) => [l.channel, l.ok])).toEqual([
      ['email', true],
      ['sms', true],
    ])
  })

  it('sends regular clients no offer', async () => {
    await save({ email: 'regular@example.com', mobile: '07700 900222', regular: 'yes' })
    await drainJobs(2)
    const mail = smtp.mails.find((m) => m.to.includes('regular@example.com'))!
    expect(mail.body).not.toContain('QG20')
    expect(sms.messages.find((m) => m.to === '+447700900222')!.body).not.toContain('QG20')
  })

  it('keeps saving while the mail server is down, retries, and delivers every message exactly once when it is back', async () => {
    const port = smtp.port
    await smtp.stop()
    const saved = []
    for (const n of [1, 2, 3])
      saved.push(await save({ email: `outage${n}@example.com`, mobile: `07700 90033${n}` }))
    await drainJobs(2)
    for (const { doc } of saved) {
      const q = await payload.findByID({ collection: 'quotes', id: doc.id })
      expect(q.delivery?.sms).toBe('sent')
      expect(q.delivery?.email).toBe('retrying')
      expect(q.delivery?.log?.some((l) => l.channel === 'email' && !l.ok)).toBe(true)
    }
    smtp = await startSmtp(port)
    const before = smtp.mails.length
    await drainJobs()
    for (const n of [1, 2, 3]) {
      expect(smtp.mails.filter((m) => m.to.includes(`outage${n}@example.com`))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === `+44770090033${n}`)).toHaveLength(1)
    }
    expect(smtp.mails.length - before).toBe(3)
    for (const { doc } of saved) {
      expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject(
        { email: 'sent', sms: 'sent' },
      )
    }
  })

  it('keeps each message single when runners work on the same quote at once', async () => {
    // Bypasses the job queue's own claiming: eight runners deliver the same quotes together, so a
    // runner recording its e-mail attempt races another one sending the text for the same quote.
    const { deliverQuote } = await import('@/delivery/deliver.server')
    const saved = []
    for (const n of [1, 2, 3, 4, 5, 6])
      saved.push(await save({ email: `same${n}@example.com`, mobile: `07700 90077${n}` }))
    // Staggered starts, so that later runners arrive while earlier ones are recording attempts.
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms))
    await Promise.all(
      saved.flatMap(({ doc }) =>
        Array.from({ length: 8 }, (_, i) => later(i * 4).then(() => deliverQuote(payload, doc.id))),
      ),
    )
    for (const [i, { doc }] of saved.entries()) {
      const n = i + 1
      expect(smtp.mails.filter((m) => m.to.includes(`same${n}@example.com`))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === `+44770090077${n}`)).toHaveLength(1)
      const quote = await payload.findByID({ collection: 'quotes', id: doc.id })
      expect(quote.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
      expect(quote.delivery?.log?.map((l) => `${l.channel}:${l.ok}`).sort()).toEqual([
        'email:true',
        'sms:true',
      ])
    }
  })

  it('marks a delivery that keeps failing as failed so staff can resend it', async () => {
    sms.state.failFor.add('+447700900444')
    const { doc } = await save({ email: 'sms-fails@example.com', mobile: '07700 900444' })
    await drainJobs(20)
    const q = await payload.findByID({ collection: 'quotes', id: doc.id })
    expect(q.delivery).toMatchObject({ email: 'sent', sms: 'failed' })
    expect(q.delivery?.log?.filter((l) => l.channel === 'sms' && !l.ok)).toHaveLength(4)
    expect(smtp.mails.filter((m) => m.to.includes('sms-fails@example.com'))).toHaveLength(1)

    // Anonymous visitors cannot trigger a resend; staff can, with one call (the admin button).
    const resend = (headers: Record<string, string>) =>
      cmsPost(
        new Request(`http://localhost/cms-api/quotes/${doc.id}/resend`, {
          method: 'POST',
          headers,
        }),
        {
          params: Promise.resolve({ slug: ['quotes', String(doc.id), 'resend'] }),
        },
      )
    expect((await resend({})).status).toBe(401)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' },
    })
    sms.state.failFor.delete('+447700900444')
    expect((await resend({ authorization: `JWT ${token}` })).status).toBe(200)
    await drainJobs(3)
    expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject({
      email: 'sent',
      sms: 'sent',
    })
    expect(sms.messages.filter((m) => m.to === '+447700900444')).toHaveLength(1)
    expect(smtp.mails.filter((m) => m.to.includes('sms-fails@example.com'))).toHaveLength(1)
  })
})

describe('several job runners at once', () => {
  it('never send the same message twice', async () => {
    const saved = []
    for (const n of [1, 2, 3, 4])
      saved.push(await save({ email: `race${n}@example.com`, mobile: `07700 90066${n}` }))
    // Four runners take the queue at the same moment (the app, a worker, another instance…).
    await Promise.all([1, 2, 3, 4].map(() => payload.jobs.run({ queue: 'delivery', limit: 50 })))
    await drainJobs(3)
    for (const n of [1, 2, 3, 4]) {
      expect(smtp.mails.filter((m) => m.to.includes(`race${n}@example.com`))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === `+44770090066${n}`)).toHaveLength(1)
    }
    for (const { doc } of saved) {
      expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject(
        { email: 'sent', sms: 'sent' },
      )
    }
  })
})

describe('job application notices', () => {
  it('stores the application and tells the salon by e-mail', async () => {
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Robin Applicant',
        mobile: '07700900555',
        email: 'robin@example.com',
        role: 'Apprentice',
        position: 'Apprentice',
        about: 'Keen.',
        why_hair: 'Creative.',
        why_us: 'Your academy.',
      },
    })
    expect(res.status).toBe(201)
    await drainJobs(2)
    const mail = smtp.mails.find((m) => m.to.includes('jobs@willowandwren.example'))
    expect(mail?.body).toContain('Robin Applicant')
    expect(mail?.body).toContain('Subject: New Apprentice application: Robin Applicant')
    const app = (
      await payload.find({
        collection: 'job-applications',
        where: { email: { equals: 'robin@example.com' } },
      })
    ).docs[0]!
    expect(app.notified).toBe('sent')
  })
})
