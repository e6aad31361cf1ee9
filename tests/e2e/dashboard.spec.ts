import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { periodFor, recentMonths } from '../../src/dashboard/period'
import { linePence, serviceKind } from '../../src/quote'
import { sameOrigin, submitAdminLogin, trackConsoleErrors } from './helpers'
import { parseCsv } from '../support/csv'

const PASSWORD = 'willow-wren-demo'
const DASHBOARD = 'section[aria-labelledby="staff-dashboard-title"]'

async function signIn(page: Page, who: 'owner' | 'manager' | 'frontdesk', path = '/admin') {
  await page.goto(path)
  await submitAdminLogin(page, `${who}@willowandwren.example`, PASSWORD)
}

/** axe-core on the dashboard only (Payload's own admin chrome is not ours to fix). */
async function expectDashboardAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include(DASHBOARD)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

async function downloadCsv(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return { name: download.suggestedFilename(), rows: parseCsv(bytes.subarray(3).toString('utf8')) }
}

const tileValue = (page: Page, label: string) =>
  page
    .locator(DASHBOARD)
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('strong')

const toNumber = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''))

test('the owner sees charts of the seeded quotes and applications, and downloads both as CSV', async ({
  page,
}) => {
  const errors = trackConsoleErrors(page)
  await signIn(page, 'owner')
  const dashboard = page.locator(DASHBOARD)
  await expect(dashboard.getByRole('heading', { name: 'Quotes and applications' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(dashboard.getByText(/^Last 12 weeks: /)).toBeVisible()
  await expect(dashboard.getByRole('link', { name: '12 weeks' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // Figures from the seed: about twelve weeks of demo quotes and a few applications.
  const quotes = toNumber(await tileValue(page, 'Quotes').textContent())
  const applications = toNumber(await tileValue(page, 'Job applications').textContent())
  const total = toNumber(await tileValue(page, 'Total quoted').textContent())
  const average = toNumber(await tileValue(page, 'Average quote').textContent())
  expect(quotes).toBeGreaterThan(100)
  expect(applications).toBeGreaterThanOrEqual(8)
  expect(Math.abs(average - total / quotes)).toBeLessThanOrEqual(1)

  // The weekly chart is an SVG with a title, bars and the same figures in its table.
  const chart = dashboard.getByRole('img', { name: /Quotes per week by service type/ })
  await expect(chart).toBeVisible()
  expect(await chart.locator('rect').count()).toBeGreaterThan(12)
  await dashboard.getByText('Show the figures').first().click()
  const weekly = dashboard.getByRole('table', { name: /week by week/ })
  await expect(weekly).toBeVisible()
  const weekTotals = await weekly.locator('tbody tr td:last-child').allTextContents()
  expect(weekTotals).toHaveLength(12)
  expect(weekTotals.reduce((sum, t) => sum + toNumber(t), 0)).toBe(quotes)

  // New and regular clients add up; the ranked lists and applications by role are there.
  await expect(
    dashboard.getByRole('img', {
      name: /New and regular clients\. New clients: \d+ \(\d+%\)\. Regular clients: \d+/,
    }),
  ).toBeVisible()
  const services = dashboard
    .getByRole('list', { name: 'Most quoted services, most first' })
    .getByRole('listitem')
  await expect(services).toHaveCount(8)
  await expect(services.first()).toContainText('Cut, dry & style')
  await expect(
    dashboard.getByRole('list', { name: 'Most quoted stylists, most first' }).getByRole('listitem'),
  ).toHaveCount(8)
  const roles = dashboard.getByRole('list', { name: 'Applications by role' }).getByRole('listitem')
  await expect(roles).toHaveText([
    /^Stylist\s*\d+/,
    /^Apprentice\s*\d+/,
    /^Saturday \(Pre-Apprenticeship\)\s*\d+/,
  ])
  const byRole = (await roles.locator('strong').allTextContents()).reduce(
    (s, t) => s + toNumber(t),
    0,
  )
  expect(byRole).toBe(applications)
  await expectDashboardAccessible(page)

  // Downloads for the period shown: one row per quote and per application counted above.
  const downloads = dashboard.locator('section[aria-labelledby="dash-downloads"]')
  const from12 = await downloads.locator('input[name="from"]').inputValue()
  const to = await downloads.locator('input[name="to"]').inputValue()
  const quoteCsv = await downloadCsv(page, 'Quotes')
  expect(quoteCsv.name).toMatch(/^quotes-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(quoteCsv.rows[0]).toEqual([
    'Date',
    'Quote link',
    'Service type',
    'Salon',
    'Stylist',
    'Level',
    'Total (£)',
    'Offer',
    'Before offer (£)',
    'After offer (£)',
    'Services',
    'Regular client',
    'Referral',
    'E-mail delivery',
    'Text message delivery',
    'Name',
    'Mobile',
    'E-mail',
    'Follow-up',
    'Last follow-up',
  ])
  expect(quoteCsv.rows.length - 1).toBe(quotes)
  expect(quoteCsv.rows.slice(1).reduce((sum, r) => sum + Number(r[6]), 0)).toBe(total)
  // UK national form: no formula, so no apostrophe guard to read past.
  expect(quoteCsv.rows[1]![16]).toMatch(/^07700 900\d{3}$/)
  expect(['New', 'Contacted', 'Booked', 'Not booked']).toContain(quoteCsv.rows[1]![18])
  const applicationCsv = await downloadCsv(page, 'Job applications')
  expect(applicationCsv.rows[0]).toEqual([
    'Date',
    'Role',
    'Position',
    'Salon',
    'Name',
    'Mobile',
    'E-mail',
    'Salon notified',
    'Reply',
    'Answered on',
  ])
  expect(applicationCsv.rows.length - 1).toBe(applications)

  // Another period.
  await dashboard.getByRole('link', { name: '4 weeks' }).click()
  await expect(dashboard.getByText(/^Last 4 weeks: /)).toBeVisible({ timeout: 30_000 })
  await expect(dashboard.getByRole('link', { name: '4 weeks' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const quotes4 = toNumber(await tileValue(page, 'Quotes').textContent())
  expect(quotes4).toBeLessThan(quotes)
  // The download dates follow the period (they used to keep the 12-week dates): eight weeks later.
  const from4 = new Date(Date.parse(`${from12}T12:00:00Z`) + 56 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  await expect(downloads.locator('input[name="from"]')).toHaveValue(from4)
  await expect(downloads.locator('input[name="to"]')).toHaveValue(to)
  const fourWeekCsv = await downloadCsv(page, 'Quotes')
  expect(fourWeekCsv.name).toBe(`quotes-${from4}-to-${to}.csv`)
  expect(fourWeekCsv.rows.length - 1).toBe(quotes4)

  // Payload's own collection links are still on the dashboard, and the list offers the download.
  await page.getByRole('link', { name: 'Show all Saved quotes' }).click()
  await expect(page.getByRole('link', { name: 'Download all saved quotes (CSV)' })).toBeVisible({
    timeout: 30_000,
  })
  expect(errors).toEqual([])
})

test("the owner walks her month: chooses it, reads the equal comparison, booked as paid, and the CSV's offer columns", async ({
  page,
}) => {
  // A new client's quote today (the first-visit offer, 20% off), marked booked by the owner.
  await signIn(page, 'owner')
  const dashboard = page.locator(DASHBOARD)
  await expect(dashboard.getByRole('heading', { name: 'Quotes and applications' })).toBeVisible({
    timeout: 30_000,
  })
  const { link, pence } = await saveOfferQuote(page)
  const found = await page.request.get(
    `/cms-api/quotes?where[link][equals]=${link}&depth=0&limit=1`,
    sameOrigin,
  )
  const doc = ((await found.json()) as { docs: { id: number; offerCode: string }[] }).docs[0]!
  expect(doc.offerCode).toBe('QG20')
  const marked = await page.request.patch(`/cms-api/quotes/${doc.id}`, {
    ...sameOrigin,
    data: { leadStatus: 'booked' },
  })
  expect(marked.status(), await marked.text()).toBe(200)

  // Last month from the list: its days, compared with as many days just before.
  const now = new Date()
  const last = recentMonths(now)[1]!
  const expected = periodFor({ kind: 'month', month: last.month }, now)
  await page.goto('/admin')
  await dashboard.getByRole('combobox', { name: 'Month' }).selectOption(last.month)
  await dashboard.getByRole('button', { name: 'Show month' }).click()
  await expect(dashboard.getByText(`${last.name}: ${expected.label}`)).toBeVisible({
    timeout: 30_000,
  })
  await expect(dashboard.getByText(`Compared with ${expected.since}.`)).toBeVisible()
  expect(page.url()).toContain(`month=${last.month}`)
  await expect(tileValue(page, 'Quotes')).toHaveText(/^[\d,]+$/)

  // This month so far: today's booked quote counts at what she pays.
  const thisMonth = recentMonths(now)[0]!
  await dashboard.getByRole('combobox', { name: 'Month' }).selectOption(thisMonth.month)
  await dashboard.getByRole('button', { name: 'Show month' }).click()
  await expect(dashboard.getByText(new RegExp(`^${thisMonth.name} so far: `))).toBeVisible({
    timeout: 30_000,
  })
  const booked = toNumber(await tileValue(page, 'Booked').textContent())
  const bookedTile = dashboard
    .getByRole('listitem')
    .filter({ has: page.getByText('Booked', { exact: true }) })
    .filter({ hasText: 'As paid' })
  await expect(bookedTile).toContainText(/As paid: £[\d,]+ before offers/)
  const beforeOffers = toNumber(
    /As paid: (£[\d,]+) before offers/.exec((await bookedTile.textContent())!)![1]!,
  )
  expect(booked).toBeLessThan(beforeOffers)

  // The download for the month: the new columns, with her offer on her quote's row.
  const downloads = dashboard.locator('section[aria-labelledby="dash-downloads"]')
  await expect(downloads.locator('input[name="from"]')).toHaveValue(`${thisMonth.month}-01`)
  const csv = await downloadCsv(page, 'Quotes')
  expect(csv.rows[0]!.slice(6, 10)).toEqual([
    'Total (£)',
    'Offer',
    'Before offer (£)',
    'After offer (£)',
  ])
  const row = csv.rows.find((r) => r[1]!.endsWith(`/quote/${link}`))!
  expect(row.slice(6, 9)).toEqual([String(pence / 100), 'QG20', String(pence / 100)])
  expect(Number(row[9])).toBeLessThan(pence / 100)

  // An address that means no period: a sentence, and the last 12 weeks.
  await page.goto('/admin?month=2026-13')
  await expect(dashboard.getByRole('alert')).toContainText(
    'That month could not be read: choose one from the list. Showing the last 12 weeks instead.',
    { timeout: 30_000 },
  )
  await expect(dashboard.getByText(/^Last 12 weeks: /)).toBeVisible()
  await expectDashboardAccessible(page)
})

/** A new client's men's cut at Stylist level, priced by the quote module: it earns QG20. */
async function saveOfferQuote(page: Page) {
  type ApiService = {
    id: number
    service: string
    price: number
    product_price: number
    cat1: number
    cat2: number
  }
  const services: ApiService[] = await (await page.request.get('/api/services')).json()
  const levels: { id: number; name: string; adapter: number }[] = await (
    await page.request.get('/api/levels')
  ).json()
  const svc = services.find((x) => x.service === "Men's wash, cut & style")!
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
  const res = await page.request.post('/api/save-quote-details', {
    data: {
      salon_id: 2,
      level_id: level.id,
      calculator_type: 'Men',
      selector: 'Level',
      name: 'Month Walker',
      mobile: '07700 900654',
      email: 'month.walker@example.com',
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

test('the dashboard reads well in the dark theme and on a phone', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await context.addCookies([{ name: 'payload-theme', value: 'dark', url: baseURL! }])
  await signIn(page, 'manager')
  await expect(
    page.locator(DASHBOARD).getByRole('heading', { name: 'Quotes and applications' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // Nothing sticks out sideways on a narrow screen.
  const overflow = await page.locator(DASHBOARD).evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectDashboardAccessible(page)
})

test("the owner reads what booked quotes came to, and a salon's own figures when she chooses it", async ({
  page,
}) => {
  await signIn(page, 'owner')
  const dashboard = page.locator(DASHBOARD)
  await expect(dashboard.getByRole('heading', { name: 'Quotes and applications' })).toBeVisible({
    timeout: 30_000,
  })
  const booked = tileValue(page, 'Booked')
  await expect(booked).toHaveText(/^£[\d,]+$/)
  const allBooked = toNumber(await booked.textContent())
  // The conversion card says it in words too.
  await expect(
    dashboard.getByText(`Booked: ${(await booked.textContent())!} as paid`, { exact: false }),
  ).toBeVisible()
  const allQuotes = toNumber(await tileValue(page, 'Quotes').textContent())
  await expect(dashboard.getByRole('list', { name: 'Booked by offer' })).toBeVisible()

  // The salon chosen above the To do list: every figure becomes that salon's.
  await page
    .getByRole('navigation', { name: 'Salon' })
    .getByRole('link', { name: /High Street/ })
    .click()
  await expect(dashboard.getByText(/High Street, last 12 weeks: /)).toBeVisible({ timeout: 30_000 })
  const oneQuotes = toNumber(await tileValue(page, 'Quotes').textContent())
  const oneBooked = toNumber(await booked.textContent())
  expect(oneQuotes).toBeGreaterThan(0)
  expect(oneQuotes).toBeLessThan(allQuotes)
  expect(oneBooked).toBeLessThanOrEqual(allBooked)
  await expect(
    dashboard.getByRole('list', { name: 'Booked by salon' }).getByRole('listitem'),
  ).toHaveCount(1)
  // Changing the period keeps the salon.
  await dashboard.getByRole('link', { name: '4 weeks' }).click()
  await expect(dashboard.getByText(/High Street, last 4 weeks: /)).toBeVisible({ timeout: 30_000 })

  // Last month and this month, as downloads of their own.
  const lastMonth = dashboard.getByRole('link', { name: /^Quotes, last month \(/ })
  await expect(lastMonth).toHaveAttribute('href', /\/exports\/quotes\.csv\?from=\d{4}-\d{2}-01&to=/)
  await expect(dashboard.getByRole('link', { name: /^Quotes, this month \(/ })).toBeVisible()
  await expectDashboardAccessible(page)
})

test('front desk staff see the charts but cannot download personal data', async ({ page }) => {
  await signIn(page, 'frontdesk')
  const dashboard = page.locator(DASHBOARD)
  await expect(dashboard.getByRole('heading', { name: 'Quotes and applications' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(
    dashboard.getByRole('img', { name: /Quotes per week by service type/ }),
  ).toBeVisible()
  await expect(dashboard.getByRole('button', { name: 'Quotes', exact: true })).toHaveCount(0)
  expect((await page.request.get('/exports/quotes.csv', sameOrigin)).status()).toBe(403)
  expect((await page.request.get('/exports/applications.csv', sameOrigin)).status()).toBe(403)
  await page.goto('/admin/collections/quotes')
  await expect(page.getByRole('heading', { name: 'Saved quotes' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: /Download all saved quotes/ })).toHaveCount(0)
})

test('the downloads refuse visitors who are not signed in', async ({ request }) => {
  for (const file of ['quotes.csv', 'applications.csv']) {
    const res = await request.get(`/exports/${file}`)
    expect(res.status()).toBe(401)
    expect(await res.text()).not.toContain('@example.com')
  }
})
