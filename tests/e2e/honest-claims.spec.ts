// Every price the site names, she can get (docs/rules.md, "Claims"): each "from £" a page shows
// is a complete quote the calculator gives in her context, with the offer it really carries.
// Expected figures come from src/quote on the seeded catalogue, never typed here.
import type { APIRequestContext } from '@playwright/test'

import { offerFacts } from '../../src/content/offers'
import { cheapestQuote, formatGBP, lineClaim, type QuoteCatalogue } from '../../src/quote'
import { serviceNamed } from '../../src/quote/testing/demo-catalogue'
import { demoCatalogueWithOffers } from '../../src/quote/testing/demo-offers'
import { offers as seededOffers, salons } from '../../src/seed/data/content'

import { dominatedOffer, NEVER_APPLIES } from '../dominated-offer'

import { expect, test } from './fixtures'
import { expectNoAxeViolations, submitAdminLogin } from './helpers'

const now = new Date()
const cat: QuoteCatalogue = demoCatalogueWithOffers(now)
const salonId = (short: string) => salons.find((s) => s.shortName === short)!.id
const from = (pence: number | null | undefined) => `from ${formatGBP(pence!)}`

async function ownerToken(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'owner@willowandwren.example', password: 'willow-wren-demo' },
  })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test("/men and /prices name only line prices a complete men's quote reaches", async ({ page }) => {
  const grey = serviceNamed(cat, 'Grey blending')
  const claim = lineClaim(cat, grey.id)!
  // A men's colour comes with a men's cut, which New Starters do not do: an Apprentice's price.
  expect(cat.levels.find((l) => l.id === claim.levelId)!.name).toBe('Apprentice')
  await page.goto('/men')
  await expect(page.getByText(`Grey blending and men’s colour ${from(claim.pence)}`)).toBeVisible()
  await page.goto('/prices')
  const line = page.getByRole('listitem').filter({ hasText: /^Grey blending/ })
  await expect(line).toContainText(from(claim.pence))
  await expect(line).toContainText("Apprentice's price")
  await expectNoAxeViolations(page)
})

test('budget mode follows her salon: options, range and results are hers first', async ({
  page,
}) => {
  const riverside = salonId('Riverside')
  const cut = serviceNamed(cat, 'Cut, dry & style')
  const here = lineClaim(cat, cut.id, { salonId: riverside, types: ['CuttingStyling'] })!
  const anywhere = lineClaim(cat, cut.id, { types: ['CuttingStyling'] })!
  expect(here.pence).toBeGreaterThan(anywhere.pence)
  await page.goto(`/prices/calculator?type=CuttingStyling&mode=budget&salon=${riverside}`)
  const option = page
    .getByRole('link')
    .filter({ hasText: /^Cut, dry & style/ })
    .first()
  await expect(option).toContainText(from(here.pence))
  await expect(option).not.toContainText(from(anywhere.pence))
})

test('the first-visit offer says where and with whom as its rule does, and leads with the saving', async ({
  page,
}) => {
  const general = cat.offers!.find((o) => o.slug === 'general')!
  const facts = offerFacts(cat, general)
  await page.goto('/offers/general')
  const main = page.getByRole('main')
  // The rule is any stylist at any salon: the words say so, and name no two salons.
  await expect(main).toContainText('with any stylist at any of our salons')
  await expect(main).not.toContainText('Riverside or High Street')
  // Each salon's "from", since a trainee's price is the Academy's only.
  for (const p of facts.fromBySalon)
    await expect(main).toContainText(`${formatGBP(p.pence)} at ${p.salon}`)
  // The offers list's card leads with the saving, with no trainee's "from".
  await page.goto('/offers')
  const card = page
    .getByRole('listitem')
    .filter({ hasText: facts.saving.replace(/^./, (c) => c.toUpperCase()) })
    .first()
  await expect(card).toBeVisible()
  await expect(card).not.toContainText(`From ${formatGBP(facts.fromPence!)}`)
})

test('an offer no quote would carry is flagged for staff and stays off the site', async ({
  page,
  request,
}) => {
  const headers = await ownerToken(request)
  const find = async (path: string) =>
    ((await (await request.get(path, { headers })).json()) as { docs: { id: number }[] }).docs
  const stylists = await find('/cms-api/stylists?where[firstName][in]=Zoe,Grace&depth=0&limit=10')
  const balayage = await find('/cms-api/colour-categories?where[name][like]=Balayage&depth=0')
  const made = await request.post('/cms-api/offers', {
    headers,
    data: dominatedOffer({
      slug: 'balayage-season-test',
      stylistIds: stylists.map((s) => s.id),
      balayageId: balayage[0]!.id,
    }),
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto('/admin/collections/offers')
    await submitAdminLogin(page, 'manager@willowandwren.example', 'willow-wren-demo')
    await page.waitForURL(/\/admin\/collections\/offers/)
    const row = page.getByRole('row').filter({ hasText: 'any balayage' })
    await expect(row).toContainText('Never applies', { timeout: 30_000 })
    await page.goto(`/admin/collections/offers/${id}`)
    await expect(page.getByRole('status').filter({ hasText: 'Never applies' })).toContainText(
      'It stays off the site',
    )
    const apiRead = await request.get(`/cms-api/offers/${id}?depth=0`, { headers })
    expect(((await apiRead.json()) as { liveStatus: string }).liveStatus).toBe(NEVER_APPLIES)
    // Off the site: not listed, its page a 404, no badge on Zoe's card.
    await page.goto('/offers')
    await expect(page.getByRole('main')).not.toContainText('BALAYAGE15')
    expect((await page.goto('/offers/balayage-season-test'))?.status()).toBe(404)
  } finally {
    await request.delete(`/cms-api/offers/${id}`, { headers })
  }
})

test('"Hide all offers" takes down the words that promise one, not only the offers', async ({
  page,
  request,
}) => {
  const headers = await ownerToken(request)
  const extensions = seededOffers.find((o) => o.slug === 'extensions')!
  expect(extensions.active).toBe(true)
  const set = async (hideOffers: boolean) =>
    expect(
      (
        await request.post('/cms-api/globals/site-settings', { headers, data: { hideOffers } })
      ).ok(),
    ).toBe(true)
  const card = /Hair extensions: 20% off your first application/
  await page.goto('/')
  await expect(page.getByText(card)).toBeVisible()
  try {
    await set(true)
    for (const path of ['/', '/link-tree', '/links']) {
      await page.goto(path)
      await expect(page.getByText(card), path).toHaveCount(0)
      await expect(page.getByText(/\{offer:/), path).toHaveCount(0)
    }
    await page.goto('/bookings')
    await expect(page.getByRole('main')).not.toContainText('first-visit offer')
  } finally {
    await set(false)
  }
  await page.goto('/link-tree')
  await expect(page.getByText(card)).toBeVisible()
})

test('a new client pays what leads: the bar, the result screen and the type cards', async ({
  page,
}) => {
  const colour = cheapestQuote(cat, { types: ['Colour'] })!
  expect(colour.offer).not.toBeNull()
  await page.goto('/prices')
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Colour, Cutting & Styling' }) })
  await expect(card).toContainText(from(colour.pence))
  await expect(card).toContainText(`${formatGBP(colour.totalPence)} before`)
})
