// Quote delivery and application notices through the public API, with a real SMTP server and
// an HTTP stand-in for the SMS provider on loopback, and the real job queue.
import { spawnSync } from 'node:child_process'
import { createConnection } from 'node:net'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as cmsPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { isPostgresDb, rowsOf, runSql } from '@/delivery/claim.server'
import { RESEND_WINDOW_MS } from '@/delivery/resend-window'
import { recoverStalled } from '@/delivery/recovery.server'
import { startJobRunner } from '@/delivery/runner.server'
import {
  beat,
  forgetRunner,
  processLineage,
  readRunners,
  releaseGoneRunners,
  type RunnerRecord,
} from '@/delivery/runners.server'

import { startSmsProvider, startSmtp } from './fakes'
import { bootPayload, call } from './harness'
import { pricedLines, quoteOf, validQuote } from './quotes'

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

  it('sends a quote with a stylist who has her own booking page with "Book with" her link', async () => {
    const megan = (
      await payload.find({ collection: 'stylists', where: { firstName: { equals: 'Megan' } } })
    ).docs[0]!
    expect(megan.bookingUrl).toMatch(/^https:\/\//)
    const levelId = typeof megan.level === 'object' ? megan.level!.id : megan.level!
    const salonId = typeof megan.salon === 'object' ? megan.salon!.id : megan.salon!
    const lines = await pricedLines(['Full head foils', 'Toner', 'Cut, dry & style'], levelId)
    await save({
      email: 'megan.client@example.com',
      mobile: '07700 900777',
      regular: 'yes',
      selector: 'Stylist',
      stylist_id: megan.id,
      level_id: levelId,
      salon_id: salonId,
      quote: quoteOf(lines),
    })
    await drainJobs(2)
    const mail = smtp.mails.find((m) => m.to.includes('megan.client@example.com'))!.body
    expect(mail).toContain(`Book with Megan: ${megan.bookingUrl}`)
    expect(mail).not.toContain('Book a free consultation')
    // A quote by level has nobody's diary to open: the group's link, in the words it had.
    const levelMail = smtp.mails.find((m) => m.to.includes('regular@example.com'))!.body
    expect(levelMail).not.toContain('Book with')
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
    const answer = await resend({ authorization: `JWT ${token}` })
    expect(answer.status).toBe(200)
    // Only what was not delivered is sent again, and the answer says so.
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^The text message will be sent again .*\. The e-mail was delivered and is not sent again\.$/,
    )
    await drainJobs(3)
    expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject({
      email: 'sent',
      sms: 'sent',
    })
    expect(sms.messages.filter((m) => m.to === '+447700900444')).toHaveLength(1)
    expect(smtp.mails.filter((m) => m.to.includes('sms-fails@example.com'))).toHaveLength(1)
  })
})

describe('resend', () => {
  it('sends a delivered quote again, both messages, recorded as new attempts, and says so', async () => {
    const { doc } = await save({ email: 'resend-me@example.com', mobile: '07700 900888' })
    await drainJobs(2)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' },
    })
    const res = await cmsPost(
      new Request(`http://localhost/cms-api/quotes/${doc.id}/resend`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ slug: ['quotes', String(doc.id), 'resend'] }) },
    )
    expect(res.status).toBe(200)
    const answer = (await res.json()) as { message: string }
    expect(answer.message).toMatch(/e-mail and the text message will be sent again/i)
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('resend-me@example.com'))).toHaveLength(2)
    expect(sms.messages.filter((m) => m.to === '+447700900888')).toHaveLength(2)
    const quote = await payload.findByID({ collection: 'quotes', id: doc.id })
    expect(quote.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
    expect(quote.delivery?.log?.map((l) => `${l.channel}:${l.ok}`)).toEqual([
      'email:true',
      'sms:true',
      'email:true',
      'sms:true',
    ])
    // An ordinary retry afterwards sends nothing more: only an explicit resend is a new send.
    await payload.jobs.queue({
      task: 'deliverQuote',
      input: { quoteId: doc.id },
      queue: 'delivery',
    })
    await drainJobs(2)
    expect(smtp.mails.filter((m) => m.to.includes('resend-me@example.com'))).toHaveLength(2)
    expect(sms.messages.filter((m) => m.to === '+447700900888')).toHaveLength(2)
  })
})

