import { expect, test, type Page } from './fixtures'

import { submitAdminLogin } from './helpers'

// The admin speaks the salon's words (ADR 034): each role walks every list and settings page, her
// own account and the dashboard, and the owner (who sees every field) one document of each list;
// no screen shows the machinery's words. A new field, column or Payload upgrade that brings them
// back fails here.

const ROLES = {
  owner: 'owner@willowandwren.example',
  manager: 'manager@willowandwren.example',
  'front desk': 'frontdesk@willowandwren.example',
} as const

/** The words that give the machinery away, each with what it catches. */
const MACHINERY: [RegExp, string][] = [
  [/\bAPI\b/, '"API" (a tab, a URL)'],
  [/\bHtml\b|\bHTML\b/, 'a raw HTML box'],
  [/Payload/, "Payload's name"],
  [/<No /, 'an empty value as "<No …>"'],
  [/\bLink\s*\*/, 'the quote code labelled "Link *"'],
  [/Attempt 0\d/, 'a numbered delivery row'],
  [/Job runner/, 'the job runner'],
  [/Force Unlock/, 'Force Unlock'],
  [/\bSlug\b/, '"Slug" for the web address'],
  [/\bCat\d\b/, 'a column\'s own name ("Cat2")'],
  [/\bJSON\b/, '"JSON"'],
  [/\b(quote|message|application):\d+\b/, 'a record key ("quote:157")'],
]

/**
 * On a list, an offer's words are shown filled in, as on the site, and a row is never a bare
 * "None" (the price list's "no, thanks" answers say what they are).
 */
const LIST_ONLY: [RegExp, string][] = [
  [/\{(from|saving|code|ends|where|with|who)\}/, 'a placeholder'],
  [/(^|\t)None(\t|$)/m, 'a bare "None"'],
]

async function wordsOn(page: Page, where: string, words = MACHINERY) {
  // Payload renders some panels after the first paint: wait for the page to settle.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible({
    timeout: 30_000,
  })
  const text = await page.locator('body').innerText()
  const found = words
    .filter(([re]) => re.test(text))
    .map(([re, what]) => `${what}: “${text.match(re)?.[0]}”`)
  return found.map((f) => `${where} — ${f}`)
}

for (const [role, email] of Object.entries(ROLES)) {
  test(`as the ${role}, no admin screen shows the machinery's words`, async ({ page }) => {
    test.setTimeout(600_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/admin/login')
    const loginProblems = await wordsOn(page, 'sign-in page')
    await submitAdminLogin(page, email, 'willow-wren-demo')
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })

    const problems = [...loginProblems]
    await page.goto('/admin')
    problems.push(...(await wordsOn(page, 'dashboard')))
    // On a laptop the menu is open beside the page, as on a desktop.
    await expect(page.locator('.nav')).toHaveClass(/nav--nav-open/, { timeout: 10_000 })
    // Every list and settings page her navigation offers.
    const links = await page
      .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
      .evaluateAll((as) => [
        ...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
      ])
    expect(links.length).toBeGreaterThan(3)
    for (const path of links) {
      await page.goto(path)
      const list = path.startsWith('/admin/collections/')
      problems.push(...(await wordsOn(page, path, list ? [...MACHINERY, ...LIST_ONLY] : MACHINERY)))
      if (!list || role !== 'owner') continue
      // One document of the list, as she would open it.
      const first = page.locator(`table tbody tr a[href^="${path}/"]`).first()
      if ((await first.count()) === 0) continue
      const href = await first.getAttribute('href')
      await page.goto(href!)
      problems.push(...(await wordsOn(page, href!)))
    }
    await page.goto('/admin/account')
    problems.push(...(await wordsOn(page, 'her account')))
    expect(problems, problems.join('\n')).toEqual([])
  })
}

test('as the manager, every stylist row names her salon and level, a new record has a title, and Edit of many rows offers only fields she can type', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/admin/login')
  await submitAdminLogin(page, ROLES.manager, 'willow-wren-demo')
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })

  await page.goto('/admin/collections/stylists?limit=100')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle').catch(() => undefined)
  for (const column of ['salon', 'level']) {
    const cells = await page.locator(`table tbody td.cell-${column}`).allInnerTexts()
    expect(cells.length).toBeGreaterThan(10)
    expect(cells.filter((c) => !c.trim() || c.trim() === '—')).toEqual([])
  }

  // A new record says what it is until she names it, then takes her name.
  await page.goto('/admin/collections/stylists/create')
  const title = page.locator('.doc-header__title')
  await expect(title).toHaveText('New stylist', { timeout: 30_000 })
  await page.goto('/admin/collections/price-changes/create')
  await expect(title).toHaveText('New price change', { timeout: 30_000 })
  await page.locator('#field-name').fill('Colour from April')
  await expect(title).toHaveText('Colour from April')

  // Select every service, Edit, and read the fields offered.
  await page.goto('/admin/collections/services')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  await page.locator('thead input[type="checkbox"], #select-all').first().check()
  await page.getByRole('button', { name: /^Edit/ }).first().click()
  const drawer = page.getByRole('dialog').filter({ hasText: 'Select fields to edit' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('combobox').first().click()
  const offered = await page.locator('.rs__option').allInnerTexts()
  expect(offered.length).toBeGreaterThan(2)
  const machinery = offered.filter((o) => /\bCat\d\b|Last changed by|Slug|\bId\b/.test(o))
  expect(machinery, offered.join(', ')).toEqual([])
})
