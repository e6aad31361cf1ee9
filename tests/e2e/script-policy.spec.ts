// The public pages' script policy (ADR 028): server.mjs gives every page a nonce for the inline
// scripts Next.js, React and the after-paint loader wrote, and a Content-Security-Policy without
// 'unsafe-inline', so an inline handler or a `javascript:` address that slips into a page never
// runs; uploads come with a policy under which nothing runs at all.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page, type Response } from './fixtures'

import { contentSecurityPolicy, nothingRunsPolicy } from '../../src/security/headers'
import { siteMenu, trackCspViolations, waitForHydration } from './helpers'

// A phone: React must hydrate the header's menu (waitForHydration), which then still opens.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

const keyPages = [
  '/',
  '/prices',
  '/team',
  '/offers',
  '/contact',
  '/blog/allergy-alert-test',
  // Rendered for each request (not from the page cache): Next.js writes the nonce itself.
  '/prices/calculator?type=Colour&mode=level&salon=2',
]

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  )

/** Checks a page's policy: the site's, with a nonce instead of 'unsafe-inline' for scripts. */
function expectPagePolicy(res: Response | null, where: string) {
  const policy = directives(res?.headers()['content-security-policy'] ?? '')
  const site = directives(contentSecurityPolicy({ production: true }))
  const scripts = policy.get('script-src') ?? []
  expect(scripts, where).not.toContain("'unsafe-inline'")
  expect(
    scripts.filter((s) => /^'nonce-[\w-]{22}'$/.test(s)),
    where,
  ).toHaveLength(1)
  expect(policy.get('script-src-attr'), where).toEqual(["'none'"])
  for (const [name, sources] of site)
    if (name !== 'script-src') expect(policy.get(name), `${where}: ${name}`).toEqual(sources)
}

async function menuOpens(page: Page, where: string) {
  await waitForHydration(page, 'header nav summary')
  const menu = siteMenu(page)
  await menu.toggle.click()
  await menu.expectOpen(menu.toggle, true, where)
  await expect(menu.panel, where).toBeVisible()
}

test('every key page hydrates under the nonce policy with no violation, and its Menu works', async ({
  page,
}) => {
  const violations = await trackCspViolations(page)
  const offer = /href="(\/offers\/[a-z0-9-]+)"/.exec(
    await (await page.request.get('/offers')).text(),
  )
  const paths = [...keyPages, ...(offer ? [offer[1]!] : [])]
  for (const path of paths) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    expectPagePolicy(res, path)
    await menuOpens(page, path)
  }
  // Client-side navigation: links within the site, then back.
  await page.goto('/')
  await siteMenu(page).toggle.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' }).click()
  await expect(page).toHaveURL(/\/prices$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await menuOpens(page, 'back on / after a client-side navigation')
  // A page that is not there: the 404 runs its scripts too.
  const missing = await page.goto('/quote/AAAAAAAAAAAAAAAAAAAA')
  expect(missing?.status()).toBe(404)
  expectPagePolicy(missing, 'a 404')
  await menuOpens(page, 'a 404')
  expect(violations).toEqual([])
})

test('a page revalidated from the browser cache (304) keeps the nonce its copy was sent with', async ({
  page,
}) => {
  const violations = await trackCspViolations(page)
  await page.goto('/prices')
  await page.goto('/team')
  // The browser asks again with the validator it was given, and gets a 304 for its copy.
  const again = page.waitForRequest((r) => r.url().endsWith('/prices') && r.isNavigationRequest())
  const res = await page.goto('/prices')
  expectPagePolicy(res, '/prices from the cache')
  const sent = await (await again).allHeaders()
  expect(sent['if-none-match'], 'a conditional request').toMatch(/~[\w-]{22}"$/)
  const delivery = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return { transferSize: nav.transferSize, decodedBodySize: nav.decodedBodySize }
  })
  expect(delivery.transferSize, 'headers only: the page came from the cache').toBeLessThan(2_000)
  expect(delivery.decodedBodySize).toBeGreaterThan(10_000)
  await menuOpens(page, '/prices from the cache')
  expect(violations).toEqual([])
})

test('an inline handler or a javascript: address put into the live page does not run', async ({
  page,
}) => {
  const violations = await trackCspViolations(page)
  await page.goto('/')
  await menuOpens(page, '/')
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__ran=1">')
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="js-link" href="javascript:window.__ran=2">a javascript: address</a>',
    )
  })
  // Each refusal is a securitypolicyviolation event (and a console message).
  const refusals = () => violations.filter((v) => /^script-src\S* blocked inline/.test(v))
  await expect.poll(() => refusals().length).toBe(1)
  await page.locator('#js-link').click()
  await expect.poll(() => refusals().length).toBe(2)
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
})

test('an upload runs nothing, even an SVG with a script that got past the upload checks', async ({
  page,
  request,
}) => {
  const image = await request.get('/cms-api/media/file/hero.webp')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-security-policy']).toBe(nothingRunsPolicy)

  // Payload refuses such an SVG on upload; this is the layer behind that check.
  const dir = process.env.MEDIA_DIR ?? 'media'
  const name = `script-policy-${Date.now()}.svg`
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, name),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="new Image().src=\'/svg-ran?handler\'">' +
      '<script>new Image().src="/svg-ran?script"</script><rect width="40" height="40" fill="red"/></svg>',
  )
  try {
    const ran: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/svg-ran')) ran.push(r.url())
    })
    // Not the fixture's wait for the page's scripts: this document has none, and may run none.
    const res = await page.goto(`/cms-api/media/file/${name}`, { waitUntil: 'domcontentloaded' })
    await page.waitForLoadState('load')
    expect(res?.status()).toBe(200)
    expect(res?.headers()['content-type']).toBe('image/svg+xml')
    expect(res?.headers()['content-security-policy']).toBe(nothingRunsPolicy)
    await page.waitForTimeout(500)
    expect(ran).toEqual([])
  } finally {
    rmSync(path.join(dir, name), { force: true })
  }
})