describe('resend twice', () => {
  const resendAs = (token: string, id: number) =>
    cmsPost(
      new Request(`http://localhost/cms-api/quotes/${id}/resend`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ slug: ['quotes', String(id), 'resend'] }) },
    )

  it('queues a resend once within the window (a double click), and again after it', async () => {
    const { doc } = await save({ email: 'double-click@example.com', mobile: '07700 900887' })
    await drainJobs(2)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' },
    })
    const mails = () => smtp.mails.filter((m) => m.to.includes('double-click@example.com'))
    const texts = () => sms.messages.filter((m) => m.to === '+447700900887')

    // The first click queues both messages; the runner sends them within the second.
    const first = await resendAs(token!, doc.id)
    expect(first.status).toBe(200)
    expect(((await first.json()) as { message: string }).message).toMatch(/will be sent again/)
    await drainJobs(3)
    expect(mails()).toHaveLength(2)
    expect(texts()).toHaveLength(2)

    // The second click, a moment later: nothing is queued, and the answer says so.
    const second = await resendAs(token!, doc.id)
    expect(second.status).toBe(200)
    expect(await second.json()).toMatchObject({
      ok: true,
      alreadyQueued: true,
      message: 'A resend was asked for a moment ago and is on its way: nothing more will be sent.',
    })
    expect(await jobIds('deliverQuote', 'quoteId', doc.id)).toEqual([])
    await drainJobs(3)
    expect(mails()).toHaveLength(2)
    expect(texts()).toHaveLength(2)
    const quote = await payload.findByID({ collection: 'quotes', id: doc.id })
    expect(quote.delivery).toMatchObject({ email: 'sent', sms: 'sent' })

    // Once the window has passed (the recorded resend moved back rather than waiting), a
    // resend is a new send again.
    const past = new Date(Date.now() - RESEND_WINDOW_MS - 1000).toISOString()
    await runSql(payload, sql`UPDATE quotes SET delivery_resent_at = ${past} WHERE id = ${doc.id}`)
    const third = await resendAs(token!, doc.id)
    expect(third.status).toBe(200)
    expect(((await third.json()) as { message: string }).message).toMatch(/will be sent again/)
    await drainJobs(3)
    expect(mails()).toHaveLength(3)
    expect(texts()).toHaveLength(3)
  })

  it('queues once when two resends arrive at the same instant', async () => {
    const { doc } = await save({ email: 'same-instant@example.com', mobile: '07700 900886' })
    await drainJobs(2)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' },
    })
    const answers = await Promise.all([resendAs(token!, doc.id), resendAs(token!, doc.id)])
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      alreadyQueued?: boolean
    }[]
    expect(bodies.filter((b) => b.alreadyQueued)).toHaveLength(1)
    expect(await jobIds('deliverQuote', 'quoteId', doc.id)).toHaveLength(1)
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('same-instant@example.com'))).toHaveLength(2)
    expect(sms.messages.filter((m) => m.to === '+447700900886')).toHaveLength(2)
  })
})

/** Makes the database look as a runner killed mid-delivery leaves it (minutes ago). */
async function crashedRunner(
  quoteId: number,
  channels: { email?: string; sms?: string },
  minutesAgo = 10,
) {
  const old = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  const yes = isPostgresDb(payload) ? sql`true` : sql`1`
  for (const [channel, status] of Object.entries(channels)) {
    const col = sql.raw(channel === 'email' ? 'delivery_email' : 'delivery_sms')
    const changed = sql.raw(`${channel === 'email' ? 'delivery_email' : 'delivery_sms'}_changed_at`)
    await runSql(
      payload,
      sql`UPDATE quotes SET ${col} = ${status}, ${changed} = ${old} WHERE id = ${quoteId}`,
    )
  }
  // Its job: claimed (processing) and never finished.
  for (const id of await jobIds('deliverQuote', 'quoteId', quoteId))
    await runSql(
      payload,
      sql`UPDATE payload_jobs SET processing = ${yes}, updated_at = ${old} WHERE id = ${id}`,
    )
}

