// Security headers on every kind of response, the public site and the admin working under the
// Content-Security-Policy, the session cookie's flags, and a production server that refuses to
// start without a private secret. Runs against the production build (`next start`).
import { spawn } from 'node:child_process'

import { expect, test, type Page } from '@playwright/test'

import { contentSecurityPolicy } from '../../src/security/headers'

/** Collects Content-Security-Policy violations (events and console reports) for the page's life. */
async function trackCspViolations(page: Page) {
  const violations: string[] = []
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) violations.push(msg.text())
  })
  page.on('pageerror', (err) => violations.push(`page error: ${err.message}`))
  return violations
}

const expectedHeaders = {
  'content-security-policy': contentSecurityPolicy({ production: true }),
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
  await choose(/Colour, Cutting & Styling/)
  await choose(/By level/)
  await choose(/Willow & Wren High Street/)
  await choose(/^Stylist\b/)
  await choose(/^Foiling/)
  await choose(/^Full head foils/)
  await expect(page.getByTestId('running-total')).toBeVisible()
  await choose(/^Toner /)
  await choose(/^None/)
  await choose(/^Cut, dry & style/)
  await choose(/^None/)
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
  await page.getByLabel('Email').fill('manager@willowandwren.example')
  await page.getByLabel('Password').fill('willow-wren-demo')
  await page.getByRole('button', { name: /login/i }).click()
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
  await page.getByLabel('Email').fill('frontdesk@willowandwren.example')
  await page.getByLabel('Password').fill('willow-wren-demo')
  await page.getByRole('button', { name: /login/i }).click()
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
  await expect(page.getByText(/will be sent again/)).toBeVisible()

  await page.goto('/admin/collections/outbox?where[channel][equals]=email')
  await page.locator('td a[href*="/admin/collections/outbox/"]').first().click()
  await page.waitForURL(/\/admin\/collections\/outbox\/\d+/)
  await expect(page.getByLabel('Html', { exact: true })).toContainText('<')
  await expect(page.frameLocator('iframe[title="E-mail preview"]').locator('body')).toContainText(
    /quote/i,
  )
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

/** Starts `next start` with the given secret; resolves with its exit code and output. */
function startServer(secret: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('npx', ['next', 'start', '-p', '0'], {
      env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: secret },
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
