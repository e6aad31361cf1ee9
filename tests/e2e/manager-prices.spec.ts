import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { formatGBP, linePence, MONEY_MESSAGE } from '../../src/quote'
import { submitAdminLogin } from './helpers'

// A manager keeps the price list and the salons right in the admin (ADR 014): prices in pounds
// with what a client pays at each level, history with restore, and guards on the mistakes that
// once broke the site. Everything changed here is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = 'Dry & style'

type Level = { id: number; name: string; adapter: number }

async function staffToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await submitAdminLogin(page, MANAGER.email, MANAGER.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

/** The site's "from" price: the lowest a new client can be quoted, at levels taking new clients. */
async function expectedFrom(request: APIRequestContext, pounds: number) {
  const levels: Level[] = await (await request.get('/api/levels')).json()
  const stylists: { level: number; hasLeft?: boolean; acceptingNewClients?: boolean }[] = (
    await (await request.get('/cms-api/stylists?limit=200&depth=0')).json()
  ).docs
  const open = new Set(
    stylists.filter((s) => !s.hasLeft && s.acceptingNewClients !== false).map((s) => s.level),
  )
  const service = { id: 0, name: SERVICE, kind: 'finish' as const, productPence: 0 }
  return Math.min(
    ...levels
      .filter((l) => open.has(l.id))
      .map((l) => linePence({ ...service, pricePence: Math.round(pounds * 100) }, l.adapter)),
  )
}

/** The public price list's line for the service. */
const siteLine = async (request: APIRequestContext) => {
  const html = await (await request.get('/prices')).text()
  // The price list's item: its name first, then its price (docs/rules.md, "Claims").
  const name = SERVICE.replace('&', '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const at = html.search(new RegExp(`<li[^>]*><span[^>]*>${name}<`))
  return at < 0 ? '' : html.slice(at, at + 600)
}

test('a manager changes a price in pounds, sees each level, and restores it from history', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const token = await staffToken(request)
  const found = await (
    await request.get(`/cms-api/services?where[service][equals]=${encodeURIComponent(SERVICE)}`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()
  const service = found.docs[0] as { id: number; price: number }
  const oldPrice = service.price
  const newPrice = oldPrice + 7.5 // e.g. £33 → £40.50: not a whole pound
  const levels: Level[] = await (await request.get('/api/levels')).json()
  const stylist = levels.find((l) => l.name === 'Stylist')!
  const senior = levels.find((l) => l.name === 'Advanced Senior')!
  const at = (pounds: number, level: Level) =>
    formatGBP(
      linePence(
        { id: 0, name: SERVICE, kind: 'finish', pricePence: pounds * 100, productPence: 0 },
        level.adapter,
      ),
    )

  try {
    await logIn(page)

    // The price list: in salon words, the whole list on one page, no true/false.
    await page.goto('/admin/collections/services')
    await expect(page.getByRole('navigation', { name: 'Price list groups' })).toBeVisible()
    await page.getByRole('link', { name: 'Cuts & finishes' }).click()
    const listRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: SERVICE, exact: true }) })
    await expect(listRow).toContainText('Cut or finish')
    await expect(listRow).toContainText(`£${oldPrice}`)
    await expect(page.locator('tbody')).not.toContainText(/\btrue\b|\bfalse\b/)

    // The service: a price box in pounds and the per-level table from the quote module.
    await page.goto(`/admin/collections/services/${service.id}`)
    await page.waitForLoadState('networkidle')
    const price = page.getByLabel('Price (£)')
    await expect(price).toHaveValue(String(oldPrice))
    const table = page.getByRole('region', { name: 'What a client pays at each level' })
    const row = (level: Level) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: level.name, exact: true }) })
    await expect(row(stylist)).toContainText(at(oldPrice, stylist))
    // A third decimal is not a price: the save is refused with the box's message and the stored
    // price stays as it was (it once said "Updated successfully" and kept the old price).
    await price.fill('49.555')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(MONEY_MESSAGE).first()).toBeVisible()
    await expect(page.getByText(/updated successfully/i)).toHaveCount(0)
    const stored = await request.get(`/cms-api/services/${service.id}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect((await stored.json()).price).toBe(oldPrice)
    await price.fill(newPrice.toFixed(2))
    // The table follows the box before saving.
    await expect(row(stylist)).toContainText(at(newPrice, stylist))
    await expect(row(senior)).toContainText(at(newPrice, senior))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect(price).toHaveValue(newPrice.toFixed(2))
    // Who changed it is on the service.
    await expect(page.locator('#field-updatedBy')).toHaveValue(new RegExp(MANAGER.email))

    // The site's price list follows within seconds.
    const newFrom = `from ${formatGBP(await expectedFrom(request, newPrice))}`
    const oldFrom = `from ${formatGBP(await expectedFrom(request, oldPrice))}`
    expect(newFrom).not.toBe(oldFrom)
    await expect
      .poll(() => siteLine(request), { timeout: 10_000, intervals: [250, 500, 1000] })
      .toContain(newFrom)

    // History: the version before the change, restored.
    await page.goto(`/admin/collections/services/${service.id}/versions`)
    const versionLinks = page.locator('tbody tr a')
    await expect(versionLinks.first()).toBeVisible()
    expect(await versionLinks.count()).toBeGreaterThanOrEqual(2)
    await versionLinks.nth(1).click()
    await page
      .getByRole('button', { name: /restore/i })
      .first()
      .click()
    await page.getByRole('button', { name: /confirm/i }).click()
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/cms-api/services/${service.id}`, {
                headers: { authorization: `JWT ${token}` },
              })
            ).json()
          ).price,
        { timeout: 20_000 },
      )
      .toBe(oldPrice)
    await expect
      .poll(() => siteLine(request), { timeout: 10_000, intervals: [250, 500, 1000] })
      .toContain(oldFrom)
    // Who restored it is on the document and in its history.
    const restored = await (
      await request.get(`/cms-api/services/${service.id}`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()
    expect(restored.updatedBy).toContain(MANAGER.email)
    // Visitors (a fresh context: `request` keeps the staff login's cookie) see no staff names.
    const visitor = await playwright.request.newContext({ baseURL })
    const anonymous = await (await visitor.get(`/cms-api/services/${service.id}`)).json()
    expect(anonymous.price).toBe(oldPrice)
    expect(anonymous.updatedBy).toBeUndefined()
    await visitor.dispose()
  } finally {
    await request.patch(`/cms-api/services/${service.id}`, {
      data: { price: oldPrice },
      headers: { authorization: `JWT ${token}` },
    })
  }
})

