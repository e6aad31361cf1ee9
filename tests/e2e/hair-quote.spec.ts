import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { choose, outboxMessage } from './helpers'

// Her hair in the price, end to end (issue 47, ADR 051): on a phone she chooses a half-head
// balayage with a Senior Stylist, says her hair is long, and the same price is on the hair
// step, the summary, the finish form, her saved quote, the e-mail and the text message, with
// the line named "· long hair" and how long the appointment takes. Back and Forward keep it.

const PHONE = { viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true }
const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = 'Balayage — half head'

test.use(PHONE)

const pounds = (text: string) => Number(/£([\d,]+)/.exec(text)![1]!.replace(/,/g, ''))
const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`

/** The quote's lines as a screen shows them ("Balayage — half head · long hair £146"). */
const linesOf = (page: Page) => page.getByRole('listitem').filter({ hasText: '£' }).allInnerTexts()

test('long hair: the same price from the hair step to the e-mail and the text message', async ({
  page,
  request,
}) => {
  const email = `hair-long-${Date.now()}@example.com`
  const mobile = '07700900547'
  await page.goto('/prices/calculator?type=Colour&mode=level&salon=2&level=8')
  await choose(page, /^Balayage/)
  await choose(page, new RegExp(`^${SERVICE}`))
  await choose(page, /^Dry & style/)

  // The hair step: the line's price list price, and what each length adds at her level.
  const lengths = page.getByRole('group', { name: 'How long is your hair?' })
  await expect(lengths).toBeVisible()
  const long = lengths.getByRole('link', { name: /^Long/ })
  const extra = pounds(await long.innerText())
  expect(extra).toBeGreaterThan(0)
  const quoteBox = page.getByRole('complementary', { name: 'Your quote' })
  const plain = pounds(
    await quoteBox.getByRole('listitem').filter({ hasText: SERVICE }).innerText(),
  )
  const style = pounds(
    await quoteBox.getByRole('listitem').filter({ hasText: 'Dry & style' }).innerText(),
  )
  const balayage = plain + extra
  const total = balayage + style
  // Her length is one tap.
  const before = page.url()
  await long.click()
  await page.waitForURL((u) => u.href !== before)
  await expect(page).toHaveURL(/[?&]len=\d+/)

  // Her total: the line named for her hair, at the hair step's price; how long it takes.
  await expect(page.getByRole('link', { name: 'Show Stylists' })).toBeVisible()
  await expect(page.getByText(`${SERVICE} · long hair`)).toBeVisible()
  expect((await linesOf(page)).join('\n')).toContain(gbp(balayage))
  await expect(page.getByText(gbp(total)).first()).toBeVisible()
  await expect(page.getByTestId('appointment-length').first()).toHaveText(
    /^Your appointment: about \d+ h( \d+ min)?$/,
  )
  const length = (await page.getByTestId('appointment-length').first().innerText()).trim()

  // Back is the hair step as it was before her tap; Forward is her total again.
  await page.goBack()
  await expect(page).not.toHaveURL(/[?&]len=/)
  await expect(lengths.getByRole('link', { name: /^Long/ })).toContainText(`+${gbp(extra)}`)
  await page.goForward()
  await expect(page.getByText(`${SERVICE} · long hair`)).toBeVisible()

  // The level's summary, a stylist, then the finish form: still her price.
  await choose(page, 'Show Stylists')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Selection' })).toBeVisible()
  await expect(page.getByText(`${SERVICE} · long hair`)).toBeVisible()
  expect((await linesOf(page)).join('\n')).toContain(gbp(balayage))
  await expect(page.getByTestId('appointment-length').first()).toHaveText(length)
  await page.locator('[data-stylist-card]').first().click()
  await page.getByRole('link', { name: /^Choose .* as your stylist$/ }).click()
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' }),
  ).toBeVisible()
  await expect(page.getByText(`${SERVICE} · long hair`)).toBeVisible()
  await expect(page.getByText(gbp(total)).first()).toBeVisible()
  await page.getByLabel('Your name').fill('Lena Long')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('How did you hear about us?').selectOption('Google')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)

  // Her saved quote.
  await choose(page, 'View your quote')
  await expect(page).toHaveURL(/\/quote\/[A-Za-z0-9_-]+$/)
  const line = page.locator('li').filter({ hasText: `${SERVICE} · long hair` })
  await expect(line).toContainText(gbp(balayage))
  await expect(page.getByText(gbp(total)).first()).toBeVisible()
  await expect(page.getByTestId('appointment-length')).toHaveText(length)
  await expect(page.getByTestId('quote-hair')).toHaveText(/^Priced for your hair: Length: Long/)

  // The e-mail and the text message say the same.
  const login = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(login.ok()).toBe(true)
  const headers = { authorization: `JWT ${(await login.json()).token as string}` }
  const mail = await outboxMessage(request, headers, 'email', email)
  expect(mail.text).toContain(`${SERVICE} · long hair: ${gbp(balayage)}`)
  expect(mail.text).toContain(`Total estimated cost: ${gbp(total)}`)
  expect(mail.text).toContain(length)
  expect(mail.text).toMatch(/Priced for your hair: Length: Long/)
  expect(mail.html).toContain(`${SERVICE} · long hair`)
  const sms = await outboxMessage(request, headers, 'sms', '+447700900547')
  expect(sms.text).toContain(gbp(total))
})

test('without JavaScript, her length is a link and the summary prices it', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/prices/calculator?type=Colour&mode=level&salon=2&level=8')
  for (const name of [/^Balayage/, new RegExp(`^${SERVICE}`), /^Dry & style/, /^Extra long/])
    await page.getByRole('link', { name }).first().click()
  await expect(page).toHaveURL(/[?&]len=\d+/)
  await expect(page.getByText(`${SERVICE} · extra long hair`)).toBeVisible()
  await context.close()
})
