import { execFileSync } from 'node:child_process'

import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminFormReady, sameOrigin, submitAdminLogin } from './helpers'
import { INTRUDER_EMAIL, XSS_MARKER, forgedTableBody } from '../rich-text-attacks'

// The reported account takeover, end to end (ADR 029): a blog post whose rich text forges an
// autofocus + onfocus handler, opened by a signed-in owner, and a draft whose "image" is a
// javascript: link, opened in the owner's preview. The API now refuses both, so they are
// planted the way a document from before the check would exist: written straight to the
// database, bypassing Payload's hooks (plant-rich-text.ts).

const PASSWORD = 'willow-wren-demo'

async function managerToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: { email: 'manager@willowandwren.example', password: PASSWORD },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** A harmless post made through the API (so the site's cache knows it), as a manager. */
async function createPost(request: APIRequestContext, token: string, slug: string, draft: boolean) {
  const media = (await (await request.get('/cms-api/media?limit=1&depth=0')).json()) as {
    docs: { id: number }[]
  }
  const res = await request.post(`/cms-api/blog-posts${draft ? '?draft=true' : ''}`, {
    headers: { authorization: `JWT ${token}` },
    data: {
      title: `Planted ${slug}`,
      slug,
      _status: draft ? 'draft' : 'published',
      // An old date keeps it off the top of /blog for the moment it exists.
      date: '2020-01-06',
      author: 'Browser test',
      image: media.docs[0]?.id,
      body: {
        root: {
          type: 'root',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          children: [
            {
              type: 'paragraph',
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              children: [
                {
                  type: 'text',
                  text: 'Placeholder.',
                  format: 0,
                  detail: 0,
                  mode: 'normal',
                  style: '',
                  version: 1,
                },
              ],
            },
          ],
        },
      },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

/** Staff accounts, as the signed-in owner reads them. */
async function staffEmails(page: Page) {
  const res = await page.request.get('/cms-api/users?limit=100&depth=0', sameOrigin)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: { email: string }[] }).docs.map((u) => u.email)
}

/** Every request the page makes that is not a plain read, and any to the staff accounts. */
function trackWrites(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' || r.url().includes('/cms-api/users'))
      seen.push(`${r.method()} ${r.url()}`)
  })
  return seen
}

test('planted rich text runs nothing for a signed-in owner, on the post and in the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const published = `planted-table-${run}`
  const draft = `planted-upload-${run}`
  const token = await managerToken(request)
  const ids: number[] = []
  try {
    ids.push(await createPost(request, token, published, false))
    ids.push(await createPost(request, token, draft, true))

    execFileSync(
      'npx',
      [
        'tsx',
        'tests/e2e/plant-rich-text.ts',
        `${ids[0]}:published:table`,
        `${ids[1]}:draft:javascript-upload`,
      ],
      { stdio: 'inherit', timeout: 180_000 },
    )

    await page.goto('/admin')
    await submitAdminLogin(page, 'owner@willowandwren.example', PASSWORD)
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    const before = await staffEmails(page)

    // The post: the forged cell would focus itself on load and post a new owner account. (Leaving
    // the admin first, so that nothing it sends on its way out is counted.)
    await page.goto('/contact')
    const writes = trackWrites(page)
    await page.goto(`/blog/${published}`)
    await expect(page.getByText('Our spring colour trends.')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate((m) => (window as unknown as Record<string, unknown>)[m], XSS_MARKER),
    ).toBeUndefined()
    await expect(page.locator('[onfocus], [autofocus], main [tabindex="0"]')).toHaveCount(0)
    expect(await page.content()).not.toContain('onfocus')
    expect(writes).toEqual([])

    // The preview of the draft: the "image" would be a javascript: link.
    await page.goto(`/preview?collection=blog-posts&slug=${draft}`)
    await expect(page).toHaveURL(new RegExp(`/blog/${draft}$`))
    await expect(page.getByText('See the attached price list.')).toBeVisible()
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
    expect(await page.content()).not.toMatch(/javascript:/i)
    expect(
      await page.evaluate((m) => (window as unknown as Record<string, unknown>)[m], XSS_MARKER),
    ).toBeUndefined()
    expect(writes).toEqual([])

    // No account was made, by any route.
    const after = await staffEmails(page)
    expect(after).not.toContain(INTRUDER_EMAIL)
    expect(after.sort()).toEqual(before.sort())

    // The public API serves the post's HTML just as harmlessly.
    const api = (await (await request.get(`/api/blog-post/${published}`)).json()) as {
      body: string
    }
    expect(api.body).toContain('Our spring colour trends.')
    expect(api.body).not.toMatch(/onfocus|autofocus|tabindex/i)
    // And the API refuses the forged body today, with the field's message in the production build.
    const refused = await request.patch(`/cms-api/blog-posts/${ids[0]}`, {
      headers: { authorization: `JWT ${token}` },
      data: { body: forgedTableBody() },
    })
    expect(refused.status()).toBe(400)
    const error = (await refused.json()) as {
      errors: { data?: { errors?: { path: string; message: string }[] } }[]
    }
    expect(error.errors[0]?.data?.errors?.[0]).toMatchObject({
      path: 'body',
      message: expect.stringContaining('table 1: “table” is not something the editor offers'),
    })
  } finally {
    for (const id of ids) {
      await request.delete(`/cms-api/blog-posts/${id}`, {
        headers: { authorization: `JWT ${token}` },
      })
    }
  }
})

test('what the admin’s editor writes — headings, lists, checklist, quote, links, bold — is saved', async ({
  page,
  request,
}) => {
  const token = await managerToken(request)
  const id = await createPost(request, token, `typed-${Date.now().toString(36)}`, false)
  try {
    await page.goto(`/admin/collections/blog-posts/${id}`)
    await submitAdminLogin(page, 'manager@willowandwren.example', PASSWORD)
    await page.waitForURL(new RegExp(`/admin/collections/blog-posts/${id}`))
    await adminFormReady(page)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible({ timeout: 30_000 })
    await editor.click()
    await expect(editor).toBeFocused()
    await page.keyboard.press('Control+End')
    // Lexical's Markdown shortcuts, as staff type them.
    const lines: [string, number][] = [
      ['', 1],
      ['## Spring looks', 1],
      ['- a bullet', 2],
      ['1. a step', 2],
      ['[ ] to do', 2],
      ['> Love my colour', 1],
      ['Visit https://example.com/shop and **bold** or [our prices](/prices) ', 0],
    ]
    for (const [text, enters] of lines) {
      await page.keyboard.type(text)
      for (let i = 0; i < enters; i++) await page.keyboard.press('Enter')
    }
    await expect(editor).toContainText('Love my colour')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(/draft saved successfully/i).first()).toBeVisible({
      timeout: 30_000,
    })
    const saved = await request.get(`/cms-api/blog-posts/${id}?draft=true&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    const types = new Set<string>()
    const walk = (n: { type?: string; listType?: string; children?: unknown[] }) => {
      types.add(n.listType ? `${n.type}:${n.listType}` : String(n.type))
      for (const c of n.children ?? []) walk(c as typeof n)
    }
    walk(((await saved.json()) as { body: { root: never } }).body.root)
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'autolink',
        'heading',
        'link',
        'list:bullet',
        'list:check',
        'list:number',
        'listitem',
        'paragraph',
        'quote',
        'text',
      ]),
    )
  } finally {
    await request.delete(`/cms-api/blog-posts/${id}`, {
      headers: { authorization: `JWT ${token}` },
    })
  }
})
