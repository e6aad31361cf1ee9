import { execFileSync } from 'node:child_process'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminFormReady, submitAdminLogin } from './helpers'
import { OVERLAY_TEXT } from '../rich-text-attacks'

// The reported overlay (issue 45): a text node whose style is
// `position:fixed;inset:0;background:rgba(255,0,0,.6);z-index:99999`. The public page never drew
// it, but Lexical's editor applies a text's style as it stands, so the owner's edit screen was
// covered. The API now refuses it, so it is planted the way a document from before the check
// would exist (plant-rich-text.ts), in the post and in its latest version (what the editor opens).

const PASSWORD = 'willow-wren-demo'

async function managerToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: { email: 'manager@willowandwren.example', password: PASSWORD },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function createPost(request: APIRequestContext, token: string, slug: string) {
  const media = (await (await request.get('/cms-api/media?limit=1&depth=0')).json()) as {
    docs: { id: number }[]
  }
  const el = { direction: 'ltr', format: '', indent: 0, version: 1 }
  const text = { format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  const res = await request.post('/cms-api/blog-posts', {
    headers: { authorization: `JWT ${token}` },
    data: {
      title: `Planted ${slug}`,
      slug,
      _status: 'published',
      date: '2020-01-06',
      author: 'Browser test',
      image: media.docs[0]?.id,
      body: {
        root: {
          type: 'root',
          ...el,
          children: [
            {
              type: 'paragraph',
              ...el,
              children: [{ type: 'text', text: 'Placeholder.', ...text }],
            },
          ],
        },
      },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

test('a planted full-screen style restyles nothing in the owner’s editor', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const token = await managerToken(request)
  const id = await createPost(request, token, `planted-overlay-${Date.now().toString(36)}`)
  try {
    execFileSync(
      'npx',
      [
        'tsx',
        'tests/e2e/plant-rich-text.ts',
        `${id}:published:overlay-style`,
        `${id}:draft:overlay-style`,
      ],
      { stdio: 'inherit', timeout: 180_000 },
    )

    await page.goto(`/admin/collections/blog-posts/${id}`)
    await submitAdminLogin(page, 'owner@willowandwren.example', PASSWORD)
    await page.waitForURL(new RegExp(`/admin/collections/blog-posts/${id}`))
    await adminFormReady(page)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible({ timeout: 30_000 })
    // The planted words are there, as plain text.
    const planted = editor.getByText(OVERLAY_TEXT)
    await expect(planted).toBeVisible()

    // Nothing fixed over the screen: no element of the editor is positioned fixed, and the
    // element at the centre of the viewport and under the Save button is the admin's own.
    const fixedInEditor = await editor.evaluate(
      (root) =>
        [root, ...root.querySelectorAll('*')].filter(
          (el) => getComputedStyle(el).position === 'fixed',
        ).length,
    )
    expect(fixedInEditor).toBe(0)
    const coveringTheScreen = await page.evaluate(() => {
      const { innerWidth: w, innerHeight: h } = window
      return [...document.querySelectorAll('body *')]
        .filter((el) => {
          const s = getComputedStyle(el)
          if (s.position !== 'fixed' || s.visibility === 'hidden' || s.display === 'none')
            return false
          const r = el.getBoundingClientRect()
          return r.width >= w * 0.9 && r.height >= h * 0.9 && Number(s.opacity) > 0
        })
        .map((el) => `${el.tagName}.${el.className}`)
    })
    expect(coveringTheScreen).toEqual([])
    const centreIsPlanted = await planted.evaluate((span) => {
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      return hit !== null && (hit === span || span.contains(hit))
    })
    expect(centreIsPlanted).toBe(false)
    const save = page.getByRole('button', { name: /save draft/i })
    await expect(save).toBeVisible()
    expect(
      await save.evaluate((button) => {
        const r = button.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit !== null && (hit === button || button.contains(hit))
      }),
    ).toBe(true)
    // And the planted words carry no style at all.
    expect(await planted.evaluate((el) => el.getAttribute('style') ?? '')).toBe('')
  } finally {
    await request.delete(`/cms-api/blog-posts/${id}`, {
      headers: { authorization: `JWT ${token}` },
    })
  }
})
