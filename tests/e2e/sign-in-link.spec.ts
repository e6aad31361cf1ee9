import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { sameOrigin, submitAdminLogin } from './helpers'

// A paused account (ten failed sign-ins from anywhere) and its owner at the sign-in page (issue
// 45, ADR 043): her right password is answered like a wrong one, and e-mails her a one-time link
// whose page signs her in. Without an SMTP server (the e2e server has none) the e-mail is in the
// server's staff-mail folder, where the operator reads it.

const OWNER = { email: 'owner@willowandwren.example', password: 'willow-wren-demo' }

async function ownerToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: OWNER })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** The newest mail to `to` in the staff-mail folder holding a sign-in link. */
async function signInLinkFor(to: string) {
  const dir = process.env.STAFF_MAIL_DIR ?? '.tmp/e2e/staff-mail'
  let link: string | undefined
  await expect
    .poll(
      () => {
        const files = existsSync(dir)
          ? readdirSync(dir).filter((f) => f.endsWith(`-${to}.txt`))
          : []
        const mail = files.length ? readFileSync(path.join(dir, files.sort().at(-1)!), 'utf8') : ''
        link = /https?:\/\/[^\s"<]+\/admin\/sign-in-link\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0]
        return Boolean(link)
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return new URL(link!)
}

test('a paused account’s owner signs in with the link her right password e-mailed her', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const token = await ownerToken(request)
  const headers = { authorization: `JWT ${token}` }
  const email = `paused-${Date.now().toString(36)}@willowandwren.example`
  const password = 'Marigold teapot harbour 7'
  const created = await request.post('/cms-api/users', {
    headers,
    data: { email, name: 'Paused Stylist', roles: ['front-desk'], password },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    execFileSync('npx', ['tsx', 'tests/e2e/pause-account.ts', email], {
      stdio: 'inherit',
      timeout: 180_000,
    })

    // Her right password on the sign-in page: the same words as a wrong one, and no session.
    await page.goto('/admin')
    await submitAdminLogin(page, email, password)
    await expect(page.getByText(/That e-mail address and password do not match/)).toBeVisible({
      timeout: 30_000,
    })
    await expect(page).toHaveURL(/\/admin\/login/)

    // The link from her e-mail: opening it changes nothing until she presses the button.
    const link = await signInLinkFor(email)
    await page.goto(link.pathname)
    await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((u) => u.pathname === '/admin' || u.pathname === '/admin/', {
      timeout: 30_000,
    })
    const me = await page.request.get('/cms-api/users/me', sameOrigin)
    expect(((await me.json()) as { user?: { email?: string } }).user?.email).toBe(email)

    // Used once: the same link now says so, in salon words.
    await page.context().clearCookies()
    await page.goto(link.pathname)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('This sign-in link has run out')).toBeVisible()
  } finally {
    await request.delete(`/cms-api/users/${id}`, { headers })
  }
})