/** Ids of the unfinished jobs of a task for one quote or application. */
async function jobIds(task: string, key: string, id: number) {
  const rows = rowsOf(
    await runSql(
      payload,
      sql`SELECT id, input FROM payload_jobs WHERE task_slug = ${task} AND completed_at IS NULL`,
    ),
  )
  return rows
    .filter((r) => {
      const input = typeof r.input === 'string' ? JSON.parse(r.input) : r.input
      return Number((input as Record<string, unknown>)[key]) === id
    })
    .map((r) => Number(r.id))
}

const TIMEOUT = 2 * 60_000

describe('recovery after a runner dies', () => {
  it('the mail server carries on when a sender dies mid-message, as the crash tests make it', async () => {
    // A killed app resets its SMTP connection inside a transaction; smtp-server reports that as
    // an 'error' event, which was an uncaught exception in the test process (CI: "10 errors").
    const socket = createConnection(smtp.port, '127.0.0.1')
    let lines = 0
    await new Promise<void>((resolve) =>
      socket.on('data', () => {
        lines++
        if (lines === 1) socket.write('EHLO dying.example\r\n')
        if (lines === 2) socket.write('MAIL FROM:<app@willowandwren.example>\r\n')
        if (lines === 3) resolve()
      }),
    )
    socket.resetAndDestroy()
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code)).toContain(
      'ECONNRESET',
    )
    const { doc } = await save({ email: 'after-reset@example.com', mobile: '07700 901009' })
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('after-reset@example.com'))).toHaveLength(1)
    expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery?.email).toBe(
      'sent',
    )
  })

  it('releases the job and claims a killed runner left, and then delivers exactly once', async () => {
    const { doc } = await save({ email: 'crash1@example.com', mobile: '07700 901001' })
    await crashedRunner(doc.id, { email: 'sending', sms: 'pending' })
    // What happened before: the job stays "processing" forever and nothing is ever sent.
    await drainJobs(2)
    expect(smtp.mails.filter((m) => m.to.includes('crash1@example.com'))).toHaveLength(0)

    const recovered = await recoverStalled(payload, TIMEOUT)
    expect(recovered.jobsReleased).toBeGreaterThanOrEqual(1)
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('crash1@example.com'))).toHaveLength(1)
    expect(sms.messages.filter((m) => m.to === '+447700901001')).toHaveLength(1)
    expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject({
      email: 'sent',
      sms: 'sent',
    })
  })

  it('recovers each channel on its own: an e-mail sent before the crash is not sent again', async () => {
    const { doc } = await save({ email: 'crash2@example.com', mobile: '07700 901002' })
    // The runner sent the e-mail, claimed the text and died.
    await crashedRunner(doc.id, { email: 'sent', sms: 'sending' })
    await recoverStalled(payload, TIMEOUT)
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('crash2@example.com'))).toHaveLength(0)
    expect(sms.messages.filter((m) => m.to === '+447700901002')).toHaveLength(1)
    expect((await payload.findByID({ collection: 'quotes', id: doc.id })).delivery).toMatchObject({
      email: 'sent',
      sms: 'sent',
    })
  })

  it('leaves a fresh claim alone: a live runner may still be sending', async () => {
    const { doc } = await save({ email: 'crash3@example.com', mobile: '07700 901003' })
    await crashedRunner(doc.id, { email: 'sending', sms: 'sending' }, 0.5)
    const recovered = await recoverStalled(payload, TIMEOUT)
    expect(recovered.jobsReleased).toBe(0)
    await drainJobs(2)
    expect(smtp.mails.filter((m) => m.to.includes('crash3@example.com'))).toHaveLength(0)
    // Once the claim is older than the timeout, it is taken over.
    await recoverStalled(payload, TIMEOUT, new Date(Date.now() + TIMEOUT))
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('crash3@example.com'))).toHaveLength(1)
    expect(sms.messages.filter((m) => m.to === '+447700901003')).toHaveLength(1)
  })

  it('queues again a saved quote whose job was lost, once even with two runners recovering', async () => {
    const { doc } = await save({ email: 'crash4@example.com', mobile: '07700 901004' })
    for (const id of await jobIds('deliverQuote', 'quoteId', doc.id))
      await runSql(payload, sql`DELETE FROM payload_jobs WHERE id = ${id}`)
    await crashedRunner(doc.id, { email: 'pending', sms: 'pending' })
    const [a, b] = await Promise.all([
      recoverStalled(payload, TIMEOUT),
      recoverStalled(payload, TIMEOUT),
    ])
    expect(a.quotesQueued + b.quotesQueued).toBe(1)
    expect(await jobIds('deliverQuote', 'quoteId', doc.id)).toHaveLength(1)
    await drainJobs(3)
    expect(smtp.mails.filter((m) => m.to.includes('crash4@example.com'))).toHaveLength(1)
    expect(sms.messages.filter((m) => m.to === '+447700901004')).toHaveLength(1)
    expect((await recoverStalled(payload, TIMEOUT)).quotesQueued).toBe(0)
  })

  it('recovers an application notice a killed runner claimed, and tells the salon once', async () => {
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Crash Applicant',
        mobile: '07700901005',
        email: 'crash-applicant@example.com',
        role: 'Apprentice',
        position: 'Apprentice',
        about: 'Keen.',
        why_hair: 'Creative.',
        why_us: 'Your academy.',
      },
    })
    expect(res.status).toBe(201)
    const id = await appId('crash-applicant@example.com')
    const old = new Date(Date.now() - 10 * 60_000).toISOString()
    const yes = isPostgresDb(payload) ? sql`true` : sql`1`
    await runSql(
      payload,
      sql`UPDATE job_applications SET notified = 'sending', notify_changed_at = ${old} WHERE id = ${id}`,
    )
    for (const job of await jobIds('notifyApplication', 'applicationId', id))
      await runSql(
        payload,
        sql`UPDATE payload_jobs SET processing = ${yes}, updated_at = ${old} WHERE id = ${job}`,
      )
    await drainJobs(2)
    const notices = () =>
      smtp.mails.filter(
        (m) => m.body.includes('Crash Applicant') && m.to.includes('jobs@willowandwren.example'),
      )
    expect(notices()).toHaveLength(0)
    await recoverStalled(payload, TIMEOUT)
    await drainJobs(3)
    expect(notices()).toHaveLength(1)
    expect((await payload.findByID({ collection: 'job-applications', id })).notified).toBe('sent')
  })
})

