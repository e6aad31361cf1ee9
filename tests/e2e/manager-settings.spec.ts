import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { linePence, serviceKind } from '../../src/quote'
import {
  adminFormReady,
  expectNoAxeViolations,
  fillAdminBoxes,
  outboxMessage,
  submitAdminLogin,
} from './helpers'

// Issue 14 as a manager: the text message, a "How did you hear about us?" answer and a policy
// sentence, the brand and a menu entry are settings (the first-visit offer is an offer now,
// ADR 025: offers-manager.spec.ts); the site and the next quote's e-mail and text (the
// outbox: the e2e server has no SMTP server or SMS provider) follow within seconds. As staff:
// a password reset and an invitation through the e-mailed link. Everything is put back.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const OWNER = { email: 'owner@willowandwren.example', password: 'willow-wren-demo' }

async function staffHeaders(request: APIRequestContext, who = MANAGER) {
  const res = await request.post('/cms-api/users/login', { data: who })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

async function logIn(page: Page, who = MANAGER) {
  await page.goto('/admin/login')
  await submitAdminLogin(page, who.email, who.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

/** Saves a new client's quote through the public API, priced from the live price list. */
async function saveQuote(
  request: APIRequestContext,
  email: string,
  mobile: string,
  referral = 'Google',
) {
  const services = (await (await request.get('/api/services')).json()) as {
    id: number
    service: string
    cat1: number
    cat2: number
    price: number
    product_price: number
  }[]
  const levels = (await (await request.get('/api/levels')).json()) as {
    id: number
    adapter: number
  }[]
  const level = levels.at(-1)!
  const lines = ['Full head foils', 'Toner', 'Cut, dry & style'].map((name) => {
    const s = services.find((x) => x.service === name)!
    const pence = linePence(
      {
        id: s.id,
        name,
        kind: serviceKind(s.cat1, s.cat2)!,
        pricePence: Math.round(s.price * 100),
        productPence: Math.round(s.product_price * 100),
      },
      level.adapter,
    )
    return { id: s.id, price: pence / 100 }
  })
  const res = await request.post('/api/save-quote-details', {
    data: {
      salon_id: 2,
      level_id: level.id,
      calculator_type: 'Colour',
      selector: 'Level',
      name: 'Robin Settings',
      mobile,
      email,
      regular: 'no',
      referral,
      quote: { services: lines, total: lines.reduce((a, l) => a + l.price, 0) },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).link as string
}

test('a manager changes the text message, a policy, a menu entry and the brand; the site and the next quote follow', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000) // the admin, the site and the outbox, on a busy machine
  const headers = await staffHeaders(request)
  const messages = await (await request.get('/cms-api/globals/messages?depth=0')).json()
  const settings = await (await request.get('/cms-api/globals/site-settings?depth=0')).json()
  const nav = await (await request.get('/cms-api/globals/navigation?depth=0')).json()
  const policies = (
    await (await request.get('/cms-api/pages?where[slug][equals]=policies&depth=0')).json()
  ).docs[0] as { id: number; hero: { lede: string } }
  const sentence = 'A deposit of £15 secures every colour appointment from today.'
  try {
    // The text message in the admin, with the preview and the validation.
    await logIn(page)
    await page.goto('/admin/globals/messages')
    // Payload's tabs are buttons. First a new "How did you hear about us?" answer on the finish
    // form: later, the toast of a refused save would cover its Add button.
    await page.getByRole('button', { name: 'Finish form', exact: true }).click()
    const answers = page.getByLabel('Label')
    await expect(answers.first()).toHaveValue('Social Media')
    const count = await answers.count()
    await page.getByRole('button', { name: 'Add Answer' }).click()
    // The new row's field, once it is there (not the last of the rows before it).
    await expect(answers).toHaveCount(count + 1)
    await answers.last().fill('Instagram')
    await page.getByRole('button', { name: 'Text message', exact: true }).click()
    const newClient = page.getByLabel('Text when the quote carries an offer')
    await newClient.fill('Hi {firstName}! {brand}: {total}, {offerSaving} with {offerCode} — {lnk}')
    // The preview says what is wrong before saving, and the save is refused with the same words.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unknown placeholder {lnk}' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/Unknown placeholder \{lnk\}/).first()).toBeVisible()
    await newClient.fill('Hi {firstName}! {brand}: {total}, {offerSaving} with {offerCode}: {link}')
    const preview = page.getByTestId('sms-preview')
    // The preview fills in a sample offer.
    await expect(preview.getByTestId('sms-preview-text').first()).toContainText('off with SAMPLE20')
    // The text without an offer (the standard wording, "quote with {stylistFirstName} at {salon}")
    // names a real salon as the text sent does ("Willow & Wren …", not "High Street"), and links with SITE_URL (here the
    // site's own address, see the invitation test below).
    const regular = preview.getByTestId('sms-preview-text').nth(1)
    await expect(regular).toContainText(/quote with \w+ at Willow & Wren \w/)
    await expect(regular).toContainText(`${new URL(page.url()).origin}/quote/`)
    await expect(preview.getByTestId('sms-preview-length').first()).toHaveText(
      /\d+ (characters \(GSM-7\)|UCS-2 units \(UCS-2\)), \d SMS segments?/,
    )
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    // The brand, a menu entry and a policy sentence (edited the same way as in pages.spec.ts).
    await request.post('/cms-api/globals/site-settings', {
      data: { brandName: 'Fern & Finch' },
      headers,
    })
    await request.post('/cms-api/globals/navigation', {
      data: {
        primary: [...nav.primary, { label: 'Our policies', kind: 'path', path: '/policies' }],
      },
      headers,
    })
    await request.patch(`/cms-api/pages/${policies.id}`, {
      data: { hero: { ...policies.hero, lede: sentence } },
      headers,
    })

    await expect
      .poll(async () => (await request.get('/policies')).text(), { timeout: 10_000 })
      .toContain('Fern &amp; Finch')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/policies')
    await expect(page.getByText(sentence)).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our policies' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // The next quote, as the calculator would send it.
    const email = `settings-${Date.now()}@example.com`
    const mobile = '07700 900765'
    const link = await saveQuote(request, email, mobile, 'Instagram')

    const saved = await request.get(
      `/cms-api/quotes?where[link][equals]=${encodeURIComponent(link)}&depth=0`,
      { headers },
    )
    expect((await saved.json()).docs[0]?.referral).toBe('Instagram')

    const mail = await outboxMessage(request, headers, 'email', email)
    expect(mail.subject).toMatch(/^Your Fern & Finch quote: £\d+/)
    // A new client's colour with a level: the first-visit offer (20%, QG20) is the best one.
    expect(mail.text).toContain('20% off your first visit')
    expect(mail.text).toContain('QG20')
    const text = await outboxMessage(request, headers, 'sms', '+447700900765')
    expect(text.text).toMatch(
      new RegExp(`^Hi Robin! Fern & Finch: £\\d+, 20% off with QG20: http.*/quote/${link}$`),
    )
    await page.goto(`/quote/${link}`)
    await expect(
      page.getByRole('heading', { name: 'Your offer: 20% off your first visit' }),
    ).toBeVisible()
    await expect(page.getByText('QG20').first()).toBeVisible()
  } finally {
    await request.post('/cms-api/globals/messages', {
      data: {
        quoteSms: messages.quoteSms,
        finishForm: messages.finishForm,
      },
      headers,
    })
    await request.post('/cms-api/globals/site-settings', {
      data: { brandName: settings.brandName },
      headers,
    })
    await request.post('/cms-api/globals/navigation', { data: { primary: nav.primary }, headers })
    await request.patch(`/cms-api/pages/${policies.id}`, {
      data: { hero: { ...policies.hero } },
      headers,
    })
  }
})

/**
 * The reset or invitation link in the newest e-mail to an address. Without an SMTP server (the
 * e2e server has none) staff sign-in e-mails are written to the server's staff-mail folder, for
 * whoever runs the server; the Outbox keeps only a masked copy that no other staff can use.
 */
async function linkIn(request: APIRequestContext, to: string) {
  const dir = process.env.STAFF_MAIL_DIR ?? '.tmp/e2e/staff-mail'
  let mail = ''
  await expect
    .poll(
      () => {
        const files = existsSync(dir)
          ? readdirSync(dir).filter((f) => f.endsWith(`-${to}.txt`))
          : []
        mail = files.length ? readFileSync(path.join(dir, files.sort().at(-1)!), 'utf8') : ''
        return mail.length > 0
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  const link = /https?:\/\/[^\s"<]+\/admin\/reset\/[A-Za-z0-9]+/.exec(mail)?.[0]
  expect(link, mail).toBeTruthy()
  // The Outbox's copy, which owners read, does not give the link away.
  const owner = await staffHeaders(request, OWNER)
  const copy = await outboxMessage(request, owner, 'email', to)
  expect(copy.html).not.toContain(new URL(link!).pathname)
  return new URL(link!)
}

async function choosePassword(page: Page, url: URL, password: string) {
  await page.goto(url.pathname)
  await fillAdminBoxes(page, [
    [page.getByLabel('New Password'), password],
    [page.getByLabel('Confirm Password'), password],
  ])
  const button = page.getByRole('button', { name: /reset password/i })
  await expect(button).toBeEnabled()
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/cms-api/users/reset-password'),
  )
  await button.click()
  await sent
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/reset'), { timeout: 30_000 })
}

test('an owner invites a member of staff; she chooses her password through the e-mailed link', async ({
  page,
  request,
}) => {
  const email = `invited-${Date.now()}@example.com`
  await logIn(page, OWNER)
  await page.goto('/admin/collections/users/create')
  await fillAdminBoxes(page, [
    [page.getByLabel('Email'), email],
    [page.getByLabel('Name'), 'Nell Newstart'],
  ])
  // The owner types no password: ticking the invitation fills the boxes with one nobody knows
  // (the admin once refused to save with "This field is required." on both).
  await page.getByLabel('Send an invitation by e-mail').check()
  await expect(page.getByLabel('New Password')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  const url = await linkIn(request, email)
  expect(url.origin).toBe(new URL(page.url()).origin) // SITE_URL, the site's own address
  // The demo has no e-mail server: the owner who invited is shown the link once, to hand over.
  const handover = page.locator('[data-demo-invitation]')
  await expect(handover.getByRole('heading', { name: 'Her invitation link' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(handover.getByLabel('Invitation link')).toHaveValue(url.href)
  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('Nell Newstart', { timeout: 30_000 })
  await page.waitForTimeout(2000)
  await expect(handover).toHaveCount(0)
  await page.context().clearCookies()
  await choosePassword(page, url, 'Primroses by the back door')
  const res = await request.post('/cms-api/users/login', {
    data: { email, password: 'Primroses by the back door' },
  })
  expect(res.status()).toBe(200)
})

test('a member of staff resets her password through the e-mailed link', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, OWNER)
  const email = `reset-${Date.now()}@example.com`
  const made = await request.post('/cms-api/users', {
    data: { email, name: 'Rae Reset', roles: ['front-desk'], password: 'First long password 12' },
    headers,
  })
  expect(made.status()).toBe(201)
  await page.goto('/admin/forgot')
  await fillAdminBoxes(page, [[page.getByLabel('Email'), email]])
  await page.getByRole('button', { name: /submit/i }).click()
  const url = await linkIn(request, email)
  await choosePassword(page, url, 'Lanterns along the towpath')
  const res = await request.post('/cms-api/users/login', {
    data: { email, password: 'Lanterns along the towpath' },
  })
  expect(res.status()).toBe(200)
})

test("a manager changes a stylist's level: the admin asks whether her bio still fits", async ({
  page,
  request,
}) => {
  const ben = (
    await (
      await request.get('/cms-api/stylists?where[firstName][equals]=Ben&depth=0', {
        headers: await staffHeaders(request),
      })
    ).json()
  ).docs[0]
  await logIn(page)
  await page.goto(`/admin/collections/stylists/${ben.id}`)
  await adminFormReady(page)
  const warning = page.locator('[data-bio-level-warning]')
  // His bio says "Junior Stylist", and so does his level: nothing to say.
  await expect(page.locator('#field-para1')).toHaveValue(/is a Junior Stylist/)
  await expect(warning).toHaveCount(0)
  await page.locator('#field-level').click()
  await page.locator('.rs__option', { hasText: /^Graduate Stylist$/ }).click()
  await expect(warning).toHaveText(
    'Her bio says “Junior Stylist”, but her level is Graduate Stylist. Does the bio still fit? Change the paragraphs above if it does not.',
  )
  // Rewritten to his new level, the reminder goes.
  await page
    .locator('#field-para1')
    .fill('Ben is a Graduate Stylist who moved up from the Academy last spring.')
  await expect(warning).toHaveCount(0)
})