test('a booking link without https:// and hours closing before opening are refused', async ({
  page,
  request,
}) => {
  const salons = (await (await request.get('/cms-api/salons?limit=1&sort=id&depth=0')).json()).docs
  const salon = salons[0] as { id: number; bookingUrl?: string | null }
  await logIn(page)
  await page.goto(`/admin/collections/salons/${salon.id}`)
  await page.waitForLoadState('networkidle')
  const save = page.getByRole('button', { name: 'Save' })

  // Opening times rows say which day they are.
  await expect(page.getByText(/^Monday( ·|$)/).first()).toBeVisible()
  await expect(page.getByText(/Day 0\d/)).toHaveCount(0)

  const booking = page.locator('#field-bookingUrl')
  await booking.fill('book.example.com/willow')
  await expect(save).toBeEnabled()
  await save.click()
  // The field itself says what is wrong, not only "invalid".
  await expect(page.getByText('Use a full address starting with https://').first()).toBeVisible({
    timeout: 20_000,
  })
  const stored = await (await request.get(`/cms-api/salons/${salon.id}?depth=0`)).json()
  expect(stored.bookingUrl ?? null).toBe(salon.bookingUrl ?? null)
  await booking.fill(salon.bookingUrl ?? '')

  // The first open day closes before it opens.
  const closes = page.locator('input[id$="__closes"]').first()
  const opens = page.locator('input[id$="__opens"]').first()
  await opens.fill('18:00')
  await closes.fill('09:00')
  await expect(save).toBeEnabled()
  await save.click()
  await expect(
    page.getByText(/closing time \(09:00\) must be after opening time \(18:00\)/).first(),
  ).toBeVisible({ timeout: 20_000 })
  const after = await (await request.get(`/cms-api/salons/${salon.id}?depth=0`)).json()
  expect(JSON.stringify(after.openingTimes)).not.toContain('"opens":"18:00","closes":"09:00"')

  // The API refuses both too, with the same words.
  const token = await staffToken(request)
  const res = await request.patch(`/cms-api/salons/${salon.id}`, {
    data: { bookingUrl: 'http://book.example.com' },
    headers: { authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain('https://')
})

test('a manager sees what long, extra long and thick hair pay at each level, as she types', async ({
  page,
  request,
}) => {
  const NAME = 'Balayage — half head'
  type ApiService = {
    id: number
    service: string
    price: number
    product_price: number
    hair_supplements: { band: string; percent: number; amount: number }[]
  }
  const svc = ((await (await request.get('/api/services')).json()) as ApiService[]).find(
    (s) => s.service === NAME,
  )!
  const levels: Level[] = await (await request.get('/api/levels')).json()
  const senior = levels.find((l) => l.name === 'Senior Stylist')!
  // The figure the calculator gives her, from the public API's numbers and the one pricing rule.
  const at = (level: Level, band: string | null, percent?: number) => {
    const row = svc.hair_supplements.find((r) => r.band === band)
    return formatGBP(
      linePence(
        {
          id: svc.id,
          name: NAME,
          kind: 'colour',
          pricePence: Math.round(svc.price * 100),
          productPence: Math.round(svc.product_price * 100),
          ...(row
            ? { hair: { percent: percent ?? row.percent, pence: Math.round(row.amount * 100) } }
            : {}),
        },
        level.adapter,
      ),
    )
  }
  await logIn(page)
  await page.goto(`/admin/collections/services/${svc.id}`)
  await page.waitForLoadState('networkidle')
  const table = page.getByRole('region', { name: 'What a client pays at each level' })
  const headers = table.getByRole('columnheader')
  await expect(headers).toHaveText([
    'Level',
    'Level adjustment',
    'Client pays (Short, Fine)',
    'Long',
    'Extra long',
    'Thick',
  ])
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: senior.name, exact: true }) })
  await expect(row.getByRole('cell')).toHaveText([
    /[+−]?\d+%|none/,
    at(senior, null),
    at(senior, 'Long'),
    at(senior, 'Extra long'),
    at(senior, 'Thick'),
  ])
  // A service with its own rows at £0 (a face frame takes the same whatever her length) has no
  // columns; typing an extra for long hair adds one, priced as the calculator would, unsaved.
  const frame = ((await (await request.get('/api/services')).json()) as ApiService[]).find(
    (s) => s.service === 'Balayage — face frame',
  )!
  await page.goto(`/admin/collections/services/${frame.id}`)
  await page.waitForLoadState('networkidle')
  await expect(headers).toHaveText(['Level', 'Level adjustment', 'Client pays'])
  // The rows are as seeded: Long, Extra long, Thick.
  await page.locator('#field-hairSupplements__0__percent').fill('30')
  await expect(headers).toHaveText([
    'Level',
    'Level adjustment',
    'Client pays (Short, Fine)',
    'Long',
  ])
  const frameAt = (percent: number) =>
    formatGBP(
      linePence(
        {
          id: frame.id,
          name: frame.service,
          kind: 'colour',
          pricePence: Math.round(frame.price * 100),
          productPence: Math.round(frame.product_price * 100),
          ...(percent ? { hair: { percent, pence: 0 } } : {}),
        },
        senior.adapter,
      ),
    )
  await expect(row.getByRole('cell')).toHaveText([/[+−]?\d+%|none/, frameAt(0), frameAt(30)])
  const after = ((await (await request.get('/api/services')).json()) as ApiService[]).find(
    (s) => s.id === frame.id,
  )!
  expect(after.hair_supplements.every((r) => r.percent === 0)).toBe(true)
})
