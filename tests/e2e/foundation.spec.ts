import { expect, test } from './fixtures'

import { expectNoAxeViolations, sameOrigin, submitAdminLogin, trackConsoleErrors } from './helpers'

test('the home page serves seeded content without errors or accessibility violations', async ({
  page,
}) => {
  const errors = trackConsoleErrors(page)
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'A New Standard of Hairdressing' }),
  ).toBeVisible()
  // The salon name also heads its column in the footer: look in the page body.
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Willow & Wren High Street' }),
  ).toBeVisible()
  await expect(page.locator('img').first()).toBeVisible()
  // Images are real, not broken links.
  const broken = await page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((i) => i.complete && i.naturalWidth === 0)
        .map((i) => i.src),
    )
  expect(broken).toEqual([])
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test('staff sign in to /admin with the printed demo login', async ({ page }) => {
  await page.goto('/admin')
  await submitAdminLogin(page, 'owner@willowandwren.example', 'willow-wren-demo')
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByText('Saved quotes').first()).toBeVisible()
  await expect(page.getByText('Stylists & team').first()).toBeVisible()

  // Signed in, staff can read the private collections through Payload's API.
  const quotes = await page.request.get('/cms-api/quotes', sameOrigin)
  expect(quotes.status()).toBe(200)
})

test('the public API refuses private collections to anonymous visitors', async ({ request }) => {
  for (const collection of ['quotes', 'job-applications', 'users']) {
    const res = await request.get(`/cms-api/${collection}`)
    expect(res.status()).toBe(403)
  }
  const levels = await request.get('/api/levels')
  expect(await levels.json()).toHaveLength(9)
})

test('a first visit is requested once: no critical client hint outside the admin', async ({
  request,
}) => {
  // Critical-CH makes Chrome restart the navigation to send the hint (ADR 019).
  for (const path of ['/', '/prices', '/team', '/blog']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['critical-ch'], path).toBeUndefined()
    expect(res.headers()['accept-ch'], path).toBeUndefined()
  }
  // The admin's theme still gets the colour-scheme hint.
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("a page's largest image is preloaded at high priority, and nothing else competes with it", async ({
  request,
}) => {
  // Issue 16: the hero (home) and the portrait (a profile) are the largest paint on a phone.
  const team = (await (await request.get('/api/team')).json()) as { slug: string }[]
  for (const path of ['/', `/team/${team[0]?.slug}`]) {
    const html = await (await request.get(path)).text()
    const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      (m) => m[0],
    )
    expect(imagePreloads, path).toHaveLength(1)
    expect(imagePreloads[0], path).toMatch(/fetchPriority="high"/i)
    // The logo is drawn eagerly but not preloaded.
    expect(imagePreloads[0], path).not.toContain('logo')
  }
})

test('the bench reference page is served but never indexed', async ({ request }) => {
  const res = await request.get('/bench/floor')
  expect(res.status()).toBe(200)
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>')
  expect(sitemap).not.toContain('/bench/')
})
