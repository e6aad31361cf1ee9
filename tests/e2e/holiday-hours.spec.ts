import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { adminFormReady, fillAdminBoxes, submitAdminLogin } from './helpers'

// Holiday hours (docs/rules.md, "Opening times"): a manager adds a dated exception to a salon's hours in the admin;
// the contact page lists it under that salon's week and the footer's "today" line uses it with
// its note. Once its day has passed, the site forgets it. The salon's rows are put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const NOTE = 'Staff training afternoon'

type HolidayRow = { date: string; closed?: boolean; opens?: string; closes?: string; note?: string }

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

/** The UK calendar day `n` days from today, as stored ('2026-11-26') and as typed ('26 Nov 2026'). */
function ukDayFromToday(n: number) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number]
  const day = new Date(Date.UTC(y, m - 1, d + n))
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...o }).format(day)
  return {
    iso: day.toISOString().slice(0, 10),
    typed: `${day.getUTCDate()} ${part({ month: 'short' })} ${day.getUTCFullYear()}`,
    weekday: part({ weekday: 'long' }),
    // As the site words it: 'Thursday 26 November'.
    words: `${part({ weekday: 'long' })} ${day.getUTCDate()} ${part({ month: 'long' })}`,
  }
}

/** Payload renders fields further down the form only once they come into view. */
async function scrollTo(page: Page, field: Locator) {
  for (let i = 0; i < 30 && (await field.count()) === 0; i++) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await field.scrollIntoViewIfNeeded()
  return field
}

test.use({ actionTimeout: 20_000 })

test('a manager adds holiday hours for today; the contact page and the footer show them, and forget them once past', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await staffHeaders(request)
  const today = ukDayFromToday(0)
  const yesterday = ukDayFromToday(-1)

  // The footer shows the site's first salon: the one edited here.
  await page.goto('/')
  const footerSalon = (await page.locator('#footer-salon').textContent())?.trim() ?? ''
  expect(footerSalon).not.toBe('')
  const found = await (
    await request.get(
      `/cms-api/salons?where[name][equals]=${encodeURIComponent(footerSalon)}&depth=0`,
    )
  ).json()
  const salon = found.docs[0] as { id: number; holidayHours?: HolidayRow[] | null }
  const original = salon.holidayHours ?? []
  const patch = (holidayHours: HolidayRow[]) =>
    request.patch(`/cms-api/salons/${salon.id}`, { data: { holidayHours }, headers })

  try {
    // A seeded row on today's date (e.g. when run on Christmas Eve) would clash with the new one.
    const others = original.filter((r) => !r.date.startsWith(today.iso))
    if (others.length !== original.length) expect((await patch(others)).ok()).toBe(true)

    await page.goto('/admin/login')
    await submitAdminLogin(page, MANAGER.email, MANAGER.password)
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
    await page.goto(`/admin/collections/salons/${salon.id}`)
    await adminFormReady(page)

    const notes = page.locator('input[id^="field-holidayHours__"][id$="__note"]')
    const add = await scrollTo(page, page.getByRole('button', { name: 'Add Holiday', exact: true }))
    const before = await notes.count()
    await add.click()
    await expect(notes).toHaveCount(before + 1)
    const row = (suffix: string) =>
      page.locator(`[id^="field-holidayHours__"][id$="__${suffix}"]`).last()

    // The date, in the picker's own format; Enter closes the calendar, which covers the fields.
    const date = row('date').locator('.react-datepicker__input-container input')
    await date.fill(today.typed)
    await page.keyboard.press('Enter')
    await expect(date).toHaveValue(today.typed)
    await fillAdminBoxes(page, [
      [notes.last(), NOTE],
      [row('opens'), '10:00'],
      [row('closes'), '14:00'],
    ])
    // The row says which day it is.
    await expect(page.getByText(`${NOTE} · ${today.words}`)).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    const stored = (await (await request.get(`/cms-api/salons/${salon.id}?depth=0`)).json()) as {
      holidayHours: HolidayRow[]
    }
    const added = stored.holidayHours.find((r) => r.note === NOTE)
    expect(added).toMatchObject({ opens: '10:00', closes: '14:00' })

    // The contact page lists it under the salon's week (saving purged the cached page)…
    const line = `${NOTE}, ${today.words}: 10.00–14.00`
    await expect
      .poll(async () => (await request.get('/contact')).text(), { timeout: 15_000 })
      .toContain(line)
    await page.goto('/contact')
    await expect(page.getByRole('listitem').filter({ hasText: line }).last()).toHaveText(line)
    // …and the footer's "today" line uses it, with its note.
    await expect(page.locator('footer')).toContainText(
      `Today (${today.weekday}): 10.00–14.00 — ${NOTE}`,
    )

    // Moved to yesterday, it is gone from both.
    const moved = stored.holidayHours.map((r) =>
      r.note === NOTE ? { ...r, date: yesterday.iso } : r,
    )
    expect((await patch(moved)).ok()).toBe(true)
    await expect
      .poll(async () => (await request.get('/contact')).text(), { timeout: 15_000 })
      .not.toContain(NOTE)
    await page.goto('/contact')
    await expect(page.locator('footer')).not.toContainText(NOTE)
    await expect(page.locator('footer')).toContainText(`Today (${today.weekday}):`)
  } finally {
    expect((await patch(original)).ok()).toBe(true)
  }
})
