import { expect, test, type Locator, type Page } from './fixtures'

import { formatGBP, linePence, serviceKind } from '../../src/quote'
import { levels, services } from '../../src/seed/data/price-list'
import { expectNoAxeViolations } from './helpers'

// The calculator on a phone, in as few taps as honest answers allow: the kind of appointment
// and how to choose are one tap on /prices (docs/rules.md, "The calculator's steps"). Budget
// results and the price list use the phone's whole width. Expected prices come from the seeded
// price list.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

const pence = (name: string, levelName: string) => {
  const s = services.find((x) => x.service === name)!
  const level = levels.find((l) => l.name === levelName)!
  return linePence(
    {
      id: 0,
      name,
      kind: serviceKind(s.cat1, s.cat2)!,
      pricePence: Math.round(s.price * 100),
      productPence: Math.round((s.productPrice ?? 0) * 100),
    },
    level.adapter,
  )
}
const sid = (name: string) => services.findIndex((x) => x.service === name) + 1

/** A kind of appointment on /prices: its card, found by its heading. */
const typeCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })

/** Taps a link and waits for the address it leads to. */
async function tap(page: Page, link: Locator) {
  const before = page.url()
  await link.first().click()
  await page.waitForURL((url) => url.href !== before)
}

async function fitsAndPassesAxe(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(wide, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
}

test.describe('fewer taps on a phone', () => {
  test.use(PHONE)

  test('one tap on /prices chooses the kind of appointment and how to choose: no type or mode screen', async ({
    page,
  }) => {
    await page.goto('/prices')
    const colour = typeCard(page, 'Colour, Cutting & Styling')
    for (const mode of ['By stylist', 'By level', 'By budget'])
      await expect(colour.getByRole('link', { name: new RegExp(`^${mode}`) })).toBeVisible()
    await fitsAndPassesAxe(page)
    await tap(page, colour.getByRole('link', { name: /^By stylist/ }))
    await expect(page).toHaveURL(/\/prices\/calculator\?type=Colour&mode=stylist$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your salon' })).toBeVisible()
  })

  test('"Build my exact quote" leads to the kinds of appointment on the same page, not a screen that asks again', async ({
    page,
  }) => {
    await page.goto('/prices')
    await expect(page.getByText('Build my exact quote').first()).toBeInViewport()
    // The one after the price list takes her back up to the choices.
    const back = page.getByRole('link', { name: 'Build my exact quote' }).last()
    await back.scrollIntoViewIfNeeded()
    await back.click()
    await expect(page).toHaveURL(/\/prices#/)
    await expect(
      page.getByRole('heading', { name: 'What would you like done?' }).first(),
    ).toHaveCount(0)
    await expect(
      typeCard(page, 'Colour, Cutting & Styling').getByRole('link', { name: /^By stylist/ }),
    ).toBeInViewport()
  })

  test('the name of a kind of appointment still opens how to choose, and old links keep working', async ({
    page,
  }) => {
    await page.goto('/prices')
    await tap(page, typeCard(page, "Men's Hairdressing").getByRole('link', { name: /^Men's/ }))
    await expect(
      page.getByRole('heading', { level: 1, name: 'How would you like to choose?' }),
    ).toBeVisible()
    // /prices/selector without a type: the same cards, each with its ways to choose.
    await page.goto('/prices/selector')
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like done?' }),
    ).toBeVisible()
    await tap(
      page,
      typeCard(page, 'Cutting & Styling only').getByRole('link', { name: /^By level/ }),
    )
    await expect(page).toHaveURL(/\/prices\/calculator\?type=CuttingStyling&mode=level$/)
  })

  const flows = [
    {
      // His colour starts as "None" (docs/rules.md): the cut completes the quote.
      name: "men's by stylist",
      card: "Men's Hairdressing",
      mode: /^By stylist/,
      taps: [/Willow & Wren High Street/, /Callum Reid/, /^Clipper cut/],
      total: pence('Clipper cut', 'Stylist'),
      most: 4,
    },
    {
      name: 'a cut by level',
      card: 'Cutting & Styling only',
      mode: /^By level/,
      taps: [/Willow & Wren Riverside/, /^Graduate Stylist/, /^Cut, dry & style/],
      total: pence('Cut, dry & style', 'Graduate Stylist'),
      most: 4,
    },
    {
      name: 'colour by stylist',
      card: 'Colour, Cutting & Styling',
      mode: /^By stylist/,
      taps: [
        /Willow & Wren High Street/,
        /Priya Desai/,
        /^Foiling/,
        /^Half head foils/,
        /^Cut, dry & style/,
      ],
      total: pence('Half head foils', 'Stylist') + pence('Cut, dry & style', 'Stylist'),
      most: 6,
    },
  ]
  for (const f of flows) {
    test(`${f.name}: a total in at most ${f.most} taps from /prices`, async ({ page }) => {
      await page.goto('/prices')
      await tap(page, typeCard(page, f.card).getByRole('link', { name: f.mode }))
      for (const name of f.taps) await tap(page, page.getByRole('link', { name }))
      expect(1 + f.taps.length).toBeLessThanOrEqual(f.most)
      await expect(page.getByText('Total estimated cost').first()).toBeVisible()
      await expect(page.getByTestId('running-total')).toHaveText(formatGBP(f.total))
      await fitsAndPassesAxe(page)
    })
  }

  // Her hair is one tap (ADR 051): what fits her budget is the 7th tap, a stylist the 8th.
  test('colour by budget: her budget is asked on the screen with the range; a stylist is the 8th tap', async ({
    page,
  }) => {
    await page.goto('/prices')
    let taps = 0
    const choose = async (name: RegExp) => {
      await tap(page, page.getByRole('link', { name }).or(page.getByRole('button', { name })))
      taps++
    }
    await tap(
      page,
      typeCard(page, 'Colour, Cutting & Styling').getByRole('link', { name: /^By budget/ }),
    )
    taps++
    for (const name of [
      /Willow & Wren Riverside/,
      /^Balayage/,
      /^Balayage — half head/,
      /^Dry & style/,
      /^Long/,
    ])
      await choose(name)
    await expect(page.getByText('Depending on level').first()).toBeVisible()
    // The bar's action takes her to the field (the keyboard opens there); typing is not a tap.
    await page.getByRole('link', { name: 'Enter your budget' }).click()
    const field = page.getByLabel('Your budget in pounds')
    await expect(field).toBeFocused()
    await expect(field).toBeInViewport()
    await fitsAndPassesAxe(page)
    await field.fill('150')
    await tap(page, page.getByRole('button', { name: 'Show what fits' }))
    taps++
    await expect(page).toHaveURL(/\/prices\/total-by-price\?.*budget=150/)
    await expect(page.getByRole('heading', { level: 2, name: / — £\d+$/ }).first()).toBeVisible()
    expect(taps).toBeLessThanOrEqual(7)
    await tap(page, page.locator('[data-stylist-card]').first())
    taps++
    await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
    expect(taps).toBeLessThanOrEqual(8)
  })

  test('colour by budget with her budget given with her salon: a stylist is the 7th tap', async ({
    page,
  }) => {
    await page.goto('/prices')
    let taps = 0
    await tap(
      page,
      typeCard(page, 'Colour, Cutting & Styling').getByRole('link', { name: /^By budget/ }),
    )
    taps++
    // Typing is not a tap: her budget, then her salon.
    await page.getByLabel(/^Your budget in pounds/).fill('150')
    await tap(page, page.getByRole('button', { name: /Willow & Wren Riverside/ }))
    taps++
    for (const name of [/^Balayage/, /^Balayage — half head/, /^Dry & style/, /^Long/]) {
      await tap(page, page.getByRole('link', { name }))
      taps++
    }
    // Her services and her hair chosen, the quote ends on what fits her budget.
    await expect(page).toHaveURL(/\/prices\/total-by-price\?.*budget=150/)
    await expect(page.getByRole('heading', { level: 2, name: 'What fits £150' })).toBeAttached()
    await fitsAndPassesAxe(page)
    await tap(page, page.locator('[data-stylist-card]').first())
    taps++
    await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
    expect(taps).toBeLessThanOrEqual(7)
    // "Change Choices" from the results goes back to her choices, with her budget asked under them.
    await page.goBack()
    await page.getByRole('link', { name: 'Change Choices' }).click()
    await expect(page).toHaveURL(/\/prices\/calculator\?/)
    await expect(page).not.toHaveURL(/budget=/)
    await expect(page.getByRole('button', { name: 'Show what fits' })).toBeVisible()
  })

  test('without JavaScript, the ways to choose on /prices are links that work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/prices')
    await typeCard(page, 'Cutting & Styling only')
      .getByRole('link', { name: /^By level/ })
      .click()
    await expect(page).toHaveURL(/\/prices\/calculator\?type=CuttingStyling&mode=level$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your salon' })).toBeVisible()
    await context.close()
  })
})

test.describe('budget results on a phone', () => {
  test.use(PHONE)
  const budgetAt = (salon: number) =>
    `/prices/total-by-price?type=CuttingStyling&mode=budget&salon=${salon}&finish=${sid('Cut, dry & style')}&budget=60`

  test('who fits £60 fills the width: no row of results leaves half the screen empty', async ({
    page,
  }) => {
    await page.goto(budgetAt(2))
    const results = page.locator('section[aria-labelledby="budget-results"]')
    const links = results.locator('[data-stylist-card]')
    expect(await links.count()).toBeGreaterThan(3)
    const list = (await results.boundingBox())!
    const boxes = await links.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { top: Math.round(r.top + scrollY), right: r.right, width: r.width }
      }),
    )
    // Each row of results reaches the right-hand edge (give or take a border and a gap).
    const rows = new Map<number, number>()
    for (const b of boxes) rows.set(b.top, Math.max(rows.get(b.top) ?? 0, b.right))
    for (const [top, right] of rows)
      expect(right, `the row at ${top}px ends at ${right}px`).toBeGreaterThan(
        list.x + list.width - 24,
      )
    // What she pays is on the right of each result, on her first line.
    const first = links.first()
    const price = first.getByText(/^£\d+/).first()
    const [card, shown] = [(await first.boundingBox())!, (await price.boundingBox())!]
    expect(shown.x).toBeGreaterThan(card.x + card.width / 2)
    expect(shown.y).toBeLessThan(card.y + 40)
    await fitsAndPassesAxe(page)
  })

  test("with her salon chosen, its stylists come first, then the other salons'", async ({
    page,
  }) => {
    await page.goto(budgetAt(2))
    const results = page.locator('section[aria-labelledby="budget-results"]')
    const salons = await results
      .locator('[data-salon-group]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-salon-group'))))
    expect(salons.length).toBeGreaterThan(1)
    const firstOther = salons.findIndex((s) => s !== 2)
    expect(salons[0]).toBe(2)
    expect(firstOther).toBeGreaterThan(0)
    expect(salons.slice(firstOther), `salon groups in order: ${salons.join(', ')}`).not.toContain(2)
    await expect(
      results.getByText('Not at Willow & Wren High Street, but at our other salons:'),
    ).toBeVisible()
  })
})

