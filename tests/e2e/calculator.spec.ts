import { expect, test, type Browser, type Page } from './fixtures'

import {
  formatGBP,
  linePence,
  offersForStylist,
  paramsOf,
  screenFor,
  serviceKind,
  type PricedService,
  type ShownOffer,
} from '../../src/quote'
import { demoCatalogueWithOffers } from '../../src/quote/testing/demo-offers'
import { stylists } from '../../src/seed/data/content'
import { levels, services } from '../../src/seed/data/price-list'
import { choose, expectNoAxeViolations, toMensFinishForm, trackConsoleErrors } from './helpers'

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

// Ids as a freshly seeded database numbers them (in the order of the seed data).
const sid = (name: string, cat1?: number, cat2?: number) =>
  services.findIndex(
    (x) =>
      x.service === name &&
      (cat1 === undefined || x.cat1 === cat1) &&
      (cat2 === undefined || x.cat2 === cat2),
  ) + 1
const stylistId = (slug: string) => stylists.findIndex((x) => x.slug === slug) + 1

/**
 * The offer the quote module says the screen at this address carries today, with the seeded
 * offers live now (as the site reads them): the page must show this one, and its price after.
 */
function offerAt(href: string): ShownOffer | null {
  const url = new URL(href)
  const screen = screenFor(demoCatalogueWithOffers(new Date()), url.pathname, paramsOf(url.search))
  return 'offer' in screen ? screen.offer : null
}
/**
 * What the bar shows at this address for a quote of `totalPence`: what she pays with the offer
 * the quote carries (the price leads), or the total when no offer takes anything off.
 */
function barShows(href: string, totalPence: number): string {
  const offer = offerAt(href)
  const off = offer && !(offer.free && !offer.free.inQuote)
  return formatGBP(off ? offer.afterPence : totalPence)
}

/** What she pays at a level on the budget screen at this address, as the quote module says. */
function budgetPays(href: string, levelName: string): number {
  const url = new URL(href)
  const screen = screenFor(demoCatalogueWithOffers(new Date()), url.pathname, paramsOf(url.search))
  if (screen.kind !== 'byBudget') throw new Error(`not the budget screen: ${href}`)
  const row = screen.fitting.find((f) => f.level.name === levelName)
  if (!row) throw new Error(`${levelName} does not fit at ${href}`)
  return row.pays
}
const cut = `finish=${sid('Cut, dry & style')}&fadd=${sid('None', 4)}&treat=${sid('None', 5, 2)}`

/** Clicks a choice and waits for the address it leads to, so the next click never hits the old screen. */
const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name })

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Every screen of the flow on a phone: nothing wider than the screen, and axe finds nothing. */
async function screenOk(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
  await expectNoAxeViolations(page)
}

