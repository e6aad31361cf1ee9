#!/usr/bin/env node
// Screenshots of the header's menu (ADR 027, "The first tap"), to look at, not to test: open at
// 320 and 390 px, opened by a tap before any script has run (JavaScript off) and after React
// has the page, and the wide header with "More" open. Against a running production server.
//
//   node scripts/menu-shots.mjs --base http://localhost:3000 --out docs/screenshots
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

const { values: opt } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'docs/screenshots' },
    prefix: { type: 'string', default: 'menu' },
    page: { type: 'string', default: '/prices' },
  },
})
mkdirSync(opt.out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})

/** The control that reads "Menu" or "More", whatever it is made of. */
const toggle = (page, text) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator(':is(summary, button, a)')
    .filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) })
    .filter({ visible: true })
    .first()

async function shot({ width, height, javaScript, open, name }) {
  const phone = width < 600
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
    javaScriptEnabled: javaScript,
  })
  const page = await context.newPage()
  await page.goto(opt.base + opt.page, { waitUntil: 'load' })
  if (javaScript)
    await page.waitForFunction(() => !self.__afterPaint?.ready || self.__afterPaint.ready())
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  for (const text of open) await toggle(page, text).click()
  await page.waitForTimeout(400) // the burger's turn into a cross
  const file = path.join(opt.out, `${opt.prefix}-${name}.png`)
  await page.screenshot({ path: file })
  console.log(`written ${file}`)
  await context.close()
}

await shot({ width: 320, height: 700, javaScript: true, open: ['Menu'], name: 'open-320' })
await shot({ width: 390, height: 844, javaScript: true, open: ['Menu'], name: 'open-390' })
await shot({
  width: 390,
  height: 844,
  javaScript: false,
  open: ['Menu', 'More'],
  name: 'open-more-390-no-js',
})
await shot({ width: 1280, height: 500, javaScript: true, open: ['More'], name: 'more-1280' })
await browser.close()