test.describe('the price list at 360 px', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 800 } })

  test('each price is one line beside its name; whose price it is has the whole width under it; nothing is hidden', async ({
    page,
  }) => {
    await page.goto('/prices')
    const region = page.getByRole('region', { name: 'Cuts, blow-dries and styling' })
    await expect(region.getByText(/New Starter's price/).first()).toBeVisible()
    const items = await page.locator('section[aria-labelledby^="menu-"] li').evaluateAll((lis) =>
      lis.map((li) => {
        /** The lines an element's text takes: distinct tops of its line boxes. */
        const lines = (el: Element | null) => {
          if (!el) return 0
          const range = document.createRange()
          range.selectNodeContents(el)
          return new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          ).size
        }
        const [price, who] = [...li.querySelectorAll('[data-price]')]
        const name = li.firstElementChild!
        const clipped = [...li.querySelectorAll('*')].some(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible',
        )
        return {
          text: li.textContent!,
          priceLines: lines(price ?? null),
          // The price sits on the name's first line.
          besideName:
            price != null &&
            Math.abs(price.getBoundingClientRect().top - name.getBoundingClientRect().top) < 8,
          whoLines: lines(who ?? null),
          whoShare: who ? who.getBoundingClientRect().width / li.getBoundingClientRect().width : 1,
          clipped,
        }
      }),
    )
    expect(items.length).toBeGreaterThan(10)
    for (const i of items) {
      expect(i.priceLines, i.text).toBe(1)
      expect(i.besideName, i.text).toBe(true)
      // Not a narrow column under the price: the item's whole width, two lines at most (one,
      // but for "Apprentice's price · High Street or Academy", 309 px of text in 278).
      expect(i.whoShare, i.text).toBeGreaterThan(0.9)
      expect(i.whoLines, i.text).toBeLessThanOrEqual(2)
      expect(i.clipped, i.text).toBe(false)
    }
    await fitsAndPassesAxe(page)
  })
})
