import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { toMensFinishForm } from './helpers'

// Send always answers, once (issue 46, item 5; ADR 048). On the phone profile the finish form
// ends on the thank-you page or a clear message within 10 s; a double tap, a retry after a lost
// answer, or a double submit without JavaScript saves one quote. The form carries a one-time
// key; the server answers a second send with it with the first quote.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const SEND = '**/api/send-quote'

test.use(PHONE)

/** A men's cut with a stylist at High Street, to the finish form, filled in for `email`. */
async function toFinishForm(page: Page, email: string) {
  await toMensFinishForm(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
  ).toBeVisible()
  await page.getByLabel('Your name').fill('Sam Once')
  await page.getByLabel('Mobile number').fill('07700900456')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('How did you hear about us?').selectOption('Google')
}

/** The quotes saved for this e-mail address, as staff see them. */
async function quotesFor(request: APIRequestContext, email: string) {
  const login = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(login.ok()).toBe(true)
  const token = (await login.json()).token as string
  const res = await request.get(
    `/cms-api/quotes?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  )
  return (await res.json()).docs as { link: string }[]
}

const thankYou = (page: Page) =>
  expect(page.getByRole('heading', { name: /Great! You.ll receive your estimated quote/ }))

const uniqueEmail = (what: string) => `send-once-${what}-${Date.now()}@example.com`

test('a double tap on Send saves one quote; the button says "Sending…" meanwhile', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('double')
  await toFinishForm(page, email)
  let posts = 0
  // The answer takes a second, as on a slow connection: time for a second tap.
  await page.route(SEND, async (route) => {
    posts += 1
    await new Promise((r) => setTimeout(r, 1000))
    await route.continue()
  })
  const form = page.locator('form[data-finish-form]')
  // Two taps in one moment, before React has drawn the disabled button.
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit()
    f.requestSubmit()
  })
  const button = page.getByRole('button', { name: 'Sending…' })
  await expect(button).toBeDisabled()
  await button.tap({ force: true })
  await thankYou(page).toBeVisible({ timeout: 10_000 })
  expect(posts).toBe(1)
  expect(await quotesFor(request, email)).toHaveLength(1)
})

test('the first answer lost: a clear message, "Try again", one quote and the thank-you page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lost')
  await toFinishForm(page, email)
  // The save reaches the server and is made; its answer never reaches her.
  await page.route(
    SEND,
    async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Send' }).tap()
  const alert = page.locator('form').getByRole('alert')
  await expect(alert).toContainText("it won't be sent twice")
  expect(await quotesFor(request, email)).toHaveLength(1)
  await page.getByRole('button', { name: 'Try again' }).tap()
  await thankYou(page).toBeVisible({ timeout: 10_000 })
  const [quote] = await quotesFor(request, email)
  expect(await quotesFor(request, email)).toHaveLength(1)
  // The thank-you page links to the quote the first send saved.
  await expect(page.getByRole('link', { name: 'View your quote' })).toHaveAttribute(
    'href',
    `/quote/${quote!.link}`,
  )
})

test('no answer at all: within 10 s she is told, and "Try again" saves the quote', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('silent')
  await toFinishForm(page, email)
  // The first send hangs, never answered (nor reaching the server).
  await page.route(SEND, () => {}, { times: 1 })
  const started = Date.now()
  await page.getByRole('button', { name: 'Send' }).tap()
  await expect(page.locator('form').getByRole('alert')).toContainText('Try again', {
    timeout: 11_000,
  })
  expect(Date.now() - started).toBeLessThan(11_000)
  await page.getByRole('button', { name: 'Try again' }).tap()
  await thankYou(page).toBeVisible({ timeout: 10_000 })
  expect(await quotesFor(request, email)).toHaveLength(1)
})

test('without JavaScript, a double submit lands on the same thank-you page, one quote', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE })
  const page = await context.newPage()
  const email = uniqueEmail('nojs')
  // The same screen as above, reached by its address (no scripts to choose with).
  const scripted = await browser.newPage()
  await toFinishForm(scripted, 'unused@example.com')
  await page.goto(scripted.url())
  await scripted.close()
  await page.getByLabel('Your name').fill('Sam Once')
  await page.getByLabel('Mobile number').fill('07700900456')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  // The first submit reaches the server (and is saved), but its answer is held back, as on a
  // slow connection: she presses Send again, and the browser sends the form a second time.
  let posts = 0
  await page.route('**/prices/finish**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    posts += 1
    if (posts > 1) return route.continue()
    const answer = await route.fetch({ maxRedirects: 0 })
    await new Promise((r) => setTimeout(r, 2_000))
    await route.fulfill({ response: answer }).catch(() => {})
  })
  // Pressed as a finger does, without waiting for the page (Playwright's clicks wait for it).
  const send = page.getByRole('button', { name: 'Send' })
  await send.scrollIntoViewIfNeeded()
  const box = (await send.boundingBox())!
  const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await press()
  await expect.poll(() => posts).toBe(1)
  await expect.poll(async () => (await quotesFor(request, email)).length).toBe(1)
  await press()
  await thankYou(page).toBeVisible()
  expect(posts).toBe(2)
  const quotes = await quotesFor(request, email)
  expect(quotes).toHaveLength(1)
  expect(page.url()).toContain(`link=${quotes[0]!.link}`)
  await context.close()
})
