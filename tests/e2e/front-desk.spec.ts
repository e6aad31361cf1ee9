import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { formatGBP, linePence, serviceKind } from '../../src/quote'
import { adminFormReady, sameOrigin, submitAdminLogin } from './helpers'

// The front desk works a quote as a lead (ADR 015): finds it by a phone number typed
// with spaces, reads it in pounds, marks it booked with a note, and resends it.

const FRONT_DESK = { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = "Men's wash, cut & style"
const SUMMARY = 'section[aria-labelledby="quote-summary-title"]'

type ApiService = {
  id: number
  service: string
  price: number
  product_price: number
  cat1: number
  cat2: number
}

/** A visitor's quote for one men's service at Stylist level, priced by the quote module. */
async function saveQuote(request: APIRequestContext, who: { name: string; mobile: string }) {
  const services: ApiService[] = await (await request.get('/api/services')).json()
  const levels: { id: number; name: string; adapter: number }[] = await (
    await request.get('/api/levels')
  ).json()
  const svc = services.find((s) => s.service === SERVICE)!
  const level = levels.find((l) => l.name === 'Stylist')!
  const pence = linePence(
    {
      id: svc.id,
      name: svc.service,
      kind: serviceKind(svc.cat1, svc.cat2)!,
      pricePence: Math.round(svc.price * 100),
      productPence: Math.round(svc.product_price * 100),
    },
    level.adapter,
  )
  const res = await request.post('/api/save-quote-details', {
    data: {
      salon_id: 2,
      level_id: level.id,
      calculator_type: 'Men',
      selector: 'Level',
      name: who.name,
      mobile: who.mobile,
      email: `${who.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: {
        services: [{ id: svc.id, service: svc.service, price: pence / 100 }],
        total: pence / 100,
      },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { link: ((await res.json()) as { link: string }).link, pence }
}

async function signIn(page: Page, path: string) {
  await page.goto(path)
  await submitAdminLogin(page, FRONT_DESK.email, FRONT_DESK.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

type OutboxDoc = { id: number; channel: 'email' | 'sms'; to: string }

/** The outbox messages about one quote, read as the signed-in front desk. */
async function outboxFor(page: Page, quoteId: number): Promise<OutboxDoc[]> {
  const res = await page.request.get(
    `/cms-api/outbox?where[quote][equals]=${quoteId}&depth=0&limit=50&sort=id`,
    sameOrigin,
  )
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: OutboxDoc[] }).docs
}

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

test('front desk finds a quote by a number typed with spaces, books it and resends it', async ({
  page,
  request,
}) => {
  // Saved by the visitor without spaces; stored as +447700900863.
  const { pence } = await saveQuote(request, { name: 'Dana Desk', mobile: '07700900863' })

  await signIn(page, '/admin/collections/quotes')
  const search = page.locator('#search-filter-input')
  await search.fill('07700 900 863')
  await page.waitForURL(/search=/, { timeout: 30_000 })
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1, { timeout: 30_000 })
  await expect(rows.first()).toContainText('Dana Desk')
  // The list speaks pounds and follow-up.
  await expect(rows.first()).toContainText(formatGBP(pence))
  await expect(rows.first()).toContainText('New')

  await rows.first().locator('a[href*="/admin/collections/quotes/"]').first().click()
  await page.waitForURL(/\/admin\/collections\/quotes\/\d+/)
  const quoteId = Number(/quotes\/(\d+)/.exec(page.url())![1])

  // A readable quote: the lines and total in pounds, salon, stylist and delivery in words.
  const summary = page.locator(SUMMARY)
  await expect(summary.getByRole('heading', { name: 'Quote for Dana Desk' })).toBeVisible({
    timeout: 30_000,
  })
  const lines = summary.getByRole('table', { name: 'Quoted services and prices' })
  await expect(lines.locator('tbody tr')).toHaveText([new RegExp(`${SERVICE}\\s*£`)])
  await expect(lines.locator('tfoot')).toContainText(`Total${formatGBP(pence)}`)
  await expect(summary).toContainText('Any stylist at this level')
  await expect(summary).toContainText('Stylist')
  await expect(summary.getByText(/^Delivery$/)).toBeVisible()
  await expect(page.getByText('Total Pence')).toHaveCount(0)
  await expect(page.getByText('"services"')).toHaveCount(0)
  await expectAccessible(page, SUMMARY)

  // The first delivery (e-mail and text) goes out after the save, and the summary follows it
  // without a reload.
  await expect
    .poll(async () => (await outboxFor(page, quoteId)).length, { timeout: 60_000 })
    .toBe(2)
  await expect(summary.getByText(/E-mail: Sent · Text message: Sent/)).toBeVisible({
    timeout: 30_000,
  })
  await expect(summary.getByText(/^Sent$/)).toBeVisible()

  // Booked, with a note; the client's details stay read-only for the front desk.
  await expect(page.locator('#field-email')).toBeDisabled()
  await page.locator('#field-leadStatus').click()
  await page.locator('.rs__option', { hasText: /^Booked$/ }).click()
  await page.locator('#field-leadNote').fill('Booked for Friday at 10:00 with Sam')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
  await page.reload()
  const history = page.getByRole('list', { name: 'Follow-up history, newest first' })
  await expect(history.locator('li')).toHaveCount(1, { timeout: 30_000 })
  await expect(history.locator('li').first()).toContainText('New → Booked')
  await expect(history.locator('li').first()).toContainText('Demo Front Desk')
  await expect(history.locator('li').first()).toContainText('Booked for Friday at 10:00 with Sam')
  await expect(page.locator('#field-leadNote')).toHaveValue('')

  // Resend with a double click: both messages again, once, as two new outbox entries.
  const before = (await outboxFor(page, quoteId)).map((m) => m.id)
  const resend = page.getByRole('button', { name: 'Resend quote' })
  await resend.dblclick()
  const said = page.locator('[data-resend]').getByRole('status')
  await expect(said).toHaveText(/will be sent again/, { timeout: 30_000 })
  await expect
    .poll(async () => (await outboxFor(page, quoteId)).length, { timeout: 60_000 })
    .toBe(before.length + 2)
  // Pressed again a moment later: nothing more is sent, and the button says so.
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(said).toHaveText(
    'A resend was asked for a moment ago and is on its way: nothing more will be sent.',
    {
      timeout: 30_000,
    },
  )
  await page.waitForTimeout(3000)
  const added = (await outboxFor(page, quoteId)).filter((m) => !before.includes(m.id))
  expect(added.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
  expect(added.find((m) => m.channel === 'sms')?.to).toBe('+447700900863')

  // The list shows it booked.
  await page.goto('/admin/collections/quotes?search=%2B44%207700%20900863')
  await expect(page.locator('table tbody tr')).toHaveCount(1, { timeout: 30_000 })
  await expect(page.locator('table tbody tr').first()).toContainText('Booked')
})

// Issue 27: a follow-up shows as saved at once (no reload), and on a phone the follow-up box
// comes before the long delivery log rather than 3,000 px below it.
test('front desk saves a follow-up and sees it in the history at once; on a phone it comes first', async ({
  page,
  request,
}) => {
  await saveQuote(request, { name: 'Fern Follow', mobile: '07700 900865' })
  await signIn(page, '/admin/collections/quotes')
  await page.goto('/admin/collections/quotes?search=07700%20900865')
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1, { timeout: 30_000 })
  await rows.first().locator('a[href*="/admin/collections/quotes/"]').first().click()
  await page.waitForURL(/\/admin\/collections\/quotes\/\d+/)
  const quoteId = Number(/quotes\/(\d+)/.exec(page.url())![1])
  await adminFormReady(page)

  const history = page.locator('[data-follow-up-history]')
  await expect(history).toContainText('Nobody has followed this quote up yet', { timeout: 30_000 })

  // Contacted, with a note, and Save: no reload after this point until the phone check.
  const note = 'Rang at 11:00, calling back after her holiday'
  await page.locator('#field-leadStatus').click()
  await page.locator('.rs__option', { hasText: /^Contacted$/ }).click()
  await page.locator('#field-leadNote').fill(note)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const entries = page.getByRole('list', { name: 'Follow-up history, newest first' }).locator('li')
  await expect(entries).toHaveCount(1, { timeout: 30_000 })
  await expect(entries.first()).toContainText('New → Contacted')
  await expect(entries.first()).toContainText(note)
  await expect(entries.first()).toContainText('Demo Front Desk')
  await expect(history).not.toContainText('Nobody has followed this quote up yet')
  // A confirmation that stays on screen (the toast goes), announced to screen readers.
  await expect(history.getByRole('status')).toHaveText(
    'Saved: your follow-up is at the top of the history.',
  )
  // The note box is ready for the next note; the status shows what was saved.
  await expect(page.locator('#field-leadNote')).toHaveValue('')
  await expect(page.locator('#field-leadStatus')).toContainText('Contacted')
  await expectAccessible(page, '[data-follow-up-history]')

  // Back to New is refused, and the message says what to do instead, in the salon's words.
  await page.locator('#field-leadStatus').click()
  await page.locator('.rs__option', { hasText: /^New$/ }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.getByText(
      'A quote cannot go back to New once someone has worked on it. Choose Contacted, Booked or Not booked.',
    ),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/field is invalid/i)).toHaveCount(0)
  await expect(entries).toHaveCount(1)
  // The refused choice is left unsaved: leave it when the page reloads below.
  page.on('dialog', (d) => void d.accept())

  // On a phone: the follow-up is on the first screen, above the delivery log. Wait for the
  // delivery first, so the log has its attempts, as on a real quote.
  await expect
    .poll(async () => (await outboxFor(page, quoteId)).length, { timeout: 60_000 })
    .toBe(2)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await adminFormReady(page)
  const followUp = page.locator('#field-leadStatus')
  await expect(followUp).toBeInViewport({ timeout: 30_000 })
  await expect(entries.first()).toContainText(note)
  // Payload renders the delivery group only once it is scrolled near: scroll as a person would.
  const log = page.locator('#field-delivery__log')
  await page.mouse.move(195, 600)
  for (let i = 0; i < 40 && (await log.count()) === 0; i++) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(100)
  }
  await expect(log).toBeAttached()
  // Both measured at the same moment, so the scroll position does not matter.
  const [followTop, logTop] = await page.evaluate(() =>
    ['#field-leadStatus', '#field-delivery__log'].map(
      (sel) => document.querySelector(sel)!.getBoundingClientRect().top,
    ),
  )
  expect(followTop).toBeLessThan(logTop!)
  // No sideways scrolling at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

// Screenshots for docs/screenshots (SCREENSHOTS=1): the quote view and the dashboard's
// conversion chart at 1366 px and 390 px.
test('screenshots of the quote view and the conversion chart', async ({ page, request }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots')
  mkdirSync('docs/screenshots', { recursive: true })
  await saveQuote(request, { name: 'Gwen Example', mobile: '07700 900864' })
  await signIn(page, '/admin/collections/quotes')
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await page.goto('/admin/collections/quotes?search=07700%20900864')
    await page.locator('table tbody tr a[href*="/admin/collections/quotes/"]').first().click()
    await expect(page.locator(SUMMARY)).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: `docs/screenshots/quote-view-${width}.png`, fullPage: true })
    await page.goto('/admin?weeks=12')
    const card = page.locator('section[aria-labelledby="dash-conversion"]')
    await expect(card.getByText(/of the period’s quotes booked/)).toBeVisible({ timeout: 30_000 })
    await card.screenshot({ path: `docs/screenshots/dashboard-conversion-${width}.png` })
  }
})

test('front desk opening "Create new service" is told what her role may do', async ({ page }) => {
  await signIn(page, '/admin/collections/services')
  // Payload offers no Create button to a role that may not create.
  await expect(page.getByRole('heading', { name: 'Price list' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)
  // Opened directly (a bookmark, a shared link), the page says why instead of "you must be logged in".
  await page.goto('/admin/collections/services/create')
  await expect(page.getByText('Your account cannot do this')).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByText(/adding or changing the rest is for managers and owners/),
  ).toBeVisible()
  await expect(page.getByText(/you must be logged in/i)).toHaveCount(0)
})

test('the front desk opens the admin on her list: a new quote under its salon, newest first, with call and mail links, gone once contacted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, '/admin')
  // She has worked through the quotes other tests saved: contacted, they leave the list, as
  // hers will below.
  const waiting = await page.request.get(
    '/cms-api/quotes?where[leadStatus][equals]=new&limit=500&depth=0',
    sameOrigin,
  )
  expect(waiting.status(), await waiting.text()).toBe(200)
  for (const doc of ((await waiting.json()) as { docs: { id: number }[] }).docs) {
    const res = await page.request.patch(`/cms-api/quotes/${doc.id}`, {
      ...sameOrigin,
      data: { leadStatus: 'contacted' },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  await saveQuote(request, { name: 'Hattie Home', mobile: '07700 900871' })
  await page.goto('/admin')
  const todo = page.locator('section[aria-labelledby="to-do-title"]')
  await expect(todo.getByRole('heading', { name: 'To do', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  // The quote was saved for salon 2 by level: it is that salon's, with its details a tap away.
  const salon = await page.request.get('/cms-api/salons/2?depth=0')
  const salonName = ((await salon.json()) as { name: string }).name
  const section = todo.locator('section').filter({
    has: page.getByRole('heading', { name: new RegExp(`^${salonName}`) }),
  })
  const row = section.getByRole('listitem').filter({ hasText: 'Hattie Home' })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: 'Call 07700 900871' })).toHaveAttribute(
    'href',
    'tel:+447700900871',
  )
  await expect(row.getByRole('link', { name: 'E-mail hattie.home@example.com' })).toHaveAttribute(
    'href',
    'mailto:hattie.home@example.com?subject=Your%20quote',
  )
  await expect(row.getByRole('link', { name: 'Hattie Home' })).toHaveAttribute(
    'href',
    /\/admin\/collections\/quotes\/\d+$/,
  )
  // Newest first: the quote saved a moment ago is the first of the salon's new quotes.
  const times = await section
    .getByRole('list')
    .first()
    .locator(':scope > li > time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect(times).toEqual([...times].sort().reverse())
  await expect(section.getByRole('list').first().getByRole('listitem').first()).toContainText(
    'Hattie Home',
  )
  await expectAccessible(page, 'section[aria-labelledby="to-do-title"]')

  // Her salon only.
  await todo.getByRole('link', { name: salonName, exact: true }).click()
  await expect(todo.getByRole('heading', { name: `To do at ${salonName}` })).toBeVisible()
  await expect(todo.locator('section')).toHaveCount(1)

  // On a phone the list is the first thing, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(todo.getByRole('heading', { name: `To do at ${salonName}` })).toBeInViewport({
    timeout: 30_000,
  })
  await expect(row.getByRole('link', { name: 'Call 07700 900871' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (process.env.SCREENSHOTS) {
    mkdirSync('docs/screenshots', { recursive: true })
    await page.screenshot({ path: 'docs/screenshots/front-desk-home-390.png', fullPage: true })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/admin')
    await expect(todo).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: 'docs/screenshots/front-desk-home-1366.png', fullPage: true })
  }

  // Contacted: off the list.
  const href = await row.getByRole('link', { name: 'Hattie Home' }).getAttribute('href')
  const id = Number(/quotes\/(\d+)/.exec(href!)![1])
  const patched = await page.request.patch(`/cms-api/quotes/${id}`, {
    ...sameOrigin,
    data: { leadStatus: 'contacted', leadNote: 'Rang her, booking next week' },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  await page.goto('/admin')
  await expect(todo.getByRole('heading', { name: 'To do', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(todo.getByText('Hattie Home')).toHaveCount(0)
})

test('with more than ten waiting at one salon the newest is first, a note shows who tried, and "Show all" opens exactly the rows it counts', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, '/admin')
  for (let i = 1; i <= 11; i++)
    await saveQuote(request, {
      name: `Waiting Client ${String.fromCharCode(64 + i)}`,
      mobile: `07700 9007${String(i).padStart(2, '0')}`,
    })
  await saveQuote(request, { name: 'Newest Nell', mobile: '07700 900799' })
  // A colleague left a voicemail for one of them: still New, but not untouched.
  const tried = await page.request.get(
    '/cms-api/quotes?where[name][equals]=Waiting Client K&depth=0&limit=1',
    sameOrigin,
  )
  const triedId = ((await tried.json()) as { docs: { id: number }[] }).docs[0]!.id
  const noted = await page.request.patch(`/cms-api/quotes/${triedId}`, {
    ...sameOrigin,
    data: { leadNote: 'Left voicemail' },
  })
  expect(noted.status(), await noted.text()).toBe(200)

  await page.goto('/admin?salon=2')
  const todo = page.locator('section[aria-labelledby="to-do-title"]')
  const block = todo.locator('div').filter({
    has: page.getByRole('heading', { level: 4, name: /^New quotes to contact/ }),
  })
  const rows = block.getByRole('list').first().getByRole('listitem')
  await expect(rows).toHaveCount(10, { timeout: 30_000 })
  await expect(rows.first()).toContainText('Newest Nell')
  const row = rows.filter({ hasText: 'Waiting Client K' })
  await expect(row).toContainText(/Note: Left voicemail · \d{1,2} \w{3} \d{4}, \d{2}:\d{2} · \S/)

  // "Show all N" opens the salon's list with exactly those N quotes, newest first.
  const count = Number(
    /\((\d+)\)/.exec(
      (await block
        .getByRole('heading', { level: 4, name: /^New quotes to contact/ })
        .textContent())!,
    )![1],
  )
  expect(count).toBeGreaterThanOrEqual(12)
  const showAll = block.getByRole('link', { name: `Show all ${count}` })
  const href = (await showAll.getAttribute('href'))!
  const query = href.slice(href.indexOf('?') + 1)
  const listed = await page.request.get(`/cms-api/quotes?${query}&depth=0`, sameOrigin)
  expect(listed.status(), await listed.text()).toBe(200)
  const docs = ((await listed.json()) as { docs: { name: string }[]; totalDocs: number }).docs
  expect(docs.length).toBe(count)
  expect(docs[0]!.name).toBe('Newest Nell')
  await showAll.click()
  await expect(page.getByText('Newest Nell').first()).toBeVisible({ timeout: 30_000 })

  // Worked through: the next tests start from an empty list.
  const waiting = await page.request.get(
    '/cms-api/quotes?where[leadStatus][equals]=new&limit=500&depth=0',
    sameOrigin,
  )
  for (const doc of ((await waiting.json()) as { docs: { id: number }[] }).docs)
    await page.request.patch(`/cms-api/quotes/${doc.id}`, {
      ...sameOrigin,
      data: { leadStatus: 'contacted' },
    })
})
