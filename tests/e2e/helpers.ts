import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** Fails on any axe-core violation (WCAG 2.x A and AA rules). */
export async function expectNoAxeViolations(page: Page) {
  // Next streams a page's metadata: after a client-side navigation the <title> can arrive a
  // moment after the heading. A page that never gets one still fails here.
  await expect(page).toHaveTitle(/\S/)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** Collects console errors for the lifetime of the page. */
export function trackConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`)
  })
  return errors
}

/**
 * Waits for what a person sees before she types into the admin: its form ready. Payload marks a
 * form `data-form-ready` once it is mounted and initialised; text filled in before that may never
 * reach the form's state, and a click then sends nothing (seen with Chromium 156).
 */
export async function adminFormReady(page: Page) {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible({
    timeout: 30_000,
  })
}

/** Fills admin boxes as a person would: once the form is ready, each box showing what she typed. */
export async function fillAdminBoxes(page: Page, boxes: [Locator, string][]) {
  await adminFormReady(page)
  for (const [box, value] of boxes) {
    await box.fill(value)
    await expect(box).toHaveValue(value)
  }
}

/** Signs in on the admin's login form, already on screen (the login page or a redirect to it). */
export async function submitAdminLogin(page: Page, email: string, password: string) {
  await fillAdminBoxes(page, [
    [page.getByLabel('Email'), email],
    [page.getByLabel('Password'), password],
  ])
  const button = page.getByRole('button', { name: /login/i })
  await expect(button).toBeEnabled()
  await button.click()
}

/**
 * Headers for `page.request` calls made with the signed-in browser's cookie. Playwright's API
 * requests send neither Origin nor Sec-Fetch-Site, and Payload (its `csrf` list is SITE_URL's
 * origin, ADR 022) ignores a session cookie that comes without either; the browser's own
 * same-origin fetch sends `Sec-Fetch-Site: same-origin`.
 */
export const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin' } }

/** Waits until React has taken over the element `selector` finds (it has a fiber). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')))
  }, selector)
}

/** Collects Content-Security-Policy violations (events and console reports) for the page's life. */
export async function trackCspViolations(page: Page) {
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

/**
 * The header's menu: Menu and More are native disclosures (<details>/<summary>) that open before
 * any script has run (ADR 027, "The first tap"). A <summary> has no ARIA role Playwright can
 * find, so it is found by its text; its <details> holds the open state.
 */
export function siteMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = nav.locator('summary').filter({ hasText: /^\s*Menu\s*$/ })
  const more = nav.locator('summary').filter({ hasText: /^\s*More\s*$/ })
  return {
    nav,
    toggle,
    panel: page.locator('#site-menu'),
    more,
    moreList: page.locator('#site-more'),
    /** Its <details> open (true) or shut (false). */
    expectOpen: (which: Locator, open: boolean, message?: string) =>
      open
        ? expect(which.locator('xpath=..'), message).toHaveAttribute('open', '')
        : expect(which.locator('xpath=..'), message).not.toHaveAttribute('open'),
  }
}

/** The phone profile of the first-tap figures (ADR 027): 4G with 150 ms and 1.6 Mbit/s, 4× CPU. */
export async function emulateSlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}

/** Taps a calculator link (or a budget form's button) and waits for the address it leads to. */
export async function choose(page: Page, name: string | RegExp) {
  const before = page.url()
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click()
  await page.waitForURL((url) => url.href !== before)
}

/** A men's clipper cut with a stylist at High Street, as a new client, up to the finish form. */
export async function toMensFinishForm(page: Page) {
  await page.goto('/prices/calculator?type=Men&mode=level&salon=2&level=6')
  await choose(page, /^Clipper cut/)
  await choose(page, 'Show Stylists')
  await page
    .getByRole('link', { name: /Priya Desai|Callum Reid|Grace Pemberton/ })
    .first()
    .click()
  await page.getByRole('link', { name: /^Choose .* as your stylist$/ }).click()
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
}

/** A message the delivery queued, as staff read it from the outbox. */
export type OutboxDoc = {
  channel: string
  to: string
  subject: string | null
  text: string
  html: string
  createdAt: string
}

/** The newest outbox message of a channel to an address, once it is there (read as staff). */
export async function outboxMessage(
  request: APIRequestContext,
  headers: Record<string, string>,
  channel: 'email' | 'sms',
  to: string,
): Promise<OutboxDoc> {
  let found: OutboxDoc | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/cms-api/outbox?where[channel][equals]=${channel}&where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1&depth=0`,
          { headers },
        )
        found = (await res.json()).docs?.[0]
        return Boolean(found)
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found!
}
