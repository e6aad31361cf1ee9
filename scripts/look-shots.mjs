#!/usr/bin/env node
// Screenshots of the pages a client sees first, at 390 px (a phone) and 1280 px,
// against a running production server — to look at, not to test. Each page is opened in a
// fresh browser context (cold cache: a first visit), and the script prints, per page, the
// layout shift (CLS) seen until load + 1 s, whether the heading face (Fraunces) was in use
// for the h1, and the image bytes transferred (the 250 KB phone budget).
//
//   node scripts/look-shots.mjs --base http://localhost:3340 --out docs/screenshots/look
import { mkdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

const { values: opt } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'docs/screenshots/look' },
    widths: { type: 'string', default: '390,1280' },
    only: { type: 'string' },
    'max-height': { type: 'string', default: '3200' },
    // Hold the heading face back this long (ms): a slow first visit, to see that the swap to
    // the face moves nothing (the metric-matched fallback).
    'font-delay': { type: 'string', default: '0' },
    'no-shots': { type: 'boolean', default: false },
  },
})
mkdirSync(opt.out, { recursive: true })

const pages = {
  home: '/',
  team: '/team',
  profile: '/team/grace-pemberton',
  salon: '/salon',
  prices: '/prices',
  blog: '/blog',
  post: null, // the first post on /blog
  offers: '/offers',
  contact: '/contact',
  shop: '/online-shop',
  'job-form': '/recruitment/stylist',
  'colour-step': null, // the calculator's colour-category step, reached by taps
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
})

async function open(width) {
  const phone = width < 600
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
    baseURL: opt.base,
  })
  await context.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  const fontDelay = Number(opt['font-delay'])
  if (fontDelay > 0)
    await page.route('**/*.woff2', async (route) => {
      await new Promise((r) => setTimeout(r, fontDelay))
      await route.continue()
    })
  let imageBytes = 0
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'image') return
    const len = Number(r.headers()['content-length'] ?? 0)
    imageBytes += len || (await r.body().catch(() => Buffer.alloc(0))).length
  })
  return { context, page, bytes: () => imageBytes }
}

async function reach(page, name) {
  if (name === 'post') {
    await page.goto('/blog')
    const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
    await page.goto(href)
    return
  }
  if (name === 'colour-step') {
    await page.goto('/prices')
    for (const name of [/Colour, Cutting & Styling/, /By level/, /Willow & Wren High Street/])
      await page.getByRole('link', { name }).first().click()
    await page
      .getByRole('link', { name: /^Stylist\b/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'What kind of colour?' }).waitFor()
    // The step in view, as a visitor sees it after the tap.
    await page.locator('#step-colourCategory').scrollIntoViewIfNeeded()
    return
  }
  await page.goto(pages[name], { waitUntil: 'load' })
}

for (const width of opt.widths.split(',').map(Number)) {
  for (const name of opt.only ? opt.only.split(',') : Object.keys(pages)) {
    const { context, page, bytes } = await open(width)
    const errors = []
    page.on('pageerror', (e) => errors.push(e.message))
    await reach(page, name)
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000 + Number(opt['font-delay']))
    const shift = await page.evaluate(() => window.__cls)
    // Scroll through once so that lazy images are in the full-page shot, then back.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(500)
    const facts = await page.evaluate(() => {
      const h1 = document.querySelector('h1')
      return {
        // The only web font is the heading face: loaded means the h1 is in it.
        fraunces: [...document.fonts].some((f) => f.status === 'loaded'),
        h1: h1?.textContent?.trim().slice(0, 40) ?? null,
        wide: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        height: document.documentElement.scrollHeight,
      }
    })
    const file = `${opt.out}/${width}-${name}.png`
    if (!opt['no-shots'])
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(facts.height, Number(opt['max-height'])) },
      })
    console.log(
      [
        file.padEnd(44),
        `CLS ${shift.toFixed(3)}`,
        `face ${facts.fraunces ? 'loaded' : 'NOT loaded'}`,
        `images ${(bytes() / 1024).toFixed(0)} KB`,
        `height ${facts.height}px`,
        facts.wide > 0 ? `SIDEWAYS +${facts.wide}px` : '',
        errors.length ? `ERRORS ${errors.join(' | ')}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    )
    await context.close()
  }
}
await browser.close()
