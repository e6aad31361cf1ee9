import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { linePence, serviceKind } from '../../src/quote'

import { submitAdminLogin } from './helpers'

// The To do list's own follow-up (ADR 055), as the front desk uses it on the dashboard: a note
// and Contacted from the row (the row leaves, the count falls, no reload), and a client whose
// stylist has left moved to another stylist from her row (the new price shown, the move in her
// quote's history). Eleanor is made to leave through the API and is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const FRONT_DESK = { email: 'frontdesk@willowandwren.example', password: 'willow-wren-demo' }
// Names of their own on every run (letters only): the database outlives a run.
const tag = [...String(Date.now()).slice(-6)]
  .map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d)))
  .join('')
const CALLED = `Carla ${tag}`
const MOVING = `Mavis ${tag}`

type Stylist = { id: number; level: number; salon: number; firstName: string; lastName: string }
type ApiService = {
  id: number
  service: string
  cat1: number
  cat2: number
  price: number
  product_price: number
}

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

/** A new client's colour and cut with a stylist, saved as the calculator's finish form would. */
async function quoteWith(request: APIRequestContext, stylist: Stylist, name: string) {
  const services = (await (await request.get('/api/services')).json()) as ApiService[]
  const levels = (await (await request.get('/api/levels')).json()) as {
    id: number
    adapter: number
  }[]
  const adapter = levels.find((l) => l.id === stylist.level)!.adapter
  const lines = ['Full head foils', 'Toner', 'Cut, dry & style'].map((service) => {
    const s = services.find((x) => x.service === service)!
    const pence = linePence(
      {
        id: s.id,
        name: service,
        kind: serviceKind(s.cat1, s.cat2)!,
        pricePence: Math.round(s.price * 100),
        productPence: Math.round(s.product_price * 100),
      },
      adapter,
    )
    return { id: s.id, price: pence / 100 }
  })
  const res = await request.post('/api/save-quote-details', {
    data: {
      salon_id: stylist.salon,
      level_id: stylist.level,
      stylist_id: stylist.id,
      calculator_type: 'Colour',
      selector: 'Stylist',
      name,
      mobile: `07700 900${String(100 + Math.floor(Math.random() * 900))}`,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: { services: lines, total: lines.reduce((a, l) => a + l.price, 0) },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** The number before the words of one of the tiles at the top ("3 new quotes to contact"). */
async function tile(todo: Locator, words: RegExp): Promise<number> {
  const text = (await todo.getByRole('list', { name: 'Waiting' }).getByText(words).textContent())!
  return Number(/\d+/.exec(text)![0])
}

async function signIn(page: Page) {
  await page.goto('/admin')
  await submitAdminLogin(page, FRONT_DESK.email, FRONT_DESK.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

test('the front desk follows a client up from the To do list and moves another to a stylist still here', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const headers = await staffHeaders(request)
  const stylist = async (slug: string) =>
    (
      await (
        await request.get(`/cms-api/stylists?where[slug][equals]=${slug}&depth=0`, { headers })
      ).json()
    ).docs[0] as Stylist
  const eleanor = await stylist('eleanor-marsh')
  const sana = await stylist('sana-mirza')
  await quoteWith(request, sana, CALLED)
  await quoteWith(request, eleanor, MOVING)
  const left = await request.patch(`/cms-api/stylists/${eleanor.id}`, {
    headers,
    data: { hasLeft: true, alternatives: [sana.id] },
  })
  expect(left.ok(), await left.text()).toBe(true)

  try {
    await page.setViewportSize({ width: 1366, height: 900 })
    await signIn(page)
    const todo = page.locator('section[aria-labelledby="to-do-title"]')
    await expect(todo.getByRole('heading', { name: 'To do', exact: true })).toBeVisible({
      timeout: 30_000,
    })
    const status = todo.locator('[data-to-do-status]')

    // A note and Contacted, from the row: it leaves the list and the count falls, no reload.
    const newQuotes = await tile(todo, /new quotes? to contact/)
    const called = todo.locator('li', { has: page.getByRole('link', { name: CALLED }) })
    await expect(called).toHaveCount(1)
    const buttons = called.getByRole('group', { name: `Follow up ${CALLED}` })
    await buttons.getByRole('button', { name: 'Add note' }).click()
    await called.getByLabel(`Note for ${CALLED}`).fill('Rang her, calling back Friday')
    await buttons.getByRole('button', { name: 'Contacted' }).click()
    await expect(status).toHaveText(`Contacted: ${CALLED}.`)
    await expect(todo.getByRole('link', { name: CALLED })).toHaveCount(0)
    await expect.poll(() => tile(todo, /new quotes? to contact/)).toBe(newQuotes - 1)

    // Her stylist has left: moved from her row to Sana, who is still here, at Sana's price.
    const leftCount = await tile(todo, /live quotes? with a stylist who has left/)
    const moving = todo.locator('li', { has: page.getByRole('link', { name: MOVING }) })
    await expect(moving).toHaveCount(1)
    await expect(moving).toContainText('Eleanor has left: offer Sana')
    await moving.getByRole('button', { name: 'Move to another stylist' }).click()
    const choice = moving.getByRole('radio', { name: /Sana Mirza/ })
    // The radio's name is its whole label: who, her level, and what the client would pay.
    await expect(choice).toHaveAccessibleName(
      /Sana Mirza \(Graduate Stylist\) — £\d+ \(£\d+ before WWTRIO\)/,
    )
    await choice.check()
    await moving.getByRole('button', { name: 'Move and send her the new quote' }).click()
    await expect(status).toContainText(`Moved from Eleanor Marsh to Sana Mirza: £`)
    await expect(moving.filter({ hasText: 'Eleanor has left' })).toHaveCount(0)
    await expect
      .poll(() => tile(todo, /live quotes? with a stylist who has left/))
      .toBe(leftCount - 1)

    // Her quote now: with Sana, at the new price, the move in its history.
    const found = await request.get(
      `/cms-api/quotes?where[name][equals]=${encodeURIComponent(MOVING)}&depth=0&limit=1`,
      { headers },
    )
    const doc = ((await found.json()) as { docs: { id: number; stylist: number }[] }).docs[0]!
    expect(doc.stylist).toBe(sana.id)
    await page.goto(`/admin/collections/quotes/${doc.id}`)
    const history = page.locator('[data-follow-up-history]')
    await expect(history).toContainText('Moved from Eleanor Marsh to Sana Mirza', {
      timeout: 30_000,
    })
    await expect(page.getByText('Sana Mirza').first()).toBeVisible()
  } finally {
    const back = await request.patch(`/cms-api/stylists/${eleanor.id}`, {
      headers,
      data: { hasLeft: false, alternatives: [] },
    })
    expect(back.ok(), await back.text()).toBe(true)
  }
})