/** Requests that would mean a round trip to the server: pages, data, scripts (not images). */
function serverRequests(page: Page, kinds = ['document', 'fetch', 'xhr', 'script']) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (kinds.includes(r.resourceType())) seen.push(r.url())
  })
  return seen
}

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
      await expect(page.getByRole('heading', { level: 1, name: 'Our prices' })).toBeVisible()
    })
  }

  test('an unknown quote link shows a friendly 404', async ({ page }) => {
    const res = await page.goto('/quote/AAAAAAAAAAAAAAAAAAAA')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: "We couldn't find that quote" })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('/prices opens with prices: a £ in view on arrival, every group "from", each level in a table', async ({
    page,
  }) => {
    await page.goto('/prices')
    await expect(page.getByRole('heading', { level: 1, name: 'Our prices' })).toBeVisible()
    // The quote starts on the page itself: its first choice is in view on arrival.
    await expect(page.getByRole('heading', { name: 'Build my exact quote' })).toBeInViewport()
    await expect(page.getByRole('link', { name: /^By stylist: Colour/ })).toBeInViewport()
    await expect(page.getByText(/^from £\d+$/).first()).toBeInViewport()
    const cut = page.getByRole('region', { name: 'Cuts, blow-dries and styling' })
    await expect(cut.getByRole('listitem').filter({ hasText: /^Cut, dry & style/ })).toBeVisible()
    // The lowest price a new client can be quoted: vivids not at the New Starter's price.
    const vivids = page.getByRole('region', { name: 'Vivids', exact: true })
    const vividsFrom = price('Vivids — full head', 'Apprentice')
    await expect(
      vivids.getByRole('listitem').filter({ hasText: 'Vivids — full head' }),
    ).toContainText(`from ${formatGBP(vividsFrom)}`)
    await cut.getByText('Price at each level').click()
    const table = cut.getByRole('region', { name: /price at each level/ })
    await expect(
      table.getByRole('row', {
        name: new RegExp(
          `^Advanced Senior ${formatGBP(price('Cut, dry & style', 'Advanced Senior'))}`,
        ),
      }),
    ).toBeVisible()
    await screenOk(page)
    // After the list, "Build my exact quote" goes back up to the choices: no screen that asks
    // for the kind of appointment again.
    await page.getByRole('link', { name: 'Build my exact quote' }).click()
    await expect(page).toHaveURL(/\/prices#build-my-quote$/)
    await expect(page.getByRole('link', { name: /^By stylist: Colour/ })).toBeInViewport()
    await screenOk(page)
  })

  type Flow = {
    type: RegExp
    salon: RegExp
    services: (string | RegExp)[]
    names: [string, number?][]
    byLevel: { level: RegExp; levelName: string; card: RegExp; first: string }
    byStylist: { stylist: RegExp; levelName: string }
  }
  const flows: Record<string, Flow> = {
    Colour: {
      type: /Colour, Cutting & Styling/,
      salon: /Willow & Wren High Street/,
      // The add-on, plex and the finishing touch are answered "None" until she changes them
      // (docs/rules.md): she opens the add-on to choose a toner.
      services: [
        /^Foiling/,
        /^Half head foils/,
        'Change colour add-on',
        /^Toner /,
        /^Cut, dry & style/,
      ],
      names: [['Half head foils'], ['Toner'], ['Cut, dry & style']],
      byLevel: { level: /^Stylist\b/, levelName: 'Stylist', card: /Priya Desai/, first: 'Priya' },
      byStylist: { stylist: /Priya Desai/, levelName: 'Stylist' },
    },
    CuttingStyling: {
      type: /Cutting & Styling only/,
      salon: /Willow & Wren Riverside/,
      // The finishing touch and the treatment are answered "None": the cut completes the quote.
      services: [/^Cut, dry & style/],
      names: [['Cut, dry & style']],
      byLevel: {
        level: /^Graduate Stylist/,
        levelName: 'Graduate Stylist',
        card: /Sana Mirza/,
        first: 'Sana',
      },
      byStylist: { stylist: /Zoe Kowalski/, levelName: 'New Stylist' },
    },
    Men: {
      type: /Men's Hairdressing/,
      salon: /Willow & Wren High Street/,
      // His colour is answered "None" until he changes it: he opens it to choose grey blending.
      services: [/^Clipper cut/, "Change men's colour", /^Grey blending/],
      names: [['Clipper cut'], ['Grey blending']],
      byLevel: { level: /^Stylist\b/, levelName: 'Stylist', card: /Callum Reid/, first: 'Callum' },
      byStylist: { stylist: /Callum Reid/, levelName: 'Stylist' },
    },
  }

  for (const [type, f] of Object.entries(flows)) {
    for (const mode of ['level', 'stylist', 'budget'] as const) {
      test(`${type} by ${mode}: every screen fits the phone, passes axe and needs no request until the save`, async ({
        page,
      }) => {
        const errors = trackConsoleErrors(page)
        await page.goto('/prices')
        await page.waitForLoadState('networkidle')
        const requests = serverRequests(page)
        const step = async (name: string | RegExp) => {
          await choose(page, name)
          await screenOk(page)
        }
        // One tap on /prices: the kind of appointment and how to choose (docs/rules.md).
        await step(new RegExp(`^By ${mode}: ${f.type.source}`))
        await step(f.salon)
        if (mode === 'level') await step(f.byLevel.level)
        if (mode === 'stylist') await step(f.byStylist.stylist)
        for (const s of f.services) await step(s)
        const bar = page.getByTestId('bar-total')
        if (mode === 'budget') {
          await expect(page.getByText('Depending on level').first()).toBeVisible()
          // Her budget is asked under the range, on the same screen (docs/rules.md).
          await page.getByLabel('Your budget in pounds').fill('200')
          await page.getByRole('button', { name: 'Show what fits' }).click()
          const first = page.getByRole('heading', { level: 2, name: / — £\d+$/ }).first()
          await expect(first).toBeVisible()
          await screenOk(page)
          const heading = (await first.textContent())!
          const levelName = heading.split(' — ')[0]!
          // Her budget is compared with what she pays, her offer applied.
          expect(heading).toBe(`${levelName} — ${formatGBP(budgetPays(page.url(), levelName))}`)
          // The level's stylists come by salon, each group under its salon's name.
          await page
            .getByRole('heading', { level: 2, name: heading })
            .locator('xpath=following-sibling::section[1]')
            .getByRole('link')
            .first()
            .click()
          await expect(
            page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
          ).toBeVisible()
          await expect(page.getByTestId('quote-total')).toHaveText(
            formatGBP(total(f.names, levelName)),
          )
        } else {
          const levelName = mode === 'level' ? f.byLevel.levelName : f.byStylist.levelName
          const expected = formatGBP(total(f.names, levelName))
          // What she pays is in view at once, in the bar, with the next action beside it.
          await expect(bar).toHaveText(barShows(page.url(), total(f.names, levelName)))
          await expect(bar).toBeInViewport()
          await expect(page.getByText('Total estimated cost').first()).toBeVisible()
          if (mode === 'level') {
            await step('Show Stylists')
            await expect(page.getByTestId('quote-total')).toHaveText(expected)
            await page.getByRole('link', { name: f.byLevel.card }).first().click()
            const dialog = page.getByRole('dialog')
            await expect(dialog).toBeVisible()
            await screenOk(page)
            await dialog
              .getByRole('link', { name: `Choose ${f.byLevel.first} as your stylist` })
              .click()
          } else {
            await step('Next')
          }
          await expect(
            page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
          ).toBeVisible()
          await expect(page.getByTestId('quote-total')).toHaveText(expected)
        }
        await screenOk(page)
        await step("I'm Happy")
        // The finish form, once drawn, loads the schema it checks her details with (ADR 049): a
        // script in the background, never a page or data, and nothing any choice waited for.
        const untilFinish = [...requests]
        const answers = serverRequests(page, ['document', 'fetch', 'xhr'])
        await step(/^No$/)
        await expect(
          page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
        ).toBeVisible()
        await screenOk(page)
        // Every choice was answered in the browser.
        expect(untilFinish).toEqual([])
        expect(answers).toEqual([])
        expect(errors).toEqual([])
      })
    }
  }

  test('after the last choice, focus is on the total; a tap gives no focus ring, the keyboard does', async ({
    page,
  }) => {
    await page.goto('/prices/calculator?type=Men&mode=level&salon=2&level=6')
    // His colour starts as "None": the cut is the last choice, and focus goes to the total.
    await page.getByRole('link', { name: /^Clipper cut/ }).tap()
    const bar = page.locator('[data-quote-bar] [data-focus-after-choice]')
    await expect(bar).toBeFocused()
    expect(await bar.evaluate((el) => el.matches(':focus-visible'))).toBe(false)
    // By keyboard, the reopened step's heading shows where focus is.
    const heading = stepHeading(page, "Men's colour")
    await page.getByRole('link', { name: "Change men's colour" }).focus()
    await page.keyboard.press('Enter')
    await expect(heading).toBeFocused()
    expect(await heading.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
    // Space chooses an option, like Enter.
    await page.getByRole('link', { name: /^Grey blending/ }).focus()
    await page.keyboard.press('Space')
    await expect(bar).toBeFocused()
    const men = total([['Clipper cut'], ['Grey blending']], 'Stylist')
    // The choice's address is written just after it is drawn: price the address she chose.
    await page.waitForURL((u) => u.searchParams.get('mcol') === String(sid('Grey blending')))
    const pays = barShows(page.url(), men)
    // Not asked yet whether he has been before: a new-client price says so (ADR 046).
    const untilAsked = offerAt(page.url())?.untilAsked
    await expect(bar).toHaveText(
      pays === formatGBP(men)
        ? `Total estimated cost ${pays}`
        : untilAsked
          ? `${pays} for new clients (${formatGBP(untilAsked.otherwisePence)} otherwise)`
          : `You pay ${pays} ${formatGBP(men)} before your offer`,
    )
    await expect(page.getByRole('link', { name: 'Show Stylists' })).toBeInViewport()
  })

  test('tabbing through the levels, no focused option is left under the sticky total', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }) // no smooth scroll to wait out
    await page.goto('/prices/calculator?type=CuttingStyling&mode=level&salon=2')
    const levels = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /^Advanced Senior/ }) })
      .getByRole('link')
    const count = await levels.count()
    expect(count).toBeGreaterThan(5)
    await levels.first().focus()
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab')
      await expect(levels.nth(i)).toBeFocused()
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement!.getBoundingClientRect()
        const bar = document.querySelector('[data-quote-bar]')!.getBoundingClientRect()
        return Math.max(0, Math.min(focused.bottom, bar.bottom) - Math.max(focused.top, bar.top))
      })
      expect(overlap, `level ${i + 1} of ${count}: pixels under the total`).toBe(0)
    }
  })

  test('the level step prices each level and offers only levels with someone who can take her', async ({
    page,
  }) => {
    await page.goto('/prices/calculator?type=Colour&mode=level&salon=2')
    // Roots with a cut, dry & style, as the example.
    const stylistPrice = formatGBP(total([['Roots'], ['Cut, dry & style']], 'Stylist'))
    await expect(page.getByRole('link', { name: /^Stylist\b/ })).toContainText(stylistPrice)
    await expect(page.getByRole('link', { name: /^Stylist\b/ })).toContainText('2 at this salon')
    // High Street's Senior Stylist takes returning clients only: not a choice, and why.
    await expect(page.getByRole('link', { name: /^Senior Stylist/ })).toHaveCount(0)
    // She has not said whether she has been before: asked, rather than told it is empty.
    await expect(
      page.getByText(
        'Returning clients only here — 2 at our other salons: tell us above whether you have been before',
      ),
    ).toBeVisible()
    await expect(page.locator('[data-ask-returning]')).toContainText('Have you been to')
    // Experience ranges follow one another.
    await expect(page.getByRole('link', { name: /^Junior Stylist/ })).toContainText('1–2 years')
    await expect(page.getByRole('link', { name: /^New Stylist/ })).toContainText('3–4 years')
    await expect(page.getByRole('link', { name: /^Stylist\b/ })).toContainText('4–5 years')
    await screenOk(page)
  })
})

