import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { formatGBP, linePence, serviceKind } from '../../src/quote'
import { fillAdminBoxes, submitAdminLogin } from './helpers'

// What staff change in the admin shows on the public site within seconds, and a saved quote
// keeps the price it was given. Everything changed here is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = "Men's wash, cut & style"

type ApiService = {
  id: number
  service: string
  price: number
  product_price: number
  cat1: number
  cat2: number
}

async function staffToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

/** A Men's quote at Stylist level, priced with the quote module from what the API says now. */
async function mensQuote(request: APIRequestContext, email: string) {
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
  return {
    service: svc,
    pence,
    body: {
      salon_id: 2,
      level_id: level.id,
      calculator_type: 'Men',
      selector: 'Level',
      name: 'Staff Test',
      mobile: '07700 900777',
      email,
      regular: 'yes',
      referral: 'Google',
      quote: {
        services: [{ id: svc.id, service: svc.service, price: pence / 100 }],
        total: pence / 100,
      },
    },
  }
}

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await submitAdminLogin(page, MANAGER.email, MANAGER.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

test('a manager switches an offer off: /offers stops showing it within seconds', async ({
  page,
  request,
}) => {
  await page.goto('/offers')
  const firstCard = page.locator('main a[href^="/offers/"]').first()
  const href = (await firstCard.getAttribute('href'))!
  const slug = href.split('/')[2]!
  const offer = (
    await (await request.get(`/cms-api/offers?where[slug][equals]=${slug}&depth=0`)).json()
  ).docs[0]
  expect(offer.active).toBe(true)
  const token = await staffToken(request)
  try {
    await logIn(page)
    await page.goto(`/admin/collections/offers/${offer.id}`)
    await page.getByLabel('Switched on').uncheck()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(
      page.getByText(/published successfully|updated successfully/i).first(),
    ).toBeVisible({ timeout: 20_000 })

    // The public list (a cached page) follows within seconds, without a redeploy.
    await expect
      .poll(async () => (await request.get('/offers')).text(), {
        timeout: 10_000,
        intervals: [250, 500, 1000],
      })
      .not.toContain(`href="/offers/${slug}"`)
    // Its address answers 404 with the offers still running (no longer a redirect to /offers).
    expect((await request.get(`/offers/${slug}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    await request.patch(`/cms-api/offers/${offer.id}`, {
      data: { active: true },
      headers: { authorization: `JWT ${token}` },
    })
  }
  await expect
    .poll(async () => (await request.get('/offers')).text(), { timeout: 10_000 })
    .toContain(`href="/offers/${slug}"`)
})

test('a manager changes a price: new quotes use it, a saved quote keeps its own', async ({
  page,
  request,
}) => {
  const before = await mensQuote(request, 'before.change@example.com')
  const saved = await request.post('/api/save-quote-details', { data: before.body })
  expect(saved.status()).toBe(201)
  const { link } = await saved.json()
  const oldPrice = before.service.price
  const newPrice = oldPrice + 5
  const token = await staffToken(request)
  try {
    await logIn(page)
    await page.goto(`/admin/collections/services/${before.service.id}`)
    const price = page.locator('#field-price')
    await expect(price).toHaveValue(String(oldPrice))
    await fillAdminBoxes(page, [[price, String(newPrice)]])
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    // The API's cached price list is purged with the pages.
    const listed = async () =>
      ((await (await request.get('/api/services')).json()) as ApiService[]).find(
        (s) => s.id === before.service.id,
      )?.price
    await expect.poll(listed, { timeout: 10_000 }).toBe(newPrice)
    const after = await mensQuote(request, 'after.change@example.com')
    expect(after.pence).toBeGreaterThan(before.pence)
    // The calculator shows the new price…
    await page.goto('/prices/calculator?type=Men&mode=level&salon=2&level=' + after.body.level_id)
    await expect(page.getByRole('link', { name: new RegExp(`^${SERVICE}`) }).first()).toContainText(
      formatGBP(after.pence),
    )
    // …the server refuses the old one and saves the new one…
    expect((await request.post('/api/save-quote-details', { data: before.body })).status()).toBe(
      422,
    )
    expect((await request.post('/api/save-quote-details', { data: after.body })).status()).toBe(201)
    // …and the quote saved before the change keeps its price.
    await page.goto(`/quote/${link}`)
    await expect(page.getByText(formatGBP(before.pence)).first()).toBeVisible()
    await expect(page.getByText(formatGBP(after.pence))).toHaveCount(0)
  } finally {
    await request.patch(`/cms-api/services/${before.service.id}`, {
      data: { price: oldPrice },
      headers: { authorization: `JWT ${token}` },
    })
  }
})

test('a blog draft stays private until published; staff preview it', async ({ page, request }) => {
  const post = (await (await request.get('/cms-api/blog-posts?limit=1&sort=-date&depth=0')).json())
    .docs[0]
  await logIn(page)
  await page.goto(`/admin/collections/blog-posts/${post.id}`)
  const title = page.locator('#field-title')
  await fillAdminBoxes(page, [[title, `${post.title} (draft)`]])
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/draft saved successfully|saved successfully/i).first()).toBeVisible({
    timeout: 20_000,
  })

  // Visitors still see the published post.
  const publicHtml = await (await request.get(`/blog/${post.slug}`)).text()
  expect(publicHtml).toContain(post.title)
  expect(publicHtml).not.toContain(`${post.title} (draft)`)
  const apiPost = await (await request.get(`/api/blog-post/${post.slug}`)).json()
  expect(apiPost.title).toBe(post.title)

  // Staff preview the draft, marked as such, then leave preview.
  await page.goto(`/preview?collection=blog-posts&slug=${post.slug}`)
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${post.title} (draft)`)
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)

  // Without a staff login there is no preview.
  const anonymous = await request.get(`/preview?collection=blog-posts&slug=${post.slug}`, {
    maxRedirects: 0,
  })
  expect(anonymous.status()).toBe(303)
  expect(anonymous.headers()['location']).toContain('/admin/login')
})

test('the privacy tool finds, exports and erases one person', async ({ page, request }) => {
  const body = (await mensQuote(request, 'erase.me@example.com')).body
  expect((await request.post('/api/save-quote-details', { data: body })).status()).toBe(201)
  await logIn(page)
  await page.goto('/admin/privacy')
  await page.getByLabel('E-mail address or UK mobile number').fill('Erase.Me@example.com')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('table', { name: 'Saved quotes' })).toContainText(
    'erase.me@example.com',
  )

  // One person: her records are ticked already, and the download takes them.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the ticked records (JSON)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  expect(JSON.parse(await readFile((await file.path())!, 'utf8')).quotes).toHaveLength(1)

  // The same records as a document she can be handed: her services and our staff's notes.
  const token = await staffToken(request)
  const [saved] = (
    await (
      await request.get('/cms-api/quotes?where[email][equals]=erase.me@example.com&depth=0', {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()
  ).docs
  expect(
    (
      await request.patch(`/cms-api/quotes/${saved.id}`, {
        headers: { authorization: `JWT ${token}` },
        data: { leadStatus: 'contacted', leadNote: 'Left voicemail, will try after 5' },
      })
    ).ok(),
  ).toBe(true)
  await page.getByLabel('E-mail address or UK mobile number').fill('erase.me@example.com')
  await page.getByRole('button', { name: 'Find' }).click()
  await page
    .getByRole('button', { name: 'Open the ticked records as a document to print or hand over' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your personal data held by /)
  await expect(page.getByText('Left voicemail, will try after 5')).toBeVisible()
  await expect(page.getByText(SERVICE).first()).toBeVisible()
  await expect(page.getByText('Where the salon has got to')).toBeVisible()
  await page.goBack()

  await page.getByLabel(/I understand this removes/).check()
  await page.getByRole('button', { name: 'Erase personal data' }).click()
  await expect(page.getByText(/^Erased:/)).toContainText(
    /Erased: 1 quote, 0 applications, [0-2] outbox messages?/,
  )

  await page.getByLabel('E-mail address or UK mobile number').fill('erase.me@example.com')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'Nothing held' })).toBeVisible()
})

test('the privacy tool lets staff choose among people sharing a number', async ({
  page,
  request,
}) => {
  const { body } = await mensQuote(request, 'ann.shares@example.com')
  for (const who of [
    { name: 'Ann Shares', email: 'ann.shares@example.com' },
    { name: 'Ben Shares', email: 'ben.shares@example.com' },
  ]) {
    const res = await request.post('/api/save-quote-details', {
      data: { ...body, ...who, mobile: '07700 900778' },
    })
    expect(res.status()).toBe(201)
  }
  await logIn(page)
  await page.goto('/admin/privacy')
  await page.getByLabel('E-mail address or UK mobile number').fill('07700 900 778')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByText(/These records carry different names/)).toContainText('Ann Shares')
  // Nothing is ticked for them: downloading or erasing without a choice is refused with a message.
  const ann = page.getByRole('checkbox', { name: /Choose the quote saved .* for Ann Shares/ })
  const ben = page.getByRole('checkbox', { name: /Choose the quote saved .* for Ben Shares/ })
  await expect(ann).not.toBeChecked()
  await expect(ben).not.toBeChecked()
  const downloadButton = page.getByRole('button', { name: 'Download the ticked records (JSON)' })
  await downloadButton.click()
  await expect(page.getByText(/tick the records of the person asking/)).toBeVisible()

  // Ann's record ticked: the download holds hers and nothing of Ben's (ADR 015).
  await ann.check()
  const download = page.waitForEvent('download')
  await downloadButton.click()
  const file = await readFile((await (await download).path())!, 'utf8')
  expect(JSON.parse(file).quotes).toHaveLength(1)
  expect(file).toContain('ann.shares@example.com')
  expect(file).not.toMatch(/Ben Shares|ben\.shares@example\.com/)
  await ann.uncheck()

  await page.getByLabel(/I understand this removes/).check()
  await page.getByRole('button', { name: 'Erase personal data' }).click()
  await expect(page.getByText('Tick at least one record to erase')).toBeVisible()

  await ann.check()
  await page.getByLabel(/I understand this removes/).check()
  await page.getByRole('button', { name: 'Erase personal data' }).click()
  await expect(page.getByText(/^Erased:/)).toContainText(/Erased: 1 quote, 0 applications/)
  await page.goto('/admin/privacy')
  await page.getByLabel('E-mail address or UK mobile number').fill('+447700900778')
  await page.getByRole('button', { name: 'Find' }).click()
  const quotes = page.getByRole('table', { name: 'Saved quotes' })
  await expect(quotes).toContainText('Ben Shares')
  await expect(quotes).not.toContainText('Ann Shares')
})
