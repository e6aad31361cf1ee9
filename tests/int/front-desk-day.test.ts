// The front desk's day (ADR 026): her list of what to do, applications she can mark answered,
// and blog posts and news items that go live when scheduled, not at once. Real database, real
// REST API, signed in as each role.
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { listBlogPosts, listNewsItems } from '@/content/queries.server'
import { SCHEDULED_PUBLISH_QUEUE } from '@/delivery/queue'
import { loadToDo } from '@/leads/to-do.server'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
const users = {} as Record<'front-desk' | 'manager', TypedUser>
const cookies = {} as Record<'front-desk' | 'manager', string>

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['front-desk', 'manager'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status, res.text).toBe(200)
    cookies[role] = res.cookie!
    users[role] = (await payload.findByID({
      collection: 'users',
      id: res.user!.id,
      depth: 0,
    })) as TypedUser
  }
})

async function saveAQuote(overrides: Record<string, unknown> = {}) {
  const res = await call(saveQuote, { method: 'POST', body: await validQuote(overrides) })
  expect(res.status, res.text).toBe(201)
  const found = await payload.find({
    collection: 'quotes',
    where: { link: { equals: res.json.link } },
    depth: 0,
  })
  return found.docs[0]!
}

const salonOf = (q: { stylistSalon?: unknown; salon?: unknown }) =>
  (typeof q.stylistSalon === 'number' ? q.stylistSalon : q.salon) as number

describe('the front desk’s list of what to do', () => {
  it('lists a new quote under its salon with tap-to-call details, until she marks it contacted', async () => {
    const quote = await saveAQuote({ name: 'Tamsin Todo' })
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    const group = todo.groups.find((g) => g.salonId === salonOf(quote))!
    const row = group.quotes.find((q) => q.id === quote.id)
    expect(row).toMatchObject({ name: 'Tamsin Todo', mobile: quote.mobile, email: quote.email })
    // Newest first: the quote just saved is at the top.
    const times = group.quotes.map((q) => q.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    // Only that salon when she picks it.
    const only = await loadToDo(payload, { user: users['front-desk'], only: salonOf(quote) })
    expect(only.groups.map((g) => g.salonId)).toEqual([salonOf(quote)])

    const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'contacted', leadNote: 'Called, booking on Friday' },
    })
    expect(res.status, res.text).toBe(200)
    const after = await loadToDo(payload, { user: users['front-desk'] })
    expect(after.groups.flatMap((g) => g.quotes).some((q) => q.id === quote.id)).toBe(false)
  })

  it('lists a quote whose message failed, saying which, until it is sent', async () => {
    const quote = await saveAQuote({ name: 'Fiona Failed' })
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { delivery: { email: 'failed', sms: 'sent' } } as never,
    })
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    const row = todo.groups.flatMap((g) => g.deliveries).find((d) => d.id === quote.id)
    expect(row).toMatchObject({ state: 'Failed', collection: 'quotes' })
    expect(row!.what).toMatch(/^The e-mail to the client failed/)
    // It is not also "new to contact" work hidden elsewhere: both lists may hold it.
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { delivery: { email: 'sent', sms: 'sent' } } as never,
    })
    const after = await loadToDo(payload, { user: users['front-desk'] })
    expect(after.groups.flatMap((g) => g.deliveries).some((d) => d.id === quote.id)).toBe(false)
  })

  it('lists an unanswered application; the front desk marks it answered (and may change nothing else)', async () => {
    const salon = (await payload.find({ collection: 'salons', limit: 1, depth: 0 })).docs[0]!
    const application = await payload.create({
      collection: 'job-applications',
      data: {
        name: 'Ada Applicant',
        mobile: '+447700900456',
        email: 'ada.applicant@example.com',
        role: 'Stylist',
        position: 'Stylist',
        salon: salon.id,
        about: 'Five years in a busy salon.',
        whyHair: 'Colour.',
        whyUs: 'The academy.',
        reply: 'new',
        notified: 'sent',
      },
    })
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    const group = todo.groups.find((g) => g.salonId === salon.id)!
    expect(group.applications.find((a) => a.id === application.id)).toMatchObject({
      name: 'Ada Applicant',
      mobile: '+447700900456',
      what: 'Stylist',
    })

    const res = await rest('PATCH', `/cms-api/job-applications/${application.id}`, {
      cookie: cookies['front-desk'],
      body: { reply: 'answered', position: 'Changed by the front desk' },
    })
    expect(res.status, res.text).toBe(200)
    const after = await payload.findByID({ collection: 'job-applications', id: application.id })
    expect(after.reply).toBe('answered')
    // Her account's name with its address (ADR 041).
    expect(after.repliedBy).toBe(`${users['front-desk'].name} (${users['front-desk'].email})`)
    expect(after.repliedAt).toBeTruthy()
    expect(after.position).toBe('Stylist')
    const later = await loadToDo(payload, { user: users['front-desk'] })
    expect(later.groups.flatMap((g) => g.applications).some((a) => a.id === application.id)).toBe(
      false,
    )
  })
})

/** A date `days` from now as the admin's day picker saves it (noon UTC). */
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.toISOString().slice(0, 10)}T12:00:00.000Z`
}

describe('scheduled publishing of posts and news items', () => {
  it('refuses to publish a future-dated post now, and says how to schedule it', async () => {
    const post = (await payload.find({ collection: 'blog-posts', limit: 1, depth: 0 })).docs[0]!
    const res = await rest('POST', '/cms-api/blog-posts', {
      cookie: cookies.manager,
      body: {
        title: 'Christmas gift vouchers',
        slug: 'christmas-gift-vouchers',
        body: post.body,
        image: typeof post.image === 'number' ? post.image : post.image?.id,
        author: 'The salon team',
        date: inDays(14),
        _status: 'published',
      },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain('after today. To put it on the site that day, choose')
    expect((await listBlogPosts()).some((p) => p.slug === 'christmas-gift-vouchers')).toBe(false)
  })

  it.each(['blog-posts', 'news-items'] as const)(
    'a future-dated %s saved as a draft and scheduled goes live when the runner reaches it',
    async (collection) => {
      const model = (await payload.find({ collection, limit: 1, depth: 0 }))
        .docs[0] as unknown as Record<string, unknown>
      const slug = `scheduled-${collection}`
      const image = model.image as number
      const body =
        collection === 'blog-posts'
          ? { title: 'Late opening for Christmas', body: model.body }
          : { title: 'Late opening for Christmas', body: 'Open until 9pm on Thursdays.' }
      const draft = await rest('POST', `/cms-api/${collection}?draft=true`, {
        cookie: cookies.manager,
        body: {
          ...body,
          slug,
          image,
          author: 'The salon team',
          date: inDays(10),
          _status: 'draft',
        },
      })
      expect(draft.status, draft.text).toBe(201)
      const list = collection === 'blog-posts' ? listBlogPosts : () => listNewsItems()
      expect((await list()).some((p) => p.slug === slug)).toBe(false)
      // Anonymous readers do not see the draft either.
      const anonymous = await rest('GET', `/cms-api/${collection}?where[slug][equals]=${slug}`)
      expect(anonymous.json.docs).toEqual([])

      // What "Schedule publish" queues: the manager's own publish at the chosen time (passed).
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: collection, value: String(draft.json.doc.id) },
          user: { relationTo: 'users', value: users.manager.id },
        },
        waitUntil: new Date(Date.now() - 1000),
      } as never)
      await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE })
      expect((await list()).some((p) => p.slug === slug)).toBe(true)
    },
  )
})
