// The next thing to do is in view (issue 46): after a choice that adds a question, focus and the
// scroll go to it; a page opened from any menu opens at its top.
import { expect, test, type Page } from './fixtures'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** The element is on screen, below the sticky header, and has focus. */
async function inViewWithFocus(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { name })
  await expect(heading).toBeFocused()
  const box = (await heading.boundingBox())!
  const header = (await page.locator('header').first().boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
  expect(box.y + box.height).toBeLessThanOrEqual(844)
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('"I\'m Happy" brings "Have you been to … before?" into view and reads it out', async ({
    page,
  }) => {
    await page.goto(
      '/prices/total-by-stylist?type=CuttingStyling&mode=stylist&salon=1&level=8&stylist=6&finish=2&fadd=40&treat=36',
    )
    const happy = page.getByRole('link', { name: "I'm Happy" })
    await happy.scrollIntoViewIfNeeded()
    await happy.tap()
    await inViewWithFocus(page, /Have you been to .* before\?/)
  })
})

test.describe('pages opened from the menu on a phone', () => {
  test.use(PHONE)

  for (const name of ['Team', 'Men', 'Blog']) {
    test(`Menu ▸ More ▸ ${name} opens at the top of the page`, async ({ page }) => {
      await page.goto('/')
      await page.getByText('Menu', { exact: true }).tap()
      await page.getByText('More', { exact: true }).tap()
      await page.getByRole('link', { name, exact: true }).tap()
      await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForTimeout(500) // the menu closing must not leave the page part-way down
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  }

  test('a link at the top of the menu opens at the top too', async ({ page }) => {
    await page.goto('/')
    await page.getByText('Menu', { exact: true }).tap()
    await page.getByRole('link', { name: 'Prices', exact: true }).first().tap()
    await expect(page).toHaveURL(/\/prices$/)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
