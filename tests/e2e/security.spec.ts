// Security headers on every kind of response, the public site and the admin working under the
// Content-Security-Policy, the session cookie's flags, and a production server that refuses to
// start without a private secret. Runs against the production build (server.mjs).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { expect, test } from './fixtures'

import { policyWithNonce } from '../../server/script-nonces.mjs'
import { contentSecurityPolicy, nothingRunsPolicy } from '../../src/security/headers'
import { submitAdminLogin, trackCspViolations } from './helpers'

const sitePolicy = contentSecurityPolicy({ production: true })

/**
 * The policy each kind of response carries: public pages the site's with their own nonce instead
 * of 'unsafe-inline' (server.mjs, ADR 028), /cms-api (uploads, data) one that runs nothing.
 */
function expectedPolicy(path: string, actual: string) {
  if (path.startsWith('/cms-api/')) return nothingRunsPolicy
  if (path === '/' || path === '/no-such-page/here') {
    const nonce = /'nonce-([\w-]{22})'/.exec(actual)?.[1]
    expect(nonce, `a nonce on ${path}`).toBeTruthy()
    return policyWithNonce(sitePolicy, nonce!)
  }
  return sitePolicy
}

const expectedHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
}

test('every kind of response carries the security headers', async ({ request }) => {
  const home = await request.get('/')
  const html = await home.text()
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  expect(script, 'a static script on the home page').toBeTruthy()
  const paths = [
    '/',
    '/api/levels',
    '/cms-api/levels?limit=1',
    '/cms-api/globals/site-settings',
    '/cms-api/quotes',
    '/admin',
    '/admin/login',
    script!,
    '/icon.svg',
    '/robots.txt',
    '/no-such-page/here',
  ]
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBeLessThan(500)
    const headers = res.headers()
    for (const [name, value] of Object.entries(expectedHeaders))
      expect(headers[name], `${name} on ${path}`).toBe(value)
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, `the policy on ${path}`).toBe(expectedPolicy(path, policy))
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/)
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval')
  }
})

