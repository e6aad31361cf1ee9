import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from './fixtures'
import { choose, outboxMessage, submitAdminLogin } from './helpers'

// A price her stylist confirms, end to end (issue 48, ADR 052): on a phone she saves a half-head
// balayage with a stylist, asks for the price to be confirmed from the thank-you screen and sends
// a real JPEG that carries GPS and camera tags; the stored and served photo has neither. Her
// stylist's salon manager adjusts it in the admin (a line of her own, with a reason); she reads
// the confirmed price beside the estimate, the e-mail and the text are in the Outbox, and the
// quote says "ready to book" only once she has said she booked her skin test.

const PHONE = { viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true }
const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const STYLIST = { email: 'stylist@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = 'Balayage — half head'

const dir = mkdtempSync(path.join(tmpdir(), 'confirm-e2e-'))

async function photoWithGps(): Promise<string> {
  const file = path.join(dir, 'IMG_2041.jpg')
  const bytes = await sharp({
    create: { width: 3000, height: 4000, channels: 3, background: { r: 110, g: 72, b: 48 } },
  })
    .jpeg({ quality: 80 })
    .withExifMerge({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .toBuffer()
  expect((await sharp(bytes).metadata()).exif).toBeDefined()
  writeFileSync(file, bytes)
  return file
}

async function staffHeaders(request: APIRequestContext, who = MANAGER) {
  const login = await request.post('/cms-api/users/login', { data: who })
  expect(login.ok()).toBe(true)
  return { authorization: `JWT ${(await login.json()).token as string}` }
}

/** Her quote, saved through the calculator on the phone; back on the thank-you screen. */
async function saveQuote(page: Page, email: string, mobile: string) {
  await page.goto('/prices/calculator?type=Colour&mode=level&salon=2&level=8')
  await choose(page, /^Balayage/)
  await choose(page, new RegExp(`^${SERVICE}`))
  await choose(page, /^Dry & style/)
  await page
    .getByRole('group', { name: 'How long is your hair?' })
    .getByRole('link', { name: /^Medium/ })
    .click()
  await choose(page, 'Show Stylists')
  await page.locator('[data-stylist-card]').first().click()
  await page.getByRole('link', { name: /^Choose .* as your stylist$/ }).click()
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
  await page.getByLabel('Your name').fill('Cara Confirm')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
}

test.use(PHONE)

test('her photos to a price her stylist confirms, and the skin-test rule', async ({
  page,
  browser,
  request,
}) => {
  const email = `confirm-${Date.now()}@example.com`
  const mobile = '07700900612'
  await saveQuote(page, email, mobile)

  // From the thank-you screen, one page: photos, answers, consent.
  const ask = page.getByRole('link', { name: /^Get this price confirmed by / })
  await expect(ask).toBeVisible()
  const who = (await ask.innerText()).replace('Get this price confirmed by ', '').trim()
  await ask.click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Get this price confirmed by ${who}` }),
  ).toBeVisible()
  await page
    .getByLabel(/^Photo 1: Your hair now, from the front/)
    .setInputFiles(await photoWithGps())
  await page.getByLabel('Home or box dye').check()
  await page.getByLabel('When was it last coloured?').selectOption('3-to-12-months')
  await page
    .getByRole('group', { name: /Relaxer, perm or keratin/ })
    .getByLabel('None')
    .check()
  await page.getByLabel('Dry or frizzy').check()
  await page.getByRole('group', { name: 'Your last skin test with us' }).getByLabel('Never').check()
  await page.getByLabel(/^What would you like/).fill('Soft caramel, lived-in, low upkeep.')
  await page.getByLabel(/^Keep my photos/).check()
  await page.getByRole('button', { name: `Send to ${who}` }).click()
  await expect(page).toHaveURL(/\/quote\/[A-Za-z0-9_-]+#confirm$/, { timeout: 30_000 })
  const link = /\/quote\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!
  await expect(page.getByTestId('confirm-panel')).toContainText(`Sent to ${who}`)

  // The stored photo, as staff are served it: a JPEG with no GPS or camera, never cached.
  const headers = await staffHeaders(request)
  const requests = await (
    await request.get(
      `/cms-api/confirmation-requests?where[state][equals]=waiting&sort=-sentAt&limit=1&depth=1`,
      { headers },
    )
  ).json()
  const req = requests.docs[0]
  const photo = req.photos[0] as { filename: string; width: number; height: number }
  expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(2048)
  const served = await request.get(`/cms-api/client-photos/file/${photo.filename}`, { headers })
  expect(served.status()).toBe(200)
  expect(served.headers()['cache-control']).toBe('private, no-store')
  const bytes = Buffer.from(await served.body())
  const meta = await sharp(bytes).metadata()
  expect([meta.format, meta.exif]).toEqual(['jpeg', undefined])
  expect(bytes.includes(Buffer.from('iPhone'))).toBe(false)
  // A visitor gets nothing.
  const visitor = await browser.newContext()
  expect(
    (await visitor.request.get(`/cms-api/client-photos/file/${photo.filename}`)).status(),
  ).toBe(403)
  await visitor.close()

  // The salon: the manager opens it from the To confirm list and adjusts it.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await staff.goto('/admin/login')
  await submitAdminLogin(staff, MANAGER.email, MANAGER.password)
  await staff.waitForURL((u) => !u.pathname.startsWith('/admin/login'), { timeout: 30_000 })
  await staff.goto(`/admin/collections/confirmation-requests/${req.id}`)
  const view = staff.getByTestId('request-view')
  await expect(view).toContainText('Waiting to be confirmed')
  await expect(view).toContainText('Home or box dye')
  await expect(view.getByRole('img', { name: 'Your hair now, from the front' })).toBeVisible()
  await view.getByRole('button', { name: 'Adjust' }).click()
  await view.getByRole('button', { name: 'Add a line of your own' }).click()
  await view.getByLabel('What it is').fill('Colour correction time')
  await view.getByLabel('Amount in £').fill('30')
  await view.getByLabel('Why (she reads this)').fill('Lifting the box dye underneath evenly')
  await expect(view.getByTestId('adjust-preview')).toContainText('She pays £')
  await view.getByRole('button', { name: 'Confirm with these changes' }).click()
  await expect(view.getByTestId('request-state')).toHaveText(/^Confirmed/, { timeout: 15_000 })
  await staff.close()

  // She reads the confirmed price beside the estimate, with the reason, and the skin test.
  await page.goto(`/quote/${link}`)
  const panel = page.getByTestId('confirm-panel')
  await expect(panel).toContainText(/Confirmed by \S+: you pay £\d+/)
  await expect(page.getByTestId('confirmed-changes')).toContainText(
    'Colour correction time £30 — Lifting the box dye underneath evenly',
  )
  await expect(panel).toContainText('This price holds until')
  await expect(page.getByTestId('skin-test')).toContainText('at least 48 hours before')
  await expect(panel).not.toContainText('Ready to book')
  await page.getByRole('button', { name: 'I have booked my skin test' }).click()
  await expect(page.getByTestId('confirm-panel')).toContainText('Ready to book')
  await expect(page.getByTestId('book-confirmed')).toBeVisible()

  // The e-mail and the text message, through the delivery.
  const mail = await outboxMessage(request, headers, 'email', email)
  await expect
    .poll(async () => (await outboxMessage(request, headers, 'email', email)).text)
    .toContain('has confirmed your price: you pay')
  const latest = await outboxMessage(request, headers, 'email', email)
  expect(latest.text).toContain(
    'Colour correction time £30 — Lifting the box dye underneath evenly',
  )
  expect(mail.to).toBe(email)
  await expect
    .poll(async () => (await outboxMessage(request, headers, 'sms', '+447700900612')).text)
    .toContain('has confirmed your price')
})

test('without script: a refused photo says which, and keeps what she typed', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...PHONE })
  const page = await context.newPage()
  await saveQuote(page, `confirm-nojs-${Date.now()}@example.com`, '07700900613')
  const href = await page
    .getByRole('link', { name: /^Get this price confirmed by / })
    .getAttribute('href')
  await context.close()
  const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
  const p = await plain.newPage()
  await p.goto(href!)
  const svg = path.join(dir, 'not-a-photo.jpg')
  writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  await p.getByLabel(/^Photo 1: Your hair now, from the front/).setInputFiles(svg)
  await p.getByLabel('Salon colour').check()
  await p.getByLabel(/^What would you like/).fill('Just my roots')
  await p.getByRole('button', { name: /^Send to / }).click()
  await expect(p).toHaveURL(/\/confirm#form$/)
  await expect(
    p.getByText(/^Photo 1 \(your hair now, from the front\): this file is not a photo/),
  ).toBeVisible()
  await expect(p.getByLabel('Salon colour')).toBeChecked()
  await expect(p.getByLabel(/^What would you like/)).toHaveValue('Just my roots')
  await expect(p.getByText('Please say how your hair feels.')).toBeVisible()
  await plain.close()
  void request
})

test('a stylist’s own sign-in: her requests, and nothing else of the salon’s', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto('/admin/login')
  await submitAdminLogin(page, STYLIST.email, STYLIST.password)
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'), { timeout: 30_000 })
  await page.goto('/admin')
  await expect(page.getByTestId('stylist-home')).toContainText('Your prices to confirm')
  await expect(page.getByText('Quotes and applications')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Saved quotes' })).toHaveCount(0)
  expect(
    (
      await page.request.get('/cms-api/quotes', { headers: { 'sec-fetch-site': 'same-origin' } })
    ).status(),
  ).toBe(403)
  await page.close()
})
