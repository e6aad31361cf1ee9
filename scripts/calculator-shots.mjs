#!/usr/bin/env node
// Screenshots of every step of the calculator flows (scripts/lib/calculator-flows.mjs), on a
// phone (390 px, touch) and a desktop (1280 px), against a running server — to look at, not to
// test. Each shot is what the visitor sees (the viewport) after the step; a step whose page is
// wider than the screen is reported.
//
//   node scripts/calculator-shots.mjs --base http://localhost:3700 --out /work/shots/calculator
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

import { flows } from './lib/calculator-flows.mjs'

const { values: opt } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '.tmp/shots' },
    flows: { type: 'string' },
    widths: { type: 'string', default: '390,1280' },
  },
})
mkdirSync(opt.out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})
const slug = (v) =>
  String(v instanceof RegExp ? v.source : v)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32)

for (const width of opt.widths.split(',').map(Number)) {
  const phone = width < 600
  for (const name of opt.flows ? opt.flows.split(',') : Object.keys(flows)) {
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 900 },
      isMobile: phone,
      hasTouch: phone,
      baseURL: opt.base,
    })
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/prices')
    const shot = async (n, label) => {
      await page.waitForTimeout(250)
      const file = `${opt.out}/${width}-${name}-${String(n).padStart(2, '0')}-${label}.png`
      await page.screenshot({ path: file })
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      console.log(`${file}${wide > 0 ? `  SIDEWAYS +${wide}px` : ''}`)
    }
    await shot(0, 'prices')
    let n = 0
    for (const step of flows[name]) {
      for (const [label, value, kind] of step.fill ?? []) {
        const field = page.getByLabel(label)
        if (kind === 'select') await field.selectOption(value)
        else await field.fill(value)
      }
      const [role, target] = step.tap
      const el = page.getByRole(role, { name: target }).first()
      if (phone) await el.tap()
      else await el.click()
      await page
        .locator(step.ready[0], { hasText: step.ready[1] })
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 })
      await shot(++n, slug(target))
    }
    if (errors.length) console.log(`  ${name} at ${width}px: ${errors.join(' | ')}`)
    await context.close()
  }
}
await browser.close()