test('the public home page, a blog post and the calculator run without CSP violations', async ({
  page,
}) => {
  const violations = await trackCspViolations(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.goto('/blog')
  await page.locator('main a[href^="/blog/"]').first().click()
  await page.waitForURL(/\/blog\/.+/)
  await page.waitForLoadState('networkidle')

  // The calculator: choices, a running total, the stylist dialog and the finish form (a server action).
  await page.goto('/prices')
  const choose = async (name: string | RegExp) => {
    const before = page.url()
    await page.getByRole('link', { name }).first().click()
    await page.waitForURL((url) => url.href !== before)
  }
  await choose(/^By level: Colour, Cutting & Styling/)
  await choose(/Willow & Wren High Street/)
  await choose(/^Stylist\b/)
  await choose(/^Foiling/)
  await choose(/^Full head foils/)
  await expect(page.getByTestId('running-total')).toBeVisible()
  // The add-on, plex and the finishing touch are answered "None" until changed.
  await choose('Change colour add-on')
  await choose(/^Toner /)
  await choose(/^Cut, dry & style/)
  await choose('Show Stylists')
  await page.getByRole('link', { name: /Priya Desai/ }).click()
  await page.getByRole('link', { name: 'Choose Priya as your stylist' }).click()
  await choose("I'm Happy")
  await choose(/^No$/)
  await page.getByLabel('Your name').fill('Csp Tester')
  await page.getByLabel('Mobile number').fill('07700 900321')
  await page.getByLabel('Email address').fill('csp@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/, { timeout: 30_000 })
  await choose('View your quote')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estimated Quote for Csp' }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the admin signs in, edits a blog post in the rich-text editor and saves, without CSP violations', async ({
  page,
  context,
}) => {
  const violations = await trackCspViolations(page)
  await page.goto('/admin')
  await submitAdminLogin(page, 'manager@willowandwren.example', 'willow-wren-demo')
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByText('Blog posts').first()).toBeVisible()

  // The session cookie: HTTP-only, Secure (accepted on http://localhost) and SameSite=Lax.
  const session = (await context.cookies()).find((c) => c.name === 'payload-token')
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })

  await page.goto('/admin/collections/blog-posts')
  await page.locator('.cell-title a, td a[href*="/admin/collections/blog-posts/"]').first().click()
  await page.waitForURL(/\/admin\/collections\/blog-posts\/\d+/)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible({ timeout: 30_000 })
  const title = page.locator('#field-title')
  const original = await title.inputValue()

  // Change the text in the rich-text editor and the title, save, then put both back.
  // Typing only counts once Lexical has taken focus (keys sent earlier were lost in a CI run).
  await editor.click()
  await expect(editor).toBeFocused()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Checked.')
  await expect(editor).toContainText('Checked.')
  await title.fill(`${original} (checked)`)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 30_000,
  })
  await page.reload()
  await expect(page.locator('#field-title')).toHaveValue(`${original} (checked)`)
  await expect(page.locator('[data-lexical-editor="true"]').first()).toContainText('Checked.')
  const restore = page.locator('[data-lexical-editor="true"]').first()
  await restore.click()
  await page.keyboard.press('Control+End')
  for (let i = 0; i < ' Checked.'.length; i++) await page.keyboard.press('Backspace')
  await page.locator('#field-title').fill(original)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the front desk reads a saved quote and its e-mail, and resends it, without CSP violations', async ({
  page,
}) => {
  const violations = await trackCspViolations(page)
  await page.goto('/admin/collections/quotes')
  await submitAdminLogin(page, 'frontdesk@willowandwren.example', 'willow-wren-demo')
  // Each quote's delivery in one word, and how many are delayed, above the list.
  await expect(page.locator('th', { hasText: 'Delivery' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/No delayed deliveries|Delayed: \d+ quotes? ha/)).toBeVisible()
  await page.locator('td a[href*="/admin/collections/quotes/"]').first().click({ timeout: 30_000 })
  await page.waitForURL(/\/admin\/collections\/quotes\/\d+/)
  // The snapshot is shown in words and pounds; the front desk may change only the follow-up
  // (tests/e2e/front-desk.spec.ts), never the client's details, and may resend.
  await expect(page.getByRole('table', { name: 'Quoted services and prices' })).toContainText('£')
  await expect(page.locator('#field-email')).toBeDisabled()
  await page.getByRole('button', { name: 'Resend quote' }).click()
  // The newest quote may have been resent by another spec within the minute (one send a minute).
  await expect(page.getByText(/will be sent again|is on its way/)).toBeVisible()

  await page.goto('/admin/collections/outbox?where[channel][equals]=email')
  await page.locator('td a[href*="/admin/collections/outbox/"]').first().click()
  await page.waitForURL(/\/admin\/collections\/outbox\/\d+/)
  // The e-mail as the client saw it; no raw HTML box for staff.
  await expect(page.getByLabel('Html', { exact: true })).toHaveCount(0)
  await expect(page.frameLocator('iframe[title="E-mail preview"]').locator('body')).toContainText(
    /quote/i,
  )
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

/** Starts `next start` with the given secret; resolves with its exit code and output. */
function startServer(secret: string, extra: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('npx', ['next', 'start', '-p', '0'], {
      env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: secret, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`next start kept running:\n${output}`))
    }, 90_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

test('a production server refuses to start with an empty or the default secret', async () => {
  for (const secret of ['', 'local-demo-secret-change-me']) {
    const { code, output } = await startServer(secret)
    expect(code, output).not.toBe(0)
    expect(output).toContain('PAYLOAD_SECRET is missing or the demo default')
  }
})

test('a production server refuses to start while a staff account has the demo password, or without SMTP and SMS', async () => {
  // The same database and build as the tests, without the demo's explicit DEMO_MODE=1.
  const { code, output } = await startServer(process.env.PAYLOAD_SECRET ?? '', {
    DEMO_MODE: undefined,
  })
  expect(code, output).not.toBe(0)
  expect(output).toContain('still have the public demo password')
  expect(output).toContain('owner@willowandwren.example')
  // The e2e server has no SMTP server or SMS provider: clients would be told of messages that
  // only reach the Outbox.
  expect(output).toContain('would go to the Outbox and reach nobody')
  expect(output).toContain('no SMTP server')
  expect(output).toContain('no SMS provider')
})

test('leaving preview never sends the browser to another site', async ({ request }) => {
  for (const to of [
    '/%5Cevil.example/phish',
    '/%09/evil.example',
    '//evil.example',
    '/.//evil.example',
  ]) {
    const res = await request.get(`/preview/exit?to=${to}`, { maxRedirects: 0 })
    expect(res.status(), to).toBe(307)
    expect(res.headers()['location'], to).toBe('/')
  }
  const home = await request.get('/preview/exit?to=/blog', { maxRedirects: 0 })
  expect(home.headers()['location']).toBe('/blog')
})

test('a preview cookie stops showing drafts once staff sign out', async ({ page, request }) => {
  // A draft change to a published post, saved by staff.
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'manager@willowandwren.example', password: 'willow-wren-demo' },
  })
  const token = (await login.json()).token as string
  const auth = { authorization: `JWT ${token}` }
  const post = (await (await request.get('/cms-api/blog-posts?limit=1', { headers: auth })).json())
    .docs[0] as { id: number; slug: string; title: string }
  const draftTitle = `${post.title} (draft e2e)`
  const saved = await request.patch(`/cms-api/blog-posts/${post.id}?draft=true`, {
    headers: auth,
    data: { title: draftTitle },
  })
  expect(saved.status()).toBe(200)

  await page.goto('/admin/login')
  await submitAdminLogin(page, 'manager@willowandwren.example', 'willow-wren-demo')
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto(`/preview?collection=blog-posts&slug=${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)

  // Signing out removes the session; the draft-mode cookie is still in the browser.
  const cookies = await page.context().cookies()
  expect(cookies.some((c) => c.name === '__prerender_bypass')).toBe(true)
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.getByText('Preview', { exact: true })).toHaveCount(0)
  expect(await page.content()).not.toContain('(draft e2e)')
})

test('bad input is answered with 4xx, never 5xx (the framework classes of ADR 006)', async ({
  request,
  baseURL,
}) => {
  const expectStatus = async (res: { status(): number }, want: number, what: string) =>
    expect(res.status(), what).toBe(want)
  // Invalid percent-encoding in the path, answered before Next.js routes it.
  for (const path of ['/prices/%', '/api/get-quote-details/%zz', '/admin/%zz'])
    await expectStatus(await request.get(path, { maxRedirects: 0 }), 400, path)
  // TRACE (the Fetch API cannot represent it).
  await expectStatus(await request.fetch('/api/joinus', { method: 'TRACE' }), 405, 'TRACE')
  // Junk server-action posts: no boundary, not the React encoding, another origin.
  await expectStatus(
    await request.post('/', {
      headers: { 'content-type': 'multipart/form-data', 'next-action': 'abc' },
      data: 'x',
    }),
    400,
    'multipart without a boundary',
  )
  await expectStatus(
    await request.post('/recruitment/stylist', {
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': '0'.repeat(42),
        origin: 'https://evil.example',
      },
      data: '[]',
    }),
    403,
    'an action from another origin',
  )
  // Payload REST with non-numeric ids, a missing media file.
  for (const path of [
    '/cms-api/levels/K',
    '/cms-api/reviews/__proto__',
    '/cms-api/media/file/gone.webp',
  ])
    await expectStatus(await request.get(path), 404, path)
  // Our own endpoints: an unknown salon, a far-off date, an unknown offer's image.
  const joinus = await request.post('/api/joinus', {
    data: {
      name: 'Sam Applicant',
      mobile: '07700 900456',
      email: 'sam.e2e@example.com',
      role: 'Stylist',
      position: 'Stylist',
      about: 'a',
      why_hair: 'b',
      why_us: 'c',
      salon: 999999,
    },
  })
  await expectStatus(joinus, 400, 'joinus with salon 999999')
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'owner@willowandwren.example', password: 'willow-wren-demo' },
  })
  const token = (await login.json()).token as string
  await expectStatus(
    await request.get('/exports/quotes.csv?to=9999-12-31', {
      headers: { authorization: `JWT ${token}` },
    }),
    400,
    'exports to 9999-12-31',
  )
  const og = await request.get('/offers/no-such-offer/og.png')
  await expectStatus(og, 404, 'og.png of an unknown offer')
  expect(og.headers()['content-type']).not.toContain('image/')
  expect(baseURL).toBeTruthy()
})

/** A real server-action id of this build, and a page that serves it (as the fuzz test finds them). */
function realAction(page: string) {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { workers: Record<string, unknown> }> }
  const id = Object.entries(manifest.node).find(([, e]) =>
    Object.keys(e.workers).some((w) => w.includes(page)),
  )?.[0]
  if (!id) throw new Error(`no server action on ${page} in this build`)
  return id
}

test('junk server-action bodies are answered 400, never 500', async ({ request, baseURL }) => {
  const id = realAction('recruitment')
  const origin = new URL(baseURL!).origin
  const post = (data: string, contentType: string) =>
    request.post('/recruitment/stylist', {
      headers: { 'next-action': id, 'content-type': contentType, origin },
      data,
    })
  // Not JSON; a reference to a part that is not there; not a list of arguments.
  for (const body of ["' OR 1=1 --", '["$1"]', '"x"'])
    expect((await post(body, 'text/plain;charset=UTF-8')).status(), body).toBe(400)
  // A content type React never sends for a call.
  expect((await post('[]', 'application/json')).status()).toBe(400)
  // Multipart that is cut off, and a part that refers forward.
  const cut = '------x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]'
  expect((await post(cut, 'multipart/form-data; boundary=----x')).status()).toBe(400)
  const forward =
    '------x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$1"]\r\n' +
    '------x\r\nContent-Disposition: form-data; name="1"\r\n\r\n{}\r\n------x--\r\n'
  expect((await post(forward, 'multipart/form-data; boundary=----x')).status()).toBe(400)
  // Multipart posted without JavaScript whose bound arguments do not decode.
  const noScript =
    '------x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n' +
    `------x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":"${id}","bound":"$@1"}\r\n` +
    '------x--\r\n'
  const res = await request.post('/recruitment/stylist', {
    headers: { 'content-type': 'multipart/form-data; boundary=----x', origin },
    data: noScript,
  })
  expect(res.status()).toBe(400)
  // An empty Next-Action header with an Origin that is not an address (Next.js: 500).
  const empty = await request.post('/', {
    headers: { 'next-action': '', origin: '`x<', 'content-type': 'junk/type' },
    data: '0=1',
  })
  expect(empty.status()).toBe(400)
  // The form itself still works: a real call with a junk argument is answered by the action.
  expect((await post('[1,2]', 'text/plain;charset=UTF-8')).status()).toBe(200)
})