test('Colour by level, with an add-on: up/down a level, the stylist modal, save and the saved quote', async ({
  page,
}) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/prices')
  await expectNoAxeViolations(page)
  await choose(page, /^By level: Colour, Cutting & Styling/)
  await expect(stepHeading(page, 'Choose your salon')).toBeVisible()
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
  await expect(page.getByText('Running total').first()).toBeVisible()
  // The add-on is answered "None" until she opens it.
  await expect(page.getByRole('link', { name: 'Change colour add-on' })).toBeVisible()
  await choose(page, 'Change colour add-on')
  // Foiling offers its own add-ons (and "None"), not the bleach toners.
  await expect(page.getByRole('link', { name: /^None/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Toner after bleach/ })).toHaveCount(0)
  await choose(page, /^Toner /)
  // Plex is answered "None" until she changes it: the next step is the cut.
  await expect(stepHeading(page, 'Cut or finish')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change bond builder (plex)' })).toBeVisible()
  await choose(page, /^Cut, dry & style/)
  // The finishing touch too: the total appears without tapping any "None".
  const expected = total([['Full head foils'], ['Toner'], ['Cut, dry & style']], 'Stylist')
  await expect(page.getByText('Total estimated cost').first()).toBeVisible()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await expectNoAxeViolations(page)

  // Back and forward keep the half-built quote (ADR 012), without a request…
  const requests = serverRequests(page)
  await page.goBack()
  await expect(stepHeading(page, 'Cut or finish')).toBeVisible()
  await expect(page.getByText('Running total').first()).toBeVisible()
  await page.goBack()
  await expect(stepHeading(page, 'Colour add-on')).toBeVisible()
  await page.goForward()
  await page.goForward()
  await expect(page.getByText('Total estimated cost').first()).toBeVisible()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  expect(requests).toEqual([])
  // …and so does a reload, which the server renders from the address.
  await page.reload()
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await expect(page.getByText('Total estimated cost').first()).toBeVisible()

  await choose(page, 'Show Stylists')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  const up = total([['Full head foils'], ['Toner'], ['Cut, dry & style']], 'Advanced Stylist')
  await choose(page, /Up a level: Advanced Stylist/)
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(up))
  await choose(page, /Down a level: Stylist/)
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await expectNoAxeViolations(page)

  // Stylists at this level at High Street, each card with her own live offers, then the modal.
  const hers = offersForStylist(demoCatalogueWithOffers(new Date()), stylistId('priya-desai'))
  for (const o of hers)
    await expect(page.getByRole('link', { name: /Priya Desai/ })).toContainText(`code ${o.code}`)
  await page.getByRole('link', { name: /Priya Desai/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Priya Desai' })
  await expect(dialog).toBeVisible()
  for (const o of hers) await expect(dialog).toContainText(`code ${o.code}`)
  await expectNoAxeViolations(page)
  await dialog.getByRole('link', { name: 'Choose a different stylist' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/view=/)
  await page.getByRole('link', { name: /Priya Desai/ }).click()
  await page.getByRole('link', { name: 'Choose Priya as your stylist' }).click()

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  // Her total's address is written once the browser is idle; a Back before that goes past it.
  await expect(page).toHaveURL(/stylist=\d+/)
  await expect(page).not.toHaveURL(/view=/)
  // The one offer her quote carries (while it runs, her own 30% off a colour and cut beats the
  // first visit's 20%): the total says which, its code and the price after it, as the quote
  // module works it out.
  const offer = offerAt(page.url())
  expect(offer?.offer.code).toBeTruthy()
  await expect(page.getByTestId('quote-offer')).toContainText(`code ${offer!.offer.code}`)
  await expect(page.getByTestId('quote-offer')).toContainText(offer!.terms)
  await expect(page.getByTestId('offer-total')).toHaveText(formatGBP(offer!.afterPence))
  // Back from her total returns to the list, not to the dialog.
  await page.goBack()
  await expect(page.getByRole('navigation', { name: 'Change level' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goForward()
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
  // Once the number is right, the message goes, before she sends again.
  await page.getByLabel('Mobile number').fill('07700 900123')
  await page.getByLabel('Mobile number').blur()
  await expect(page.getByText('A valid mobile number is required')).toHaveCount(0)
  await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Send' }).click()

  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Great! You'll receive your estimated quote via email and text message very soon!",
    }),
  ).toBeVisible()
  await expect(page.getByText(/Your quote shows any offer you qualify for/)).toBeVisible()
  // The submitted page replaced the form in history.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/prices\/finish\?/)
  await page.goForward()

  await choose(page, 'View your quote')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estimated Quote for Jo' }),
  ).toBeVisible()
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  // The saved quote keeps the offer it was made with: hers, not the first visit's QG20.
  await expect(page.getByText(offer!.offer.code!).first()).toBeVisible()
  await expect(page.getByText('QG20')).toHaveCount(0)
  await expect(page.getByTestId('offer-total')).toHaveText(formatGBP(offer!.afterPence))
  // Colour: the salon's skin-test rule, with the link to book one (Settings).
  const skinTest = page.getByRole('region', { name: 'Before your colour: a skin test' })
  await expect(skinTest).toContainText(
    'A skin test is required 48 hours before any colour service.',
  )
  await expect(skinTest.getByRole('link', { name: 'book your skin test online' })).toHaveAttribute(
    'href',
    'https://book.willowandwren.example/skin-test',
  )
  await expect(page.getByRole('heading', { name: /Your stylist: Priya Desai/ })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test('Back pressed the instant after a choice goes back, not forward to that choice', async ({
  page,
}) => {
  await page.goto('/prices/calculator?type=CuttingStyling&mode=level&salon=2')
  await choose(page, /^Stylist\b/)
  await expect(page).toHaveURL(/level=/)
  // The choice is drawn at once and its address written when the browser is idle: Back in
  // between once landed on the choice again (its address written over where Back went).
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#quote-flow a')].find((a) =>
      a.textContent?.startsWith('Cut, dry & style'),
    )
    link!.click()
    history.back()
  })
  await page.waitForTimeout(500) // past the idle write
  // Wherever Back took her (the step, or the one before if it came first), not to the choice.
  await expect(page).not.toHaveURL(/finish=/)
  await expect(
    page.getByRole('link', { name: /^Stylist\b|^Cut, dry & style/ }).first(),
  ).toBeVisible()
})

test('the stylist dialog is a real modal, by keyboard: focus moved in and kept there, Esc and a close button, focus back on the card', async ({
  page,
}) => {
  await page.goto(`/prices/total-by-level?type=CuttingStyling&mode=level&salon=1&level=6&${cut}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
  ).toBeVisible()
  const card = page.getByRole('link', { name: /Grace Pemberton/ })
  await card.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Grace Pemberton' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  await expect(dialog.getByRole('heading', { name: 'Grace Pemberton' })).toBeFocused()
  // Tab never leaves the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/view=/)
  await expect(card).toBeFocused()
  // The close button, by keyboard.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Close' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()
  // A shared link with the dialog open opens it as a modal too.
  await page.goto(
    `/prices/total-by-level?type=CuttingStyling&mode=level&salon=1&level=6&${cut}&view=${stylistId('grace-pemberton')}`,
  )
  const shared = page.getByRole('dialog', { name: 'Grace Pemberton' })
  await expect(shared).toBeVisible()
  expect(await shared.evaluate((d) => d.matches(':modal'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(shared).toBeHidden()
})

test('Colour with the add-on skipped (roots), by stylist, for a regular client', async ({
  page,
}) => {
  await page.goto('/prices')
  await choose(page, /^By stylist: Colour, Cutting & Styling/)
  await choose(page, /Willow & Wren Riverside/)
  await choose(page, /Eleanor Marsh/)
  await choose(page, /^Roots \/ roots and refresh/)
  await choose(page, /^Roots & refresh/)
  // No add-on step: straight to plex.
  await expect(stepHeading(page, 'Bond builder (plex)')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Quote progress' }).getByText('Add-on'),
  ).toHaveCount(0)
  // Plex is answered "None" until she changes it.
  await expect(stepHeading(page, 'Cut or finish')).toBeVisible()
  await choose(page, 'Change bond builder (plex)')
  await choose(page, /^Bond builder — standard/)
  await choose(page, /^Dry & style/)
  await choose(page, 'Change finishing touch')
  await choose(page, /^Curls or waves/)
  const expected = total(
    [['Roots & refresh'], ['Bond builder — standard'], ['Dry & style'], ['Curls or waves']],
    'Advanced Senior',
  )
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await choose(page, 'Next')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
  ).toBeVisible()
  // She works at the salon chosen: no note.
  await expect(page.getByText(/works at .*, not at/)).toHaveCount(0)
  await choose(page, "I'm Happy")
  await choose(page, /^Yes$/)
  await page.getByLabel('Your name').fill('Sam Regular')
  await page.getByLabel('Mobile number').fill('+44 7700 900456')
  await page.getByLabel('Email address').fill('sam@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Friends-family')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
  await choose(page, 'View your quote')
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
  await expect(page.getByText('QG20')).toHaveCount(0)
})

test("Men's: New Starters cannot cut men's hair; a full men's quote at Stylist level", async ({
  page,
}) => {
  await page.goto('/prices')
  await choose(page, /^By level: Men's Hairdressing/)
  await choose(page, /Willow & Wren High Street/)
  // A New Starter cannot be chosen for a men's quote at all, and says why.
  await expect(page.getByRole('link', { name: /^New Starter/ })).toHaveCount(0)
  await expect(
    page
      .getByText(
        'Unfortunately New Starters are not qualified to carry out this service. Please select a different level or stylist',
      )
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // Nor by an edited link: her men's cuts are shown, unavailable.
  await page.goto('/prices/calculator?type=Men&mode=level&salon=2&level=1')
  await expect(page.getByRole('link', { name: /^Clipper cut/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Change choose a stylist level' }).click()
  await choose(page, /^Stylist\b/)
  await choose(page, /^Men's wash, cut & style/)
  await choose(page, "Change men's colour")
  await choose(page, /^Grey blending/)
  const expected = total([["Men's wash, cut & style"], ['Grey blending']], 'Stylist')
  await expect(page.getByTestId('running-total')).toHaveText(formatGBP(expected))
  await choose(page, 'Show Stylists')
  await expect(page.getByTestId('quote-total')).toHaveText(formatGBP(expected))
})

test.describe('New Starter restrictions are shown and enforced everywhere', () => {
  test('the colour categories and services', async ({ page }) => {
    await page.goto('/prices/calculator?type=Colour&mode=level&salon=3&level=1')
    for (const name of ['Balayage', 'Full head bleaching', 'Vivids', 'Corrective colouring']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0)
    }
    await choose(page, /^Foiling/)
    await expect(page.getByRole('link', { name: /^Full head foils/ })).toHaveCount(0)
    await expect(page.getByText('Not available with a New Starter').first()).toBeVisible()
    // No price beside a service she cannot have: only the reason.
    const unavailable = page
      .locator('[aria-disabled="true"]')
      .filter({ hasText: 'Full head foils' })
    await expect(unavailable).toContainText('Not available with a New Starter')
    await expect(unavailable).not.toContainText('£')
  })

  test('by level: no "Down a level: New Starter" on a balayage quote', async ({ page }) => {
    await page.goto(
      `/prices/calculator?type=Colour&mode=level&salon=3&level=2&cat=3&colour=${sid('Balayage — half head')}&plex=${sid('None', 5)}&finish=${sid('Dry & style')}&fadd=${sid('None', 4)}&len=unsure`,
    )
    await expect(page.getByText('Total estimated cost').first()).toBeVisible()
    await choose(page, 'Show Stylists')
    await expect(page.getByRole('link', { name: /Down a level/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Down a level: New Starter/ })).toBeDisabled()
    await expect(page.getByText('Not available with a New Starter').first()).toBeVisible()
  })

  test('by budget: no New Starter for vivids, however small the budget', async ({ page }) => {
    await page.goto(
      `/prices/total-by-price?type=Colour&mode=budget&salon=3&cat=5&colour=${sid('Vivids — full head')}&plex=${sid('None', 5)}&finish=${sid('Fringe trim & dry')}&fadd=${sid('None', 4)}&budget=100`,
    )
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to spend?' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^New Starter/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Poppy|Kwame|Isla/ })).toHaveCount(0)
    const fits = total([['Vivids — full head'], ['Fringe trim & dry']], 'Apprentice')
    // Her salon's Apprentices first, then other salons' under the same heading (docs/rules.md).
    await expect(
      page
        .getByRole('heading', {
          level: 2,
          name: `Apprentice — ${formatGBP(budgetPays(page.url(), 'Apprentice'))}`,
        })
        .first(),
    ).toBeVisible()
    await expect(page.getByText(`between ${formatGBP(fits)} and`)).toBeVisible()
  })
})

test.describe('a stylist who takes returning clients only', () => {
  test('is labelled; a new client is shown who else can do it, never a dead end', async ({
    page,
  }) => {
    await page.goto('/prices')
    await choose(page, /^By stylist: Cutting & Styling only/)
    await choose(page, /Willow & Wren High Street/)
    await expect(page.getByRole('link', { name: /Hollie Bradshaw/ })).toContainText(
      /returning clients only/i,
    )
    await choose(page, /Hollie Bradshaw/)
    await choose(page, /^Cut, dry & style/)
    await choose(page, 'Next')
    await expect(
      page.getByText('Hollie is taking returning clients only at the moment.').first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: "I'm Happy" })).toHaveCount(0)
    await choose(page, /^No$/)
    await expect(
      page.getByRole('heading', { name: "Hollie isn't taking new clients at the moment" }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    const expected = formatGBP(total([['Cut, dry & style']], 'Senior Stylist'))
    await choose(page, /Nathan Brierley/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('quote-total')).toHaveText(expected)
    await choose(page, "I'm Happy")
    await choose(page, /^No$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
    ).toBeVisible()
  })

  test('a returning client can save her quote with her', async ({ page }) => {
    await page.goto('/prices/hollie-bradshaw')
    await expect(page.getByText('taking returning clients only')).toBeVisible()
    await choose(page, /Cutting & Styling only/)
    await choose(page, /^Cut, dry & style/)
    await choose(page, 'Next')
    await choose(page, /^Yes$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
    ).toBeVisible()
    await page.getByLabel('Your name').fill('Rita Returning')
    await page.getByLabel('Mobile number').fill('07700 900654')
    await page.getByLabel('Email address').fill('rita@example.com')
    await page.getByLabel('How did you hear about us?').selectOption('Google')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
    // A cut and finish only: no skin test to mention.
    await choose(page, 'View your quote')
    await expect(page.getByTestId('quote-total')).toBeVisible()
    await expect(page.getByText(/skin test/i)).toHaveCount(0)
  })

  test('level lists leave her out for new clients', async ({ page }) => {
    await page.goto(`/prices/total-by-level?type=CuttingStyling&mode=level&salon=1&level=8&${cut}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Hollie Bradshaw/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Nathan Brierley/ })).toBeVisible()
  })
})

