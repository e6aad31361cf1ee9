#!/usr/bin/env node
// Screenshots of the admin's price list and of one service's per-level table, on a desktop
// (1366 px) and a phone (390 px), signed in as the demo manager — to look at, not to test.
//
//   node scripts/admin-price-shots.mjs --base http://localhost:3330 --out docs/screenshots
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

const { values: opt } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'docs/screenshots' },
    service: { type: 'string', default: 'Full head foils' },
    email: { type: 'string', default: 'manager@willowandwren.example' },
    password: { type: 'string', default: process.env.DEMO_ADMIN_PASSWORD ?? 'willow-wren-demo' },
  },
})
mkdirSync(opt.out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})

for (const width of [1366, 390]) {
  const phone = width < 600
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    baseURL: opt.base,
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(opt.email)
  await page.getByLabel('Password').fill(opt.password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 60_000 })

  await page.goto('/admin/collections/services?limit=100')
  await page.getByRole('navigation', { name: 'Price list groups' }).waitFor()
  await page.waitForTimeout(1000)
  await page.screenshot({ path: `${opt.out}/admin-price-list-${width}.png`, fullPage: !phone })
  console.log(`${opt.out}/admin-price-list-${width}.png`)

  await page.getByRole('link', { name: /^Colour: Foiling$/ }).click()
  await page.waitForURL(/cat2/)
  await page.waitForTimeout(1000)
  await page.screenshot({ path: `${opt.out}/admin-price-list-group-${width}.png` })
  console.log(`${opt.out}/admin-price-list-group-${width}.png`)

  await page.getByRole('link', { name: opt.service, exact: true }).first().click()
  const table = page.getByRole('region', { name: 'What a client pays at each level' })
  await table.getByRole('table').waitFor()
  await page.getByLabel('Price (£)').scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${opt.out}/admin-service-levels-${width}.png`, fullPage: true })
  console.log(`${opt.out}/admin-service-levels-${width}.png`)
  await context.close()
}
await browser.close()
