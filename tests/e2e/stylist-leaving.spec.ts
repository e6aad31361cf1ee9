import AxeBuilder from '@axe-core/playwright'

import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { linePence, serviceKind } from '../../src/quote'

import { adminFormReady, submitAdminLogin } from './helpers'

// A stylist who leaves (ADR 032), as a manager in the admin: ticking "This stylist has left"
// shows, before the save, the offers naming her and the clients with a live quote with her; the
// save waits for a choice for an offer that could carry on; carried on, the offer stays on the
// site naming only the other stylist; the front desk's To do list then lists her clients with
// whom to offer; the dashboard names the offer she stopped without an empty price. Everything is
// put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const FRONT_DESK = { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' }
const SLUG = 'balayage-season-e2e'
// A name of her own on every run (names are letters only): the database outlives a run.
const CLIENT = `Lorna ${[...String(Date.now()).slice(-6)]
  .map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d)))
  .join('')}`

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

type ApiService = {
  id: number
  service: string
  cat1: number
  cat2: number
  price: number
  product_price: number
}

/** A new client's colour and cut with a stylist, saved as the calculator's finish form would. */
async function quoteWith(
  request: APIRequestContext,
  stylist: { id: number; level: number; salon: number },
) {
  const services = (await (await request.get('/api/services')).json()) as ApiService[]
  const levels = (await (await request.get('/api/levels')).json()) as {
    id: number
    adapter: number
  }[]
  const adapter = levels.find((l) => l.id === stylist.level)!.adapter
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
      adapter,
    )
    return { id: s.id, price: pence / 100 }
  })
  const mobile = `07700 900${String(100 + Math.floor(Math.random() * 900))}`
  const res = await request.post('/api/save-quote-details', {
    data: {
      salon_id: stylist.salon,
      level_id: stylist.level,
      stylist_id: stylist.id,
      calculator_type: 'Colour',
      selector: 'Stylist',
      name: CLIENT,
      mobile,
      email: `lorna-${Date.now()}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: { services: lines, total: lines.reduce((a, l) => a + l.price, 0) },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Our own parts of the admin meet WCAG 2.1 AA (Payload's own controls are not ours to fix). */
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

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await submitAdminLogin(page, who.email, who.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

/** Scrolls the admin form until a field is there (Payload renders further fields in view). */
async function scrollTo(page: Page, field: Locator) {
  for (let i = 0; i < 30 && (await field.count()) === 0; i++) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await field.scrollIntoViewIfNeeded()
  return field
}

test.use({ actionTimeout: 20_000 })

test('a manager marks a stylist as left: she sees her offers and clients first, carries an offer on with the other stylist, and the front desk is told whom to offer', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const headers = await staffHeaders(request)
  const stylist = async (slug: string) =>
    (
      await (
        await request.get(`/cms-api/stylists?where[slug][equals]=${slug}&depth=0`, { headers })
      ).json()
    ).docs[0] as { id: number; level: number; salon: number }
  const zoe = await stylist('zoe-kowalski')
  const grace = await stylist('grace-pemberton')
  const priya = await stylist('priya-desai')
  const callum = await stylist('callum-reid')
  const balayage = (
    await (
      await request.get('/cms-api/colour-categories?where[name][equals]=Balayage&depth=0', {
        headers,
      })
    ).json()
  ).docs[0] as { id: number }

  // "Balayage season (Zoe or Grace)": its texts name nobody; its page lists its stylists.
  const created = await request.post('/cms-api/offers', {
    headers,
    data: {
      title: 'Balayage season: {saving}',
      slug: SLUG,
      kind: 'combination',
      headline: 'Balayage season: {saving} hand-painted colour',
      summary: 'New clients save {saving} a balayage this season.',
      audience: 'new',
      stylists: [zoe.id, grace.id],
      appliesTo: 'colourCategories',
      colourCategories: [balayage.id],
      benefit: 'percent',
      discountPercent: 30,
      code: 'WWBAL',
      validDays: 28,
      active: true,
      endDate: '2027-06-30',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const offerId = ((await created.json()) as { doc: { id: number } }).doc.id
  // Whom her clients are offered, chosen on her profile beforehand.
  const alternatives = await request.patch(`/cms-api/stylists/${zoe.id}`, {
    headers,
    data: { alternatives: [priya.id, callum.id] },
  })
  expect(alternatives.ok(), await alternatives.text()).toBe(true)
  await quoteWith(request, zoe)
  const before = await (await request.get(`/offers/${SLUG}`)).text()
  expect(before).toContain('Choose your stylist')

  try {
    // 1. The manager ticks "This stylist has left": before saving, what will happen.
    await signIn(page, MANAGER)
    await page.goto(`/admin/collections/stylists/${zoe.id}`)
    await adminFormReady(page)
    const section = page.locator('.collapsible').filter({ hasText: 'Has left the salon' }).first()
    const folded = (await scrollTo(page, section)).locator('.collapsible__toggle--collapsed')
    if ((await folded.count()) > 0) await folded.first().click()
    await (await scrollTo(page, page.getByLabel('This stylist has left'))).check()
    const panel = await scrollTo(page, page.locator('[data-leaving-panel]'))
    await expect(panel.getByRole('heading', { name: 'Before Zoe leaves' })).toBeVisible()
    await expect(panel).toContainText('2 offers name Zoe')
    // Only she gives "Meet Zoe": it stops, nothing to choose.
    await expect(panel).toContainText(/Meet Zoe: colour and cut from £\d+.*stops/)
    const choice = panel.getByRole('group', { name: /Balayage season: 30% off/ })
    await expect(
      choice.getByRole('radio', { name: 'Carry on with Grace (without Zoe)' }),
    ).toBeVisible()
    await expect(choice.getByRole('radio', { name: 'Stop the offer' })).toBeVisible()
    await expect(panel).toContainText(/\d+ clients? (has|have) a live quote with Zoe/)
    await expect(panel.locator('[data-leaving-quotes]')).toContainText(CLIENT)
    await expect(panel).toContainText('Zoe has left: offer Priya or Callum')
    await expectAccessible(page, '[data-leaving-panel]')

    // 2. Saving without a choice is refused, saying which offer needs one; she has not left.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('The following field is invalid: Before she leaves')).toBeVisible()
    await expect(panel.getByRole('alert')).toContainText(
      'choose for each whether it stops or carries on without her: “Balayage season: 30% off” (with Grace)',
    )
    const still = await (
      await request.get(`/cms-api/stylists/${zoe.id}?depth=0`, { headers })
    ).json()
    expect(still.hasLeft).toBe(false)

    // 3. "Carry on with Grace", then Save.
    await choice.getByRole('radio', { name: 'Carry on with Grace (without Zoe)' }).check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('[data-leaving-panel]')).toHaveCount(0)

    // The offer page now names only Grace; "Meet Zoe" is off the site.
    await page.goto(`/offers/${SLUG}`)
    const stylists = page.locator('section[aria-labelledby="offer-stylists"]')
    await expect(stylists.getByRole('heading', { name: 'Meet Grace' })).toBeVisible()
    await expect(stylists).not.toContainText('Zoe')
    expect((await request.get('/offers/zoe-kowalski')).status()).toBe(404)

    // 4. The dashboard names the offer she stopped, with no empty price.
    await page.goto('/admin')
    const notice = page.locator('section[aria-labelledby="dash-stopped-offers"]')
    await expect(notice).toContainText('Meet Zoe: colour and cut: Zoe has left')
    await expect(notice).not.toContainText(/from\s*:/)

    // 5. The front desk's To do list: her clients with a live quote, and whom to offer.
    await signIn(page, FRONT_DESK)
    await page.goto('/admin')
    const highStreet = page.locator(`section[aria-labelledby="to-do-salon-${zoe.salon}"]`)
    const block = highStreet.locator('div').filter({
      has: page.getByRole('heading', { level: 4, name: /Live quotes with a stylist who has left/ }),
    })
    const title = await block.getByRole('heading', { level: 4 }).first().innerText()
    const count = Number(/\((\d+)\)/.exec(title)?.[1])
    expect(count).toBeGreaterThan(0)
    await expect(page.getByRole('list', { name: 'Waiting' })).toContainText(
      `${count} live quote${count === 1 ? '' : 's'} with a stylist who has left`,
    )
    await expectAccessible(page, `section[aria-labelledby="to-do-salon-${zoe.salon}"]`)
    const rows = block.getByRole('listitem')
    await expect(rows).toHaveCount(Math.min(count, 10))
    await expect(rows.first()).toContainText('Zoe has left: offer')
    if (count <= 10) {
      await expect(block).toContainText(CLIENT)
      await expect(rows.filter({ hasText: CLIENT })).toContainText(
        'Zoe has left: offer Priya or Callum',
      )
    } else {
      // "Show all" opens exactly those quotes (all on one page here), hers among them.
      const href = await block.getByRole('link', { name: `Show all ${count}` }).getAttribute('href')
      await page.goto(`${href}&limit=100`)
      await expect(page.locator('.table tbody tr')).toHaveCount(count)
      await expect(page.getByRole('link', { name: CLIENT })).toBeVisible()
    }
  } finally {
    await request.patch(`/cms-api/stylists/${zoe.id}`, {
      headers,
      data: { hasLeft: false, alternatives: [] },
    })
    await request.delete(`/cms-api/offers/${offerId}`, { headers })
  }
})