test('the finish form and a job application work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const follow = async (name: string | RegExp) => {
    const before = page.url()
    await page.getByRole('link', { name }).first().click()
    await page.waitForURL((url) => url.href !== before)
  }
  await page.goto('/prices/calculator?type=Men&mode=level&salon=2&level=6')
  await follow(/^Clipper cut/)
  await follow('Show Stylists')
  await follow(/Priya Desai|Callum Reid/)
  await follow(/^Choose .* as your stylist$/)
  await follow("I'm Happy")
  await follow(/^No$/)
  // A mistake first: the server answers with the standard message and keeps what was typed.
  await page.getByLabel('Mobile number').fill('07700 900654')
  await page.getByLabel('Email address').fill('nojs@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('#f-name-error')).toHaveText('Your name is required')
  await expect(page.getByLabel('Email address')).toHaveValue('nojs@example.com')
  await page.getByLabel('Your name').fill('Noah Script')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/, { timeout: 30_000 })

  await page.goto('/recruitment/saturday')
  await page.getByLabel('Full name').fill('Nia Script')
  await page.getByLabel('Mobile number').fill('07700 900655')
  await page.getByLabel('Email address').fill('nia.nojs@example.com')
  await page.getByLabel('About yourself').fill('Weekend work alongside college.')
  await page.getByLabel('Why hairdressing?').fill('I love it.')
  await page.getByLabel('Why us?').fill('Your training.')
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible({
    timeout: 20_000,
  })
  await context.close()
})

test('a saved quote over the API is never cached or indexed', async ({ request }) => {
  for (const link of ['no-such-quote-link']) {
    const res = await request.get(`/api/get-quote-details/${link}`)
    expect(res.headers()['cache-control']).toBe('no-store')
    expect(res.headers()['x-robots-tag']).toBe('noindex')
  }
})
