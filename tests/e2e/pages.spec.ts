import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectNoAxeViolations, fillAdminBoxes, submitAdminLogin } from './helpers'

// The salon's words are content: a manager edits a page in the admin, renames the brand, adds a
// menu entry and unpublishes a notice page, and the public site follows within seconds.
// Everything changed here is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

async function pageDoc(request: APIRequestContext, slug: string) {
  const res = await request.get(`/cms-api/pages?where[slug][equals]=${slug}&depth=0`)
  return (await res.json()).docs[0] as { id: number; hero: { lede: string } }
}

/** The admin's date field, as typed: "Nov 23, 2026 5:15 PM", in UK time. */
/** Twenty minutes from now as the admin's date boxes show it: UK time, "29 Nov 2026, 09:15". */
function inTwentyMinutes() {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() + 20 * 60_000))
    .replace(' at ', ', ')
}

/**
 * Runs `statement` on the page's scheduled publishes not yet run, in the app's database (the admin
 * stores the id as text): the test cannot wait twenty minutes, so it moves the job to now (or
 * removes it when done).
 */
async function scheduledPublishes(id: number, statement: string) {
  const db = createClient({ url: process.env.DATABASE_URL ?? 'file:./.tmp/e2e/salon.db' })
  try {
    const now = statement.startsWith('UPDATE') ? [new Date(Date.now() - 1000).toISOString()] : []
    await db.execute({
      sql: `${statement} WHERE task_slug = 'schedulePublish' AND completed_at IS NULL
            AND CAST(json_extract(input, '$.doc.value') AS INTEGER) = ?`,
      args: [...now, id],
    })
  } finally {
    db.close()
  }
}

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await submitAdminLogin(page, MANAGER.email, MANAGER.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

const poll = (request: APIRequestContext, path: string) =>
  expect.poll(async () => (await request.get(path)).text(), {
    timeout: 10_000,
    intervals: [250, 500, 1000],
  })

test('a manager edits the policies page in the admin; the site shows it within seconds', async ({
  page,
  request,
}) => {
  const policies = await pageDoc(request, 'policies')
  const sentence = 'Deposits are refunded in full if we have to move your appointment.'
  const headers = await staffHeaders(request)
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${policies.id}`)
    await fillAdminBoxes(page, [[page.getByLabel('Introduction'), sentence]])
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(
      page.getByText(/published successfully|updated successfully/i).first(),
    ).toBeVisible({ timeout: 20_000 })
    await poll(request, '/policies').toContain(sentence)
  } finally {
    await request.patch(`/cms-api/pages/${policies.id}`, {
      data: { hero: { ...policies.hero } },
      headers,
    })
  }
  await poll(request, '/policies').not.toContain(sentence)
})

test('a manager who tries to delete the home page is told why she cannot', async ({
  page,
  request,
}) => {
  const home = await pageDoc(request, 'home')
  await logIn(page)
  await page.goto(`/admin/collections/pages/${home.id}`)
  await page.locator('.doc-controls .popup-button').last().click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  // The production build once answered "An unknown error occurred." here.
  await expect(page.getByText('The home page cannot be deleted.')).toBeVisible()
  await expect(page.getByText('An unknown error occurred.')).toHaveCount(0)
  expect((await request.get('/')).status()).toBe(200)
})

test('a manager schedules a page change in the admin; the cached page shows it once the runner publishes it', async ({
  page,
  request,
}) => {
  // /recruitment is a cached page (5 min). The runner publishes outside any request, so without
  // its purge (ADR 021) the change would wait for the page to expire.
  const doc = await pageDoc(request, 'recruitment')
  // Different on every run: a draft left by an interrupted run must not make this one a no-change.
  const sentence = `We are hiring a Senior Stylist at Riverside: interviews on ${(Date.now() % 28) + 1} January.`
  const headers = await staffHeaders(request)
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await fillAdminBoxes(page, [[page.getByLabel('Introduction'), sentence]])
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(/saved successfully/i).first()).toBeVisible({ timeout: 20_000 })
    expect(await (await request.get('/recruitment')).text()).not.toContain(sentence)
    expect(await (await request.get('/recruitment')).text()).not.toContain(sentence) // cached

    // Publish changes ▸ Schedule Publish, in twenty minutes, UK time.
    await page.locator('#action-save-popup button.popup-button').click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText('UK time (London)')).toBeVisible()
    // It opens on Publish, and its calendar is a British one: Monday first, 24-hour times.
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    const when = drawer.locator('.react-datepicker__input-container input')
    await when.click()
    await expect(page.locator('.react-datepicker__day-name').first()).toHaveText(/^Mo/)
    await when.fill(inTwentyMinutes())
    await page.keyboard.press('Enter') // closes the calendar, which covers the Save button
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toHaveCount(1)
    await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toContainText(
      inTwentyMinutes().slice(0, -6), // "29 Nov 2026": the day, as the admin's lists say it
    )
    expect(await (await request.get('/recruitment')).text()).not.toContain(sentence)

    // Twenty minutes pass (the job is moved to now); the in-app runner looks every 10 s.
    await scheduledPublishes(doc.id, 'UPDATE payload_jobs SET wait_until = ?')
    await expect
      .poll(async () => (await request.get('/recruitment')).text(), {
        timeout: 30_000,
        intervals: [500, 1000],
      })
      .toContain(sentence)
  } finally {
    await scheduledPublishes(doc.id, 'DELETE FROM payload_jobs')
    await request.patch(`/cms-api/pages/${doc.id}`, {
      data: { hero: { ...doc.hero }, _status: 'published' },
      headers,
    })
  }
  await poll(request, '/recruitment').not.toContain(sentence)
})

test('the brand name and the menus are settings the whole site follows', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const nav = await (await request.get('/cms-api/globals/navigation?depth=0')).json()
  try {
    await request.post('/cms-api/globals/site-settings', {
      data: { brandName: 'Fern & Finch' },
      headers,
    })
    await request.post('/cms-api/globals/navigation', {
      data: {
        primary: [...nav.primary, { label: 'Gift cards', kind: 'setting', setting: 'giftCards' }],
      },
      headers,
    })
    await poll(request, '/').toContain('Fern &amp; Finch · Ambleford')

    await page.goto('/privacy')
    await expect(page.getByText('runs the Fern & Finch salons')).toBeVisible()
    await expect(page).toHaveTitle(/Fern & Finch/)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/salon')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift cards' }),
    ).toHaveAttribute('href', 'https://gifts.willowandwren.example')
    await expectNoAxeViolations(page)
  } finally {
    await request.post('/cms-api/globals/site-settings', {
      data: { brandName: 'Willow & Wren' },
      headers,
    })
    await request.post('/cms-api/globals/navigation', {
      data: { primary: nav.primary },
      headers,
    })
  }
  await poll(request, '/').not.toContain('Fern &amp; Finch')
})

test('an unpublished notice page sends its address home; publishing brings it back', async ({
  request,
}) => {
  const corona = await pageDoc(request, 'corona')
  const headers = await staffHeaders(request)
  const status = async () => (await request.get('/corona', { maxRedirects: 0 })).status()
  expect(await status()).toBe(200)
  try {
    await request.patch(`/cms-api/pages/${corona.id}`, { data: { _status: 'draft' }, headers })
    await expect.poll(status, { timeout: 10_000 }).toBe(307)
    expect((await request.get('/corona', { maxRedirects: 0 })).headers()['location']).toMatch(/\/$/)
  } finally {
    await request.patch(`/cms-api/pages/${corona.id}`, {
      data: { _status: 'published' },
      headers,
    })
  }
  await expect.poll(status, { timeout: 10_000 }).toBe(200)
})

test('a page staff add is on the site at its address, with blocks that read live data', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const created = await request.post('/cms-api/pages', {
    headers,
    data: {
      title: 'Meet our Riverside team',
      slug: 'riverside-team',
      _status: 'published',
      hero: { lede: 'Everyone at {brand} Riverside.' },
      layout: [
        { blockType: 'team', heading: 'The team', salon: 1 },
        {
          blockType: 'sections',
          style: 'faq',
          heading: 'Questions',
          items: [
            {
              heading: 'Is there parking?',
              body: {
                root: {
                  type: 'root',
                  version: 1,
                  direction: 'ltr',
                  format: '',
                  indent: 0,
                  children: [
                    {
                      type: 'paragraph',
                      version: 1,
                      direction: 'ltr',
                      format: '',
                      indent: 0,
                      textFormat: 0,
                      children: [{ type: 'text', text: 'Free parking on Wharf Lane.', version: 1 }],
                    },
                  ],
                },
              },
            },
          ],
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  try {
    await page.goto('/riverside-team')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meet our Riverside team' }),
    ).toBeVisible()
    await expect(page.getByText('Everyone at Willow & Wren Riverside.')).toBeVisible()
    await expect(page.locator('main a[href^="/team/"]').first()).toBeVisible()
    await page.getByText('Is there parking?').click()
    await expect(page.getByText('Free parking on Wharf Lane.')).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await request.delete(`/cms-api/pages/${id}`, { headers })
  }
})

test('a blog post marked for the home page joins the news cards by its date', async ({
  request,
}) => {
  const headers = await staffHeaders(request)
  const home = async () => (await request.get('/')).text()
  const before = await home()
  const posts = (await (await request.get('/cms-api/blog-posts?depth=0&sort=date')).json())
    .docs as { id: number; slug: string; date: string }[]
  // The oldest post the home page does not link to yet.
  const oldest = posts.find((p) => !before.includes(`href="/blog/${p.slug}"`))!
  try {
    await request.patch(`/cms-api/blog-posts/${oldest.id}`, {
      data: { featured: true, date: new Date().toISOString() },
      headers,
    })
    await poll(request, '/').toContain(`href="/blog/${oldest.slug}"`)
  } finally {
    await request.patch(`/cms-api/blog-posts/${oldest.id}`, {
      data: { featured: false, date: oldest.date },
      headers,
    })
  }
  await poll(request, '/').not.toContain(`href="/blog/${oldest.slug}"`)
})