test("the salon note only when she works at another salon, on a men's quote too", async ({
  page,
}) => {
  await page.goto('/prices')
  await choose(page, /^By stylist: Men's Hairdressing/)
  await choose(page, /Willow & Wren Riverside/)
  await choose(page, /Jade Whitlock/)
  await choose(page, /^Clipper cut/)
  await choose(page, 'Next')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Selection', exact: true }),
  ).toBeVisible()
  await expect(page.getByText(/works at .*, not at/)).toHaveCount(0)
  // A colour quote at High Street with her does get the note.
  await page.goto(
    `/prices/total-by-stylist?type=Colour&mode=stylist&salon=2&stylist=${stylistId('jade-whitlock')}&cat=0&colour=${sid('Roots')}&plex=${sid('None', 5)}&finish=${sid('Dry & style')}&fadd=${sid('None', 4)}`,
  )
  await expect(
    page.getByText(
      'Please note: Jade works at Willow & Wren Riverside, not at Willow & Wren High Street.',
    ),
  ).toBeVisible()
})

test('a tampered price is refused and the form keeps what was typed; a dropped connection can be retried', async ({
  page,
}) => {
  await toMensFinishForm(page)
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
  // With scripts the form sends itself to /api/send-quote (ADR 048).
  await page.route('**/api/send-quote', (route) => route.abort('connectionreset'))
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Tamper')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('form').getByRole('alert')).toContainText('may not have gone yet')
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Tamper')
  await page.unroute('**/api/send-quote')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
})

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE })
  return { context, page: await context.newPage() }
}

