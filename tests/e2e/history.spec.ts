// Every way on works after any history (issue 46, ADR 045): reloads, Back and Forward mixed into
// a quote, then each of the calculator's links and buttons reaches its screen, once, with no
// request to the server. The server's answers are slowed on purpose (as on 4G, or a busy
// server), which is when a history entry that the router tried to fetch again lost the tap.
import { expect, test, type Page } from './fixtures'

import { paramsOf, screenFor } from '../../src/quote'
import { demoCatalogueWithOffers } from '../../src/quote/testing/demo-offers'

/** Every page load and every router fetch (RSC) the page makes from now on. */
function serverTraffic(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    const rsc = r.headers()['rsc'] === '1'
    if (r.resourceType() === 'document' || rsc)
      seen.push(`${rsc ? 'RSC' : 'page'} ${new URL(r.url()).pathname}`)
  })
  return seen
}

/** The router's own fetches answered two seconds late: the race the issue saw, every time. */
async function slowRouterFetches(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc'] === '1') await new Promise((r) => setTimeout(r, 2000))
    await route.continue()
  })
}

const click = async (page: Page, name: string | RegExp) => {
  const before = page.url()
  await page.locator('#quote-flow').getByRole('link', { name }).first().click()
  await page.waitForURL((url) => url.href !== before)
}

test('after a reload, Back and Forward, "Show Stylists" reaches the level total with no request', async ({
  page,
}) => {
  await slowRouterFetches(page)
  await page.goto('/prices/calculator?type=Colour&mode=level')
  await click(page, /Academy/)
  await click(page, /^Apprentice/)
  await click(page, /Corrective colouring/)
  await click(page, /Colour correction — full day/)
  await click(page, /^Restyle cut, dry & style/)
  await expect(page.getByText('Total estimated cost').first()).toBeVisible()
  const complete = page.url()

  await page.reload()
  const traffic = serverTraffic(page)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: /Cut or finish/ })).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(complete)
  await expect(page.getByText('Total estimated cost').first()).toBeVisible()
  await page.getByRole('link', { name: 'Show Stylists' }).first().click()
  await expect(page).toHaveURL(/\/prices\/total-by-level\?/)
  await expect(page.locator('#quote-flow')).toHaveAttribute('data-screen', 'byLevel')
  // Longer than the slowed fetch: a late answer must not carry her anywhere else.
  await page.waitForTimeout(3000)
  await expect(page).toHaveURL(/\/prices\/total-by-level\?/)
  await expect(page.locator('#quote-flow')).toHaveAttribute('data-screen', 'byLevel')
  expect(traffic).toEqual([])
})

// ── Random histories ─────────────────────────────────────────────────────────────────────────
// A seeded walk: taps on whatever the screen offers (options, Next, Show Stylists, Change
// Choices, up/down a level, stylist cards and their dialog, I'm Happy, Yes/No, the budget form),
// mixed with reloads, Back and Forward, some of them before the screen has settled. After each
// step the screen is the one its address says, and no page was loaded but by a reload: a lost
// tap (a late router answer carrying her elsewhere, a tap that did nothing) fails the walk.

const catalogue = demoCatalogueWithOffers(new Date())

/** The screen the quote module gives for an address, following its redirects (as QuoteFlow does). */
function expectedScreen(href: string): { href: string; kind: string } {
  let to = href
  for (let i = 0; i < 5; i++) {
    const url = new URL(to, 'http://calculator.invalid')
    const screen = screenFor(catalogue, url.pathname, paramsOf(url.search))
    if (screen.kind !== 'redirect') return { href: url.pathname + url.search, kind: screen.kind }
    to = screen.to
  }
  throw new Error(`redirects do not end: ${href}`)
}

/** Where she is in the tab's history, and how many entries it has (the Navigation API). */
const historyPlace = (page: Page) =>
  page.evaluate(() => {
    const nav = (
      self as unknown as { navigation: { currentEntry: { index: number }; entries(): unknown[] } }
    ).navigation
    return { index: nav.currentEntry.index, length: nav.entries().length }
  })

/** Waits for the page's scripts, which start after its first paint (as tests/e2e/fixtures.ts). */
const scriptsRan = (page: Page) =>
  page.waitForFunction(() => {
    const loader = (self as unknown as { __afterPaint?: { ready?: () => boolean } }).__afterPaint
    return !loader?.ready || loader.ready()
  })

const addressOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** A small seeded generator (mulberry32): the same walk for the same seed. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Marks one of the ways on she can tap now (in the open dialog if there is one); its href. */
async function pickWayOn(page: Page, r: number): Promise<string | null> {
  return page.evaluate((r) => {
    document
      .querySelectorAll('[data-walk-pick]')
      .forEach((e) => e.removeAttribute('data-walk-pick'))
    const root = document.querySelector('dialog:modal') ?? document.getElementById('quote-flow')
    if (!root) return null
    const ways = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="/prices"]')].filter(
      (a) =>
        a.checkVisibility() &&
        a.getAttribute('aria-disabled') !== 'true' &&
        !a.closest('[inert]') &&
        !a.pathname.startsWith('/prices/finish'),
    )
    const way = ways[Math.floor(r * ways.length)]
    if (!way) return null
    way.setAttribute('data-walk-pick', '')
    return way.getAttribute('href')
  }, r)
}

/** The screen shown is the one the address says, and it stays so past a late router answer. */
async function screenMatchesAddress(page: Page, log: string[], wait = 0) {
  if (wait) await page.waitForTimeout(wait)
  await expect
    .poll(async () => {
      const shown = await page.locator('#quote-flow').getAttribute('data-screen')
      const address = addressOf(page)
      return `${address}: ${shown === expectedScreen(address).kind ? 'as the address says' : shown}`
    }, log.join('\n'))
    .toMatch(/as the address says$/)
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`random histories on a ${name}: every tap lands, once (10 seeded walks)`, async ({
    browser,
  }) => {
    test.setTimeout(600_000)
    for (let seed = 1; seed <= 10; seed++) {
      const context = await browser.newContext({ viewport, hasTouch: name === 'phone' })
      const page = await context.newPage()
      await slowRouterFetches(page)
      const rand = random(seed * 7919 + viewport.width)
      const type = ['Colour', 'CuttingStyling', 'Men'][Math.floor(rand() * 3)]
      const mode = ['level', 'stylist', 'budget'][Math.floor(rand() * 3)]
      await page.goto(`/prices/calculator?type=${type}&mode=${mode}`)
      await scriptsRan(page)
      const log: string[] = [`seed ${seed}: ${type} by ${mode}`]
      let loads = 0
      const fetches: string[] = [] // the router's own: each one a late answer waiting to land
      page.on('request', (r) => {
        if (r.resourceType() === 'document') loads++
        else if (r.headers()['rsc'] === '1') fetches.push(`${log.at(-1)} → ${r.url()}`)
      })
      let reloads = 0
      for (let step = 0; step < 14; step++) {
        const roll = rand()
        const hurry = rand() < 0.4 // the next step before this one has settled
        const place = await historyPlace(page)
        if (roll < 0.25 && roll >= 0.1 && place.index === 0) continue // Back would leave the site
        if (roll < 0.35 && roll >= 0.25 && place.index === place.length - 1) continue
        if (roll < 0.12) {
          log.push('reload')
          reloads++
          await page.reload()
          await scriptsRan(page) // a tap before then is an ordinary link: a page load
        } else if (roll < 0.25) {
          log.push('back')
          await page.goBack()
        } else if (roll < 0.35) {
          log.push('forward')
          await page.goForward()
        } else {
          const budget = page.locator('#quote-flow form[action="/prices/total-by-price"]')
          if (roll > 0.9 && (await budget.first().isVisible())) {
            const pounds = String(5 + Math.floor(rand() * 200))
            log.push(`budget ${pounds}`)
            await budget.first().getByRole('spinbutton').fill(pounds)
            await budget.first().getByRole('button').click()
            await expect(page).toHaveURL(new RegExp(`budget=${pounds}(&|$)`))
          } else {
            const href = await pickWayOn(page, rand())
            if (!href) continue
            const want = expectedScreen(href)
            log.push(`tap ${href}`)
            await page.locator('[data-walk-pick]').click()
            await expect(page, log.join('\n')).toHaveURL((u) => u.pathname + u.search === want.href)
            await expect(page.locator('#quote-flow'), log.join('\n')).toHaveAttribute(
              'data-screen',
              want.kind,
            )
          }
        }
        if (!hurry) await screenMatchesAddress(page, log)
      }
      // Longer than a slowed router answer: nothing arrives late to carry her elsewhere.
      const last = addressOf(page)
      await screenMatchesAddress(page, log, 2500)
      expect(addressOf(page), log.join('\n')).toBe(last)
      expect(loads, `pages loaded other than by a reload\n${log.join('\n')}`).toBe(reloads)
      expect(fetches, log.join('\n')).toEqual([])
      await context.close()
    }
  })
}
