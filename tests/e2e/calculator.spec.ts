import { expect, test, type Page } from '@playwright/test'

import {
  firstVisitPence,
  formatGBP,
  linePence,
  serviceKind,
  type PricedService,
} from '../../src/quote'
import { levels, services } from '../../src/seed/data/price-list'
import { expectNoAxeViolations, trackConsoleErrors } from './helpers'

// Expected prices come from the quote module and the seeded price list, never from the page.
const level = (name: string) => levels.find((l) => l.name === name)!
function priced(name: string, cat1?: number): PricedService {
  const s = services.find((x) => x.service === name && (cat1 === undefined || x.cat1 === cat1))
  if (!s) throw new Error(`no seeded service ${name}`)
  return {
    id: 0,
    name,
    kind: serviceKind(s.cat1, s.cat2)!,
    pricePence: Math.round(s.price * 100),
    productPence: Math.round((s.productPrice ?? 0) * 100),
  }
}
const price = (name: string, levelName: string, cat1?: number) =>
  linePence(priced(name, cat1), level(levelName).adapter)
const total = (names: [string, number?][], levelName: string) =>
  names.reduce((sum, [n, c]) => sum + price(n, levelName, c), 0)

/** Clicks a choice and waits for the page it leads to, so the next click never hits the old page. */
const choose = async (page: Page, name: string | RegExp) => {
  const before = page.url()
  await page.getByRole('link', { name }).first().click()
  await page.waitForURL((url) => url.href !== before)
}
const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name })

test.describe('guards', () => {
  for (const path of [
    '/prices/calculator',
    '/prices/total-by-level',
    '/prices/total-by-stylist',
    '/prices/total-by-price',
    '/prices/finish',
    '/prices/finish/submitted',
  ]) {
    test(`${path} without a calculator type goes to /prices`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/prices$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'What would you like done?' }),
      ).toBeVisible()
    })
  }

  test('an unknown quote link shows a friendly 404', async ({ page }) => {
    const res = await page.goto('/quote/AAAAAAAAAAAAAAAAAAAA')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We couldn't find that quote" })).toBeVisible()
  })
})

