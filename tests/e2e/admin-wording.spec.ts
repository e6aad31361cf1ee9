import { expect, test, type Page } from './fixtures'

import { submitAdminLogin } from './helpers'

// Small stumbles a manager met in the admin (ADR 034): what the fields and rows are called.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await submitAdminLogin(page, MANAGER.email, MANAGER.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

test('salon names link to the salon, and its address reads "Address line 1"', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/collections/salons')
  const name = page.getByRole('link', { name: 'Willow & Wren High Street', exact: true })
  await expect(name).toBeVisible({ timeout: 30_000 })
  await name.click()
  await page.waitForURL(/\/admin\/collections\/salons\/\d+$/)
  const line1 = page.getByLabel('Address line 1')
  await line1.scrollIntoViewIfNeeded()
  await expect(line1).toBeVisible()
  await expect(page.getByLabel('Address line 2')).toBeVisible()
  await expect(page.getByText(/^Line ?1\*?$/)).toHaveCount(0)
})

test('menu rows are headed by their links, not "Link 01"', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/globals/navigation')
  // The seeded header menu's "Prices" link to /prices.
  await expect(page.getByText('Prices · /prices', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/^Link 0\d$/)).toHaveCount(0)
})

test('a photo’s description says what it is for', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/collections/media/create')
  await expect(
    page.getByLabel('Description for people who cannot see the image (alt text)'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/as a screen reader will read it out/)).toBeVisible()
})