test('without JavaScript every choice is a link the server answers, the budget form too', async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser)
  await page.goto('/prices')
  await choose(page, /^By level: Men's Hairdressing/)
  await choose(page, /Willow & Wren High Street/)
  await choose(page, /^Stylist\b/)
  await choose(page, /^Clipper cut/)
  await choose(page, "Change men's colour")
  await choose(page, /^Grey blending/)
  const expected = formatGBP(total([['Clipper cut'], ['Grey blending']], 'Stylist'))
  await expect(page.getByTestId('bar-total')).toHaveText(
    barShows(page.url(), total([['Clipper cut'], ['Grey blending']], 'Stylist')),
  )
  await choose(page, 'Show Stylists')
  await choose(page, /Callum Reid/)
  // The dialog is open (not modal without script) and its links work.
  await choose(page, 'Choose Callum as your stylist')
  await expect(page.getByTestId('quote-total')).toHaveText(expected)
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
  ).toBeVisible()

  await page.goto(`/prices/calculator?type=CuttingStyling&mode=budget&salon=2&${cut}`)
  // Pounds and pence are accepted (the browser once refused "40.50" with its own message).
  await page.getByLabel('Your budget in pounds').fill('40.50')
  await page.getByRole('button', { name: 'Show what fits' }).click()
  await expect(page).toHaveURL(/budget=40\.50/)
  // Pounds and pence, as she typed them (not "£40").
  await expect(page.getByRole('heading', { level: 2, name: 'What fits £40.50' })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: / — £\d+$/ }).first()).toBeVisible()
  await context.close()
})

