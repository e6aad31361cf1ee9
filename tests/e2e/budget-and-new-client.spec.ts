// Issue 46, reproductions 4 and 5: budget results are the address's alone (each stylist once,
// the box saying the budget the list was made for, nothing over her budget shown as fitting),
// and no price she cannot get is shown as what she pays (ADR 046). Expected figures come from
// src/quote on the seeded catalogue, never typed here.
import { formatGBP, lineClaim, type QuoteCatalogue } from '../../src/quote'
import { serviceNamed, stylistNamed } from '../../src/quote/testing/demo-catalogue'
import { demoCatalogueWithOffers } from '../../src/quote/testing/demo-offers'

import { expect, test, type Page } from './fixtures'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const cat: QuoteCatalogue = demoCatalogueWithOffers(new Date())
const id = (name: string, kind?: Parameters<typeof serviceNamed>[2]) =>
  serviceNamed(cat, name, kind).id

const choose = async (page: Page, name: string | RegExp) => {
  const before = page.url()
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click()
  await page.waitForURL((url) => url.href !== before)
}

/** The stylists listed as fitting her budget, by their card's stylist id. */
const listed = async (page: Page) =>
  page
    .locator('[data-stylist-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-stylist-card')))

async function showWhatFits(page: Page, budget: string) {
  await page.getByLabel('Your budget in pounds').fill(budget)
  await choose(page, 'Show what fits')
  await expect(page.getByRole('heading', { name: `What fits £${budget}` })).toBeAttached()
}

test.describe('budget results', () => {
  test.use(PHONE)
  const query = `type=CuttingStyling&mode=budget&salon=2&finish=${id('Cut, dry & style')}&fadd=${id('None', 'finishAddOn')}&treat=${id('None', 'treatment')}`

  test('changing the budget and back lists each stylist once; after Back the box says the budget of the list', async ({
    page,
  }) => {
    await page.goto(`/prices/total-by-price?${query}&budget=30`)
    const fresh = await listed(page)
    expect(fresh.length).toBeGreaterThan(0)
    expect(new Set(fresh).size).toBe(fresh.length)

    await showWhatFits(page, '10')
    await showWhatFits(page, '30')
    expect(await listed(page)).toEqual(fresh)
    await showWhatFits(page, '10')
    const ten = await listed(page)
    expect(new Set(ten).size).toBe(ten.length)

    await page.goBack()
    await expect(page).toHaveURL(/budget=30/)
    await expect(page.getByLabel('Your budget in pounds')).toHaveValue('30')
    expect(await listed(page)).toEqual(fresh)
    await page.goForward()
    await expect(page.getByLabel('Your budget in pounds')).toHaveValue('10')
    expect(await listed(page)).toEqual(ten)
  })

  test('nothing over her budget is shown as fitting it', async ({ page }) => {
    await page.goto(`/prices/total-by-price?${query}&budget=10`)
    for (const price of await page.locator('[data-stylist-card] [class*="budgetPrice"]').all()) {
      const pounds = Number((await price.innerText()).match(/£(\d+)/)![1])
      expect(pounds).toBeLessThanOrEqual(10)
    }
    // Each level's heading fits, or says by how much it does not.
    for (const h of await page.locator('section h2:not([id])').allInnerTexts()) {
      const pounds = Number(h.match(/— £(\d+)/)![1])
      if (pounds > 10) expect(h).toContain(`${formatGBP((pounds - 10) * 100)} over your budget`)
    }
    await page.goto(`/prices/total-by-price?${query}&budget=1`)
    await expect(page.getByText(/Nothing fits a budget of £1 /)).toContainText(
      /, £\d+ over your budget\./,
    )
  })
})

test.describe('a price he can get', () => {
  test.use(PHONE)
  const callum = stylistNamed(cat, 'Callum')
  const quote = `type=Men&mode=stylist&salon=${callum.salonId}&stylist=${callum.id}&level=${callum.levelId}&cut=${id("Men's restyle")}&mcol=${id('None', 'mensColour')}`

  test("a returning men's client is told the new-client price is for new clients, and why it went", async ({
    page,
  }) => {
    await page.goto(`/prices/calculator?${quote}`)
    const bar = page.locator('[data-quote-bar]')
    await expect(bar).toContainText(/£\d+ for new clients \(£\d+ otherwise\)/)
    await expect(bar).not.toContainText('You pay')

    await choose(page, 'Next')
    await expect(page.getByTestId('pays-lead')).toContainText(
      /^£\d+ for new clients \(£\d+ otherwise\)$/,
    )
    await choose(page, "I'm Happy")
    await choose(page, /^Yes$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
    ).toBeVisible()
    const full = formatGBP(
      Number((await page.getByTestId('quote-total').innerText()).replace(/\D/g, '')) * 100,
    )
    await expect(page.getByTestId('offer-gone')).toHaveText(
      `QG20 is for new clients, so as a returning client you pay ${full}.`,
    )
    await expect(page.getByTestId('pays-lead')).toHaveCount(0)
  })

  test('the stylist picker names a new-client offer as one', async ({ page }) => {
    await page.goto(`/prices/calculator?type=Men&mode=stylist&salon=${callum.salonId}`)
    for (const badge of await page.locator('[data-offer="wwduo"], [data-offer]').all())
      await expect(badge).toContainText(/^Offer for (new|returning) clients: |^Offer: /)
  })

  test('by budget at the Academy, a step is "from" a price a quote with her balayage reaches', async ({
    page,
  }) => {
    const colour = id('Balayage — half head')
    const chosen = { serviceIds: [colour], colourCategory: 3 }
    const ctx = { types: ['Colour' as const], salonId: 3, chosen }
    await page.goto(
      `/prices/calculator?type=Colour&mode=budget&salon=3&cat=3&colour=${colour}&plex=${id('None', 'plex')}&fadd=${id('None', 'finishAddOn')}`,
    )
    for (const name of ['Cut, dry & style', 'Dry & style', 'Fringe trim & dry']) {
      const claim = lineClaim(cat, id(name), ctx)!
      expect(cat.levels.find((l) => l.id === claim.levelId)!.name).toBe('Apprentice')
      await expect(
        page
          .getByRole('link')
          .filter({ hasText: new RegExp(`^${name}`) })
          .first(),
      ).toContainText(`from ${formatGBP(claim.pence)}`)
    }
  })
})
