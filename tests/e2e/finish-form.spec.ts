import { expect, test, type Page } from './fixtures'
import { choose, toMensFinishForm } from './helpers'

// The finish form when the server refuses a save (issue 45, ADR 044): she reads salon words,
// never a schema's own ("Too big: expected number to be <=100000"), and every answer she gave
// stays, "How did you hear about us?" included (it once went back to "Please select"), with
// JavaScript and without.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** Zod's own words. */
const SCHEMA_WORDS = /expected|Invalid input|Too (big|small)|received/i

const finishHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Where shall we send your quote?' })

test('a refused save says so in salon words and keeps her answers, referral included', async ({
  page,
}) => {
  await toMensFinishForm(page)
  await expect(finishHeading(page)).toBeVisible()

  await page.getByLabel('Your name').fill('Rita Referral')
  await page.getByLabel('Mobile number').fill('07700900788')
  await page.getByLabel('Email address').fill('rita@example.com')
  const referral = page.getByLabel('How did you hear about us?')
  await referral.selectOption('Friends-family')

  // A total the save's schema refuses (over £100,000): its own words once reached her.
  const total = page.locator('input[name="total"]')
  const line = page.locator('input[name="line"]').first()
  const [realTotal, realLine] = [await total.inputValue(), await line.inputValue()]
  await total.evaluate((el: HTMLInputElement) => (el.value = '10000000000'))
  await page.getByRole('button', { name: 'Send' }).click()
  // The form's own alert (Next's route announcer is one too).
  const alert = page.locator('form').getByRole('alert')
  await expect(alert).toContainText("didn't come through")
  await expect(alert).not.toContainText(SCHEMA_WORDS)
  await expect(referral).toHaveValue('Friends-family')
  await expect(page.getByLabel('Your name')).toHaveValue('Rita Referral')
  await expect(page.getByLabel('Mobile number')).toHaveValue('07700900788')
  await expect(page.getByLabel('Email address')).toHaveValue('rita@example.com')

  // Refused again, for another reason (a price she was not shown): still her answer.
  await total.evaluate((el: HTMLInputElement, v) => (el.value = v), realTotal)
  await line.evaluate((el: HTMLInputElement) => (el.value = el.value.replace(/:\d+$/, ':100')))
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(alert).toContainText('The prices in your quote have changed')
  await expect(referral).toHaveValue('Friends-family')

  // She changes her answer and the quote is right again: it saves.
  await referral.selectOption('Google')
  await line.evaluate((el: HTMLInputElement, v) => (el.value = v), realLine)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
})

test('without JavaScript, a refused save keeps her answers, referral included', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE })
  const page = await context.newPage()
  await page.goto('/prices')
  await choose(page, /^By level: Men's Hairdressing/)
  await choose(page, /Willow & Wren High Street/)
  await choose(page, /^Stylist\b/)
  await choose(page, /^Clipper cut/)
  await choose(page, 'Show Stylists')
  await choose(page, /Callum Reid/)
  await choose(page, 'Choose Callum as your stylist')
  await choose(page, "I'm Happy")
  await choose(page, /^No$/)
  await expect(finishHeading(page)).toBeVisible()

  // No script checks the number first: the server refuses it.
  await page.getByLabel('Your name').fill('Nora Noscript')
  await page.getByLabel('Mobile number').fill('12345')
  await page.getByLabel('Email address').fill('nora@example.com')
  await page.getByLabel('How did you hear about us?').selectOption('Work colleague')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('A valid mobile number is required').first()).toBeVisible()
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) })
  await expect(form).not.toContainText(SCHEMA_WORDS)
  await expect(page.getByLabel('How did you hear about us?')).toHaveValue('Work colleague')
  await expect(page.getByLabel('Your name')).toHaveValue('Nora Noscript')
  await expect(page.getByLabel('Email address')).toHaveValue('nora@example.com')

  await page.getByLabel('Mobile number').fill('07700 900787')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/prices\/finish\/submitted/)
  await context.close()
})
