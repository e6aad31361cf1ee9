import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
 * Headers for `page.request` calls made with the signed-in browser's cookie. Playwright's API
 * requests send neither Origin nor Sec-Fetch-Site, and Payload (its `csrf` list is SITE_URL's
 * origin, ADR 022) ignores a session cookie that comes without either; the browser's own
 * same-origin fetch sends `Sec-Fetch-Site: same-origin`.
 */
export const sameOrigin = { headers: { 'sec-fetch-site': 'same-origin' } }