describe('runners that are gone', () => {
  it('releases at once what a killed or silent runner held, never what a live one holds', async () => {
    const now = Date.now()
    const at = (msAgo: number) => new Date(now - msAgo).toISOString()
    const lineage = processLineage()
    expect(lineage).not.toBeNull() // Linux: a process on this machine can be checked
    const deadPid = spawnSync('true').pid! // a process that has ended
    const runner = (id: string, r: Partial<RunnerRecord>): RunnerRecord => ({
      id,
      role: 'web',
      lineage,
      pid: process.pid,
      startedAt: at(10 * 60_000),
      beatAt: at(1000),
      ...r,
    })
    const self = runner('web self', { startedAt: at(0), beatAt: at(0) })
    const killed = runner('web killed', { pid: deadPid }) // beat a second ago, process gone
    const silent = runner('worker silent', { lineage: 'elsewhere', beatAt: at(60_000) })
    const live = runner('worker live', { lineage: 'elsewhere', pid: 1 }) // another machine, beating
    const sameMachineLive = runner('web next door', { pid: process.ppid, beatAt: at(60_000) })
    for (const r of [self, killed, silent, live, sameMachineLive]) await beat(payload, r)

    const claim = async (quoteId: number, channel: 'email' | 'sms', by: string) => {
      const col = sql.raw(`delivery_${channel}`)
      await runSql(
        payload,
        sql`UPDATE quotes SET ${col} = 'sending', ${sql.raw(`delivery_${channel}_changed_at`)} = ${at(1000)},
              ${sql.raw(`delivery_${channel}_claimed_by`)} = ${by}
            WHERE id = ${quoteId}`,
      )
    }
    const yes = isPostgresDb(payload) ? sql`true` : sql`1`
    const quotes = []
    for (const [n, by] of [
      killed.id,
      silent.id,
      'worker stopped', // no record: it stopped and gave back what it could
      live.id,
      sameMachineLive.id,
    ].entries()) {
      const { doc } = await save({ email: `gone${n}@example.com`, mobile: `07700 90300${n}` })
      await claim(doc.id, 'email', by)
      // Its job: taken by the claimant, a minute ago (before this runner started).
      for (const id of await jobIds('deliverQuote', 'quoteId', doc.id))
        await runSql(
          payload,
          sql`UPDATE payload_jobs SET processing = ${yes}, updated_at = ${at(60_000)} WHERE id = ${id}`,
        )
      quotes.push(doc.id)
    }
    // The claim timeout does not release any of them: they are a second old.
    expect((await recoverStalled(payload, TIMEOUT)).jobsReleased).toBe(0)

    const released = await releaseGoneRunners(payload, self, {
      goneAfterMs: 30_000,
      timeoutMs: TIMEOUT,
      queue: 'delivery',
    })
    expect(released.goneRunners.sort()).toEqual(['web killed', 'worker silent', 'worker stopped'])
    expect(released.claimsReleased).toBe(3)
    expect(released.quotesQueued).toBe(3)
    // Every job taken before this runner started: live runners' too, but a job only carries
    // work (its claims decide what is sent), and theirs are not: they started 10 minutes ago.
    expect(released.jobsReleased).toBe(0)
    const status = async (id: number) =>
      (await payload.findByID({ collection: 'quotes', id })).delivery?.email
    expect(await Promise.all(quotes.map(status))).toEqual([
      'retrying',
      'retrying',
      'retrying',
      'sending',
      'sending',
    ])
    // The gone runners' records are removed; the living ones stay.
    expect((await readRunners(payload)).map((r) => r.id).sort()).toEqual([
      'web next door',
      'web self',
      'worker live',
    ])

    await drainJobs(3)
    for (const n of [0, 1, 2]) {
      expect(smtp.mails.filter((m) => m.to.includes(`gone${n}@example.com`))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === `+44770090300${n}`)).toHaveLength(1)
    }
    for (const n of [3, 4])
      expect(smtp.mails.filter((m) => m.to.includes(`gone${n}@example.com`))).toHaveLength(0)

    // A job left processing by a runner killed before this one started is released at once.
    const restarted = runner('web restarted', { startedAt: at(0), beatAt: at(0) })
    await beat(payload, restarted)
    for (const r of [live, sameMachineLive, self]) await forgetRunner(payload, r.id)
    const again = await releaseGoneRunners(payload, restarted, {
      goneAfterMs: 30_000,
      timeoutMs: TIMEOUT,
      queue: 'delivery',
    })
    expect(again.jobsReleased).toBeGreaterThanOrEqual(2) // the two live runners' old jobs
    expect(again.goneRunners.sort()).toEqual(['web next door', 'worker live'])
    await drainJobs(3)
    for (const n of [3, 4]) {
      expect(smtp.mails.filter((m) => m.to.includes(`gone${n}@example.com`))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === `+44770090300${n}`)).toHaveLength(1)
    }
    await forgetRunner(payload, restarted.id)
  })
})