test('Colour by level, with an add-on: up/down a level, the stylist modal, save and the saved quote', async ({
  page,
}) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/prices')
  await expectNoAxeViolations(page)
  await choose(page, /Colour, Cutting & Styling/)
  await choose(page, /By level/)
  await expect(stepHeading(page, 'Choose your salon')).toBeVisible()
  await expectNoAxeViolations(page)
  await choose(page, /Willow & Wren High Street/)
  await choose(page, /^Stylist\b/)
  await expect(stepHeading(page, 'What kind of colour?')).toBeFocused()
  await choose(page, /^Foiling/)
  await expect(page.getByText(/Top-ups are usually every 8–10 weeks/)).toBeVisible()
  await expectNoAxeViolations(page)
  await choose(
    page,
    new RegExp(`^Full head foils ${formatGBP(price('Full head foils', 'Stylist'))}`),
  )
  // A running total appears as soon as the first service is chosen.
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(9800))
  await expect(page.getByText('Running total')).toBeVisible()
  // Foiling offers its own add-ons (and "None"), not the bleach toners.
  await expect(page.getByRole('link', { name: /Toner after bleach/ })).toHaveCount(0)
  await choose(page, /^Toner /)
  await choose(page, /^None/)
  await choose(page, /^Cut, dry & style/)
  await choose(page, /^None/)
  const expected = total([['Full head foils'], ['Toner'], ['Cut, dry & style']], 'Stylist')
  await expect(page.getByText('Total estimated cost')).toBeVisible()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await expectNoAxeViolations(page)

  // Reload and back/forward keep the half-built quote (decisions item 11).
  await page.reload()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await page.goBack()
  await expect(stepHeading(page, 'Finishing touch')).toBeVisible()
  await expect(page.getByText('Running total')).toBeVisible()
  await page.goForward()
  await expect(page.getByText('Total estimated cost')).toBeVisible()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))

  await choose(page, 'Show Stylists')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Selections' })).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  const up = total([['Full head foils'], ['Toner'], ['Cut, dry & style']], 'Advanced Stylist')
  await choose(page, /Up a level: Advanced Stylist/)
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(up))
  await choose(page, /Down a level: Stylist/)
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await expectNoAxeViolations(page)

  // Stylists at this level at High Street, then the modal.
  await page.getByRole('link', { name: /Priya Desai/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Priya Desai' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('link', { name: 'Choose a different stylist' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/view=/)
  await page.getByRole('link', { name: /Priya Desai/ }).click()
  await page.getByRole('link', { name: 'Choose Priya as your stylist' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await choose(page, "I'm Happy")
  await expect(
    page.getByRole('heading', { name: /Have you been to Willow & Wren High Street before/ }),
  ).toBeVisible()
  await choose(page, /^No$/)

  await expect(
    page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Send' }).click()
  for (const message of [
    'Your name is required',
    'Your mobile number is required',
    'Email Address is required',
    'How did you hear about us is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await page.getByLabel('Your name').fill('Jo Tester')
  await page.getByLabel('Mobile number').fill('12345')
  await page.getByLabel('Email address').fill('jo@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('A valid mobile number is required')).toBeVisible()
  await page.getByLabel('Mobile number').fill('07700 900123')
  await page.getByRole('button', { name: 'Send' }).click()

  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Great! You'll receive your estimated quote via email and text message very soon!",
    }),
  ).toBeVisible()
  await expect(page.getByText(/special offer for your first visit/)).toBeVisible()
  // The submitted page replaced the form in history.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/prices\/finish\?/)
  await page.goForward()

  await choose(page, 'View your quote')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estimated Quote for Jo' }),
  ).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await expect(page.getByText('QG20')).toBeVisible()
  await expect(page.getByTestId('offer-total')).toHaveText(formatGBP(firstVisitPence(expected)))
  await expect(page.getByRole('heading', { name: /Your stylist: Priya Desai/ })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test('Colour with the add-on skipped (roots), by stylist, for a regular client', async ({
  page,
}) => {
  await page.goto('/prices/selector?type=Colour')
  await choose(page, /By stylist/)
  await choose(page, /Willow & Wren Riverside/)
  await choose(page, /Eleanor Marsh/)
  await choose(page, /^Roots \/ roots and refresh/)
  await choose(page, /^Roots & refresh/)
  // No add-on step: straight to plex.
  await expect(stepHeading(page, 'Bond builder (plex)')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Quote progress' }).getByText('Add-on'),
  ).toHaveCount(0)
  await choose(page, /^Bond builder — standard/)
  await choose(page, /^Dry & style/)
  await choose(page, /^Curls or waves/)
  const expected = total(
    [['Roots & refresh'], ['Bond builder — standard'], ['Dry & style'], ['Curls or waves']],
    'Advanced Senior',
  )
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await choose(page, 'Next')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
  await choose(page, "I'm Happy")
  await choose(page, /^Yes$/)
  await page.getByLabel('Your name').fill('Sam Regular')
  await page.getByLabel('Mobile number').fill('+44 7700 900456')
  await page.getByLabel('Email address').fill('sam@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Friends-family')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
  await expect(page.getByText(/special offer for your first visit/)).toHaveCount(0)
  await choose(page, 'View your quote')
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await expect(page.getByText('QG20')).toHaveCount(0)
})

test('Cutting & Styling by budget', async ({ page }) => {
  await page.goto('/prices/selector?type=CuttingStyling')
  await choose(page, /By budget/)
  await choose(page, /^Cut, dry & style/)
  await choose(page, /^None/)
  await choose(page, /^Hydrating mask/)
  await expect(page.getByText('Depending on level')).toBeVisible()
  await choose(page, 'See what fits my budget')
  await page.getByLabel('Your budget in pounds').fill('60')
  await page.getByRole('button', { name: 'Show what fits' }).click()
  const names: [string, number?][] = [['Cut, dry & style'], ['Hydrating mask']]
  for (const l of levels) {
    const t = total(names, l.name)
    const heading = page.getByRole('heading', { level: 2, name: `${l.name} — ${formatGBP(t)}` })
    if (t <= 6000) await expect(heading).toBeVisible()
    else await expect(heading).toHaveCount(0)
  }
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: /Zoe Kowalski/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(total(names, 'New Stylist')))
})

test("Men's: New Starters cannot cut men's hair; a full men's quote at Stylist level", async ({
  page,
}) => {
  await page.goto('/prices/selector?type=Men')
  await choose(page, /By level/)
  await choose(page, /^New Starter/)
  await expect(
    page
      .getByText(
        'Unfortunately New Starters are not qualified to carry out this service. Please select a different level or stylist',
      )
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /^Clipper cut/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Change choose a stylist level' }).click()
  await choose(page, /^Stylist\b/)
  await choose(page, /^Men's wash, cut & style/)
  await choose(page, /^Grey blending/)
  const expected = total([["Men's wash, cut & style"], ['Grey blending']], 'Stylist')
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await choose(page, 'Show Stylists')
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
})

test('New Starter colour restrictions are shown and enforced', async ({ page }) => {
  await page.goto('/prices/calculator?type=Colour&mode=level&salon=3&level=1')
  for (const name of ['Balayage', 'Full head bleaching', 'Vivids', 'Corrective colouring']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0)
  }
  await choose(page, /^Foiling/)
  await expect(page.getByRole('link', { name: /^Full head foils/ })).toHaveCount(0)
  await expect(page.getByText('Not available with a New Starter').first()).toBeVisible()
})

test('a stylist not taking new clients: no card for new clients, no "I\'m Happy"', async ({
  page,
}) => {
  await page.goto('/prices/hollie-bradshaw')
  await choose(page, /Cutting & Styling only/)
  await choose(page, /^Cut, dry & style/)
  await choose(page, /^None/)
  await choose(page, /^None/)
  await choose(page, 'Next')
  await expect(page.getByText("Hollie isn't taking new clients at the moment.")).toBeVisible()
  await expect(page.getByRole('link', { name: "I'm Happy" })).toHaveCount(0)
  await choose(page, 'Choose a different stylist')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Selections' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Hollie Bradshaw/ })).toHaveCount(0)
})

test('a tampered price is refused and the form keeps what was typed; a dropped connection can be retried', async ({
  page,
}) => {
  await page.goto('/prices/calculator?type=Men&mode=level&level=6')
  await choose(page, /^Clipper cut/)
  await choose(page, /^None/)
  await choose(page, 'Show Stylists')
  await page
    .getByRole('link', { name: /Priya Desai|Callum Reid/ })
    .first()
    .click()
  await page.getByRole('link', { name: /^Choose .* as your stylist$/ }).click()
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
  await page.getByLabel('Your name').fill('Alex Tamper')
  await page.getByLabel('Mobile number').fill('07700900789')
  await page.getByLabel('Email address').fill('alex@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('other')
  await page
    .locator('input[name="line"]')
    .first()
    .evaluate((el: HTMLInputElement) => (el.value = el.value.replace(/:\d+$/, ':100')))
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('The prices in your quote have changed')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Tamper')
  await expect(page.getByLabel('Email address')).toHaveValue('alex@example.com')

  // The connection drops while saving: an error with a retry, and nothing typed is lost.
  await page.reload()
  await page.route('**/prices/finish**', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  )
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Tamper')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/Something went wrong|couldn't save/).first()).toBeVisible()
  await page.unroute('**/prices/finish**')
  const retry = page.getByRole('button', { name: 'Try again' })
  if (await retry.isVisible()) await retry.click()
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Tamper')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
})