test.describe('fewer taps, stylists by salon, plain words', () => {
  test.use({ viewport: { width: 390, height: 667 }, hasTouch: true, isMobile: true })

  test('a colour quote\'s total appears without tapping any "None"', async ({ page }) => {
    await page.goto('/prices/calculator?type=Colour&mode=level&salon=2&level=6')
    await choose(page, /^Foiling/)
    await choose(page, /^Half head foils/)
    await choose(page, /^Cut, dry & style/)
    const half = total([['Half head foils'], ['Cut, dry & style']], 'Stylist')
    await expect(page.getByText('Total estimated cost').first()).toBeVisible()
    await expect(page.getByTestId('bar-total')).toHaveText(barShows(page.url(), half))
    // "None" was the answer of the add-on, plex and the finishing touch, shown and changeable.
    await expect(page.getByRole('link', { name: 'Change colour add-on' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Change bond builder (plex)' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Change finishing touch' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`plex=${sid('None', 5)}`))
    // Every step is ticked, the total too.
    const progress = page.getByRole('navigation', { name: 'Quote progress' })
    await expect(progress.getByRole('listitem')).toHaveCount(9)
    await expect(progress.getByRole('listitem').filter({ hasText: '(done)' })).toHaveCount(9)
    await screenOk(page)

    // Changing the salon unticks the salon and the total only: the other answers still stand.
    await choose(page, 'Change choose your salon')
    await expect(stepHeading(page, 'Choose your salon')).toBeVisible()
    await expect(progress.getByRole('listitem').filter({ hasText: /^Salon/ })).not.toContainText(
      '(done)',
    )
    await expect(progress.getByRole('listitem').filter({ hasText: /^Total/ })).not.toContainText(
      '(done)',
    )
    await expect(progress.getByRole('listitem').filter({ hasText: /^Colour type/ })).toContainText(
      '(done)',
    )
    await choose(page, /Willow & Wren Riverside/)
    await expect(page.getByText('Total estimated cost').first()).toBeVisible()
    await expect(progress.getByRole('listitem').filter({ hasText: '(done)' })).toHaveCount(9)
  })

  test('by stylist, the list is grouped by salon under headings, hers first, each card naming its salon', async ({
    page,
  }) => {
    await page.goto('/prices')
    await choose(page, /^By stylist: Cutting & Styling only/)
    await choose(page, /Willow & Wren Riverside/)
    const step = page.locator('[data-current-step="level"]')
    await expect(step.getByRole('heading', { level: 3 })).toHaveText([
      'Willow & Wren Riverside (your salon)',
      'Willow & Wren High Street',
      'Willow & Wren Academy',
    ])
    const groups = step.locator('[data-salon-group]')
    await expect(groups).toHaveCount(3)
    // Within a salon the most senior first: Riverside's Advanced Senior leads.
    await expect(groups.nth(0).getByRole('link').first()).toContainText('Eleanor Marsh')
    await expect(groups.nth(0).getByRole('link').first()).toContainText('Riverside')
    await expect(groups.nth(1).getByRole('link', { name: /Zoe Kowalski/ })).toContainText(
      'High Street',
    )
    await expect(groups.nth(2).getByRole('link', { name: /Catrin Rhys/ })).toContainText('Academy')
    await screenOk(page)
  })

  test("men's and budget quotes ask for the salon once; the budget's stylists come by salon", async ({
    page,
  }) => {
    await page.goto('/prices')
    await choose(page, /^By budget: Men's Hairdressing/)
    await expect(stepHeading(page, 'Choose your salon')).toBeVisible()
    await choose(page, /Willow & Wren Academy/)
    await choose(page, /^Clipper cut/)
    await page.getByLabel('Your budget in pounds').fill('12.50')
    await page.getByRole('button', { name: 'Show what fits' }).click()
    // The budget is said to the penny.
    await expect(
      page.getByText(/Nothing fits a budget of £12\.50|What fits £12\.50/).first(),
    ).toBeAttached()
    await page.getByLabel('Your budget in pounds').fill('60')
    await page.getByRole('button', { name: 'Show what fits' }).click()
    const firstLevel = page.getByRole('heading', { level: 2, name: / — £\d+$/ }).first()
    await expect(firstLevel).toBeVisible()
    // Each level's stylists under their salon's name.
    await expect(
      page.getByRole('heading', { level: 3, name: /^Willow & Wren / }).first(),
    ).toBeVisible()
    await screenOk(page)
    // The salon is remembered: a new quote of another type does not ask again.
    await page.goto('/prices/selector?type=CuttingStyling&salon=3')
    await choose(page, /By level/)
    await expect(stepHeading(page, 'Choose a stylist level')).toBeVisible()
  })

  test('a shared link to a stylist who has left says so and offers her alternatives', async ({
    page,
  }) => {
    await page.goto(
      `/prices/calculator?type=CuttingStyling&mode=stylist&salon=1&stylist=${stylistId('oscar-fenwick')}`,
    )
    const notice = page.locator('[data-left-stylist]')
    await expect(notice.getByRole('heading', { name: 'Oscar Fenwick has left us' })).toBeVisible()
    for (const name of [/Jade Whitlock/, /Callum Reid/, /Amara Okafor/])
      await expect(notice.getByRole('link', { name })).toBeVisible()
    await screenOk(page)
    await choose(page, /Jade Whitlock/)
    await expect(stepHeading(page, 'Cut and finish')).toBeVisible()
    await expect(page.locator('[data-left-stylist]')).toHaveCount(0)
  })

  test('in the stylist dialog, "Choose {name} as your stylist" is in view without scrolling', async ({
    page,
  }) => {
    await page.goto(
      `/prices/total-by-level?type=CuttingStyling&mode=level&salon=1&level=6&${cut}&view=${stylistId('grace-pemberton')}`,
    )
    const dialog = page.getByRole('dialog', { name: 'Grace Pemberton' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Choose Grace as your stylist' })).toBeInViewport(
      {
        ratio: 1,
      },
    )
    await expect(dialog.getByRole('link', { name: 'Choose a different stylist' })).toBeInViewport()
  })
})

// A choice is a link: tapped the moment its screen shows, before, while or after the page's
// scripts run, it must lead on, never be a tap that does nothing (ADR 027, "The first tap").
test.describe('a choice tapped as soon as its screen shows', () => {
  test.use(PHONE)

  /**
   * Taps `link` where it is drawn the moment it shows, as a quick thumb would: no waiting for it
   * to keep still. If it is off screen it is brought in at once first, as she would scroll.
   */
  async function tapWhereShown(page: Page, link: ReturnType<Page['getByRole']>) {
    await link.waitFor({ state: 'visible' })
    await link.evaluate((el) => {
      const r = el.getBoundingClientRect()
      if (r.top < 90 || r.bottom > window.innerHeight - 110)
        el.scrollIntoView({ block: 'center', behavior: 'instant' })
    })
    const box = await link.boundingBox()
    expect(box).not.toBeNull()
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
  }

  /** The by-stylist colour quote, each tap made at once and followed by what it leads to. */
  const walk: [string | RegExp, string | RegExp][] = [
    [/^By stylist: Colour, Cutting & Styling/, 'Choose your salon'],
    [/Willow & Wren High Street/, 'Choose your stylist'],
    [/Priya Desai/, 'What kind of colour?'],
    [/^Foiling/, 'Choose your colour service'],
    [/^Half head foils/, 'Cut or finish'],
    [/^Cut, dry & style/, 'Total estimated cost'],
    [/^Next/, 'Your Selection'],
    ["I'm Happy", /Have you been to/],
    [/^No$/, 'Where shall we send your quote?'],
  ]
  const shown = (page: Page, text: string | RegExp) =>
    page.locator('h1, h2, #quote-flow p').filter({ hasText: text }).first()

  test('every choice of a walk tapped where it first appears leads on', async ({ page }) => {
    await page.goto('/prices')
    for (const [name, next] of walk) {
      // The visible one: "Next" is in the phone's quote bar and again beside the total.
      await tapWhereShown(page, page.getByRole('link', { name }).filter({ visible: true }).first())
      await expect(shown(page, next), `after tapping ${String(name)}`).toBeVisible({
        timeout: 10_000,
      })
    }
  })

  test('a choice tapped before, while or after the page has its scripts leads on (slow CPU)', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000)
    // The addresses of two screens: the options of a step, and "I'm Happy".
    await page.goto('/prices')
    const at: Record<string, string> = {}
    for (const [name, next] of walk) {
      at[String(name)] = page.url()
      await choose(page, name)
      await expect(shown(page, next)).toBeVisible()
      if (name === "I'm Happy") break
    }
    const cases: [string, string | RegExp, string | RegExp][] = [
      // The price list's first tap: before its scripts, while the calculator's code is still to
      // come (it is fetched when the page is idle or at her touch, ADR 050), and after.
      ['/prices', walk[0]![0], walk[0]![1]],
      [at[String(/^Cut, dry & style/)]!, /^Cut, dry & style/, 'Total estimated cost'],
      [at["I'm Happy"]!, "I'm Happy", /Have you been to/],
    ]
    const problems: string[] = []
    for (const [url, name, next] of cases) {
      // At once (the scripts not even asked for yet), then moments into their download, run and
      // React's hydration under a 4× slower CPU, then long after.
      for (const wait of [0, 100, 250, 500, 900, 1500, 3000]) {
        const context = await browser.newContext(PHONE)
        const p = await context.newPage()
        const cdp = await context.newCDPSession(p)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await p.goto(url, { waitUntil: 'commit' })
        const link = p.getByRole('link', { name }).filter({ visible: true }).first()
        await link.waitFor({ state: 'visible' })
        if (wait) await p.waitForTimeout(wait)
        await tapWhereShown(p, link)
        try {
          await expect(shown(p, next)).toBeVisible({ timeout: 15_000 })
        } catch {
          problems.push(`${String(name)} tapped ${wait} ms after it showed: nothing happened`)
        }
        await context.close()
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
})