describe('the job runner', () => {
  it('sends what is queued without being asked, and reports that it runs', async () => {
    const { doc } = await save({ email: 'runner1@example.com', mobile: '07700 902001' })
    const runner = startJobRunner(payload, { role: 'worker', intervalMs: 50 })
    try {
      const until = Date.now() + 20_000
      while (
        (await payload.findByID({ collection: 'quotes', id: doc.id })).delivery?.sms !== 'sent' &&
        Date.now() < until
      )
        await new Promise((r) => setTimeout(r, 100))
      expect(smtp.mails.filter((m) => m.to.includes('runner1@example.com'))).toHaveLength(1)
      expect(sms.messages.filter((m) => m.to === '+447700902001')).toHaveLength(1)
      // The runner reports when its round ends, which can be a moment after the text is sent.
      let beat = await payload.findGlobal({ slug: 'job-runner' })
      while (!beat.lastRunAt && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100))
        beat = await payload.findGlobal({ slug: 'job-runner' })
      }
      expect(Date.now() - new Date(beat.lastRunAt!).getTime()).toBeLessThan(20_000)
      expect(beat.runner).toMatch(/^worker /)
    } finally {
      expect(await runner.stop(5000)).toMatchObject({ finished: true })
    }
  })

  it('on stop, gives back a send that does not finish within the grace period', async () => {
    smtp.state.delayMs = 4000 // a mail server that takes its time
    try {
      const { doc } = await save({ email: 'runner2@example.com', mobile: '07700 902002' })
      const runner = startJobRunner(payload, { role: 'worker', intervalMs: 50 })
      const until = Date.now() + 20_000
      while (
        (await payload.findByID({ collection: 'quotes', id: doc.id })).delivery?.email !==
          'sending' &&
        Date.now() < until
      )
        await new Promise((r) => setTimeout(r, 20))
      const stopped = await runner.stop(300)
      expect(stopped.finished).toBe(false)
      expect(stopped.released).toBeGreaterThanOrEqual(2) // the e-mail's claim and the job
      const quote = await payload.findByID({ collection: 'quotes', id: doc.id })
      expect(quote.delivery?.email).toBe('retrying')
      expect(await jobIds('deliverQuote', 'quoteId', doc.id)).not.toHaveLength(0)
      const processing = rowsOf(
        await runSql(payload, sql`SELECT processing FROM payload_jobs WHERE completed_at IS NULL`),
      )
      expect(processing.every((r) => !r.processing || r.processing === '0')).toBe(true)
    } finally {
      smtp.state.delayMs = 0
    }
    await new Promise((r) => setTimeout(r, 4500)) // the slow send in flight ends
    await drainJobs(3)
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
    const mail = smtp.mails.find(
      (m) => m.to.includes('jobs@willowandwren.example') && m.body.includes('Robin Applicant'),
    )
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

  it('tells the salon once when runners work on the same application at once', async () => {
    const { notifyApplication } = await import('@/delivery/deliver.server')
    const ids: number[] = []
    for (const n of [1, 2, 3]) {
      const res = await call(joinus, {
        method: 'POST',
        body: {
          name: `Race Applicant ${n}`,
          mobile: `0770090099${n}`,
          email: `race-applicant${n}@example.com`,
          role: 'Apprentice',
          position: 'Apprentice',
          about: 'Keen.',
          why_hair: 'Creative.',
          why_us: 'Your academy.',
        },
      })
      expect(res.status).toBe(201)
      ids.push(res.json.id ?? (await appId(`race-applicant${n}@example.com`)))
    }
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms))
    await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 8 }, (_, i) =>
          later(i * 4).then(() => notifyApplication(payload, id).catch(() => undefined)),
        ),
      ),
    )
    for (const n of [1, 2, 3]) {
      expect(
        smtp.mails.filter(
          (m) =>
            m.to.includes('jobs@willowandwren.example') && m.body.includes(`Race Applicant ${n}`),
        ),
      ).toHaveLength(1)
    }
  })
})

async function appId(email: string) {
  return (
    await payload.find({ collection: 'job-applications', where: { email: { equals: email } } })
  ).docs[0]!.id
}
