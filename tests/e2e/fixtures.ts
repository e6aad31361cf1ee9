// Playwright's test, with `page.goto` and `page.reload` that also wait for the page's scripts.
// server.mjs starts them after the first paint (ADR 027), so the load event, where Playwright's
// navigation ends, may come before React has the page: a tap on the Menu button at that moment
// would do nothing. Waiting here keeps what every test had before: a page whose scripts have run.
// tests/e2e/phones.spec.ts checks the order itself (no script before the first frame).
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

type AfterPaint = { ready?: () => boolean }

async function scriptsRun(page: Page) {
  await page.waitForFunction(() => {
    const loader = (self as unknown as { __afterPaint?: AfterPaint }).__afterPaint
    return !loader?.ready || loader.ready()
  })
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waits = (o?: { waitUntil?: string }) => !o?.waitUntil || o.waitUntil === 'load'
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (waits(options)) await scriptsRun(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (waits(options)) await scriptsRun(page)
      return response
    }
    await provide(page)
  },
})
