// How long the admin's busiest lists take to appear for a manager (issue 49: the Offers list was
// seen taking 8.5–13.7 s on a busy machine). On the production build with the demo's content,
// the browser's CPU 4× slower (the phone profile's CPU), a 1366 × 900 laptop window: ms from
// navigation to the list's rows drawn, first visit and median of three. Prints figures; asserts
// nothing (performance is measured, not timed in tests).
// Usage: npm run bench:admin  (builds once if there is no build; uses .tmp/bench-admin)
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import {
  appEnv,
  build,
  DEMO_PASSWORD,
  freshDir,
  hasBuild,
  prepareDatabase,
  startApp,
  waitReady,
} from './lib/app-server.mjs'
import { freePort } from './lib/ports.mjs'

const LISTS = ['offers', 'stylists', 'services', 'quotes', 'blog-posts']

const dir = freshDir('bench-admin')
const port = await freePort()
const env = appEnv({ dir, port })
prepareDatabase(env)
if (!hasBuild()) build(env)
const app = await startApp({ port, env, logFile: path.join(dir, 'server.log') })
await waitReady(app.base, 120_000, app.child)
const base = app.base
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
})
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
await page.request.post(`${base}/cms-api/users/login`, {
  data: { email: 'manager@willowandwren.example', password: DEMO_PASSWORD },
  headers: { origin: base, 'sec-fetch-site': 'same-origin' },
})
const cdp = await page.context().newCDPSession(page)
// The admin's code compiled and cached once, as a manager's browser would have it.
await page.goto(`${base}/admin`)
await page.locator('.nav').first().waitFor()
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

const figures = { cpuSlowdown: 4, viewport: '1366x900' }
for (const list of LISTS) {
  const times = []
  for (let i = 0; i < 3; i++) {
    const t = Date.now()
    await page.goto(`${base}/admin/collections/${list}`)
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 })
    times.push(Date.now() - t)
  }
  const rows = await page.locator('table tbody tr').count()
  figures[list] = { rows, firstMs: times[0], medianMs: times.slice().sort((a, b) => a - b)[1] }
}

await browser.close()
await app.stop()
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/admin-lists.json', JSON.stringify(figures, null, 2))
console.log(JSON.stringify(figures, null, 2))
process.exit(0)
