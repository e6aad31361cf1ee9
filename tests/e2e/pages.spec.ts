import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './helpers'

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

/**
 * What the admin's "Schedule publish" stores, for a time that has just passed (the admin's date
 * picker cannot name a time seconds away): a job the app's runner picks up.
 */
async function queueScheduledPublish(id: number) {
  const db = createClient({ url: process.env.DATABASE_URL ?? 'file:./.tmp/e2e/salon.db' })
  try {
    await db.execute({
      sql: `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, total_tried, has_error, processing)
            VALUES (?, 'schedulePublish', 'default', ?, 0, 0, 0)`,
      args: [
        JSON.stringify({ type: 'publish', doc: { relationTo: 'pages', value: id } }),
        new Date(Date.now() - 1000).toISOString(),
      ],
    })
  } finally {
    db.close()
  }
}

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(MANAGER.email)
  await page.getByLabel('Password').fill(MANAGER.password)
  await page.getByRole('button', { name: /login/i }).click()
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
    await page.getByLabel('Introduction').fill(sentence)
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

test('a change scheduled to publish is on the cached page as soon as the job runner publishes it', async ({
  request,
}) => {
  // /recruitment is a cached page (5 min): without a purge from the job runner, which has no
  // request to purge through, the change would wait for the page to expire.
  const doc = await pageDoc(request, 'recruitment')
  const sentence = 'We are hiring a Senior Stylist at Riverside for the new year.'
  const headers = await staffHeaders(request)
  try {
    await poll(request, '/recruitment').toContain(doc.hero.lede.slice(0, 40))
    const draft = await request.patch(`/cms-api/pages/${doc.id}?draft=true`, {
      data: { hero: { ...doc.hero, lede: sentence } },
      headers,
    })
    expect(draft.ok()).toBe(true)
    expect(await (await request.get('/recruitment')).text()).not.toContain(sentence)
    expect(await (await request.get('/recruitment')).text()).not.toContain(sentence) // cached
    await queueScheduledPublish(doc.id)
    // The in-app runner looks every 10 s.
    await expect
      .poll(async () => (await request.get('/recruitment')).text(), {
        timeout: 30_000,
        intervals: [500, 1000],
      })
      .toContain(sentence)
  } finally {
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
