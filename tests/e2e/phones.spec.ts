import { expect, type Page, test } from './fixtures'

import { emulateSlowPhone, siteMenu, waitForHydration } from './helpers'

// Phones: at 320, 360 and 390 px no page of the route table scrolls sideways, the
// header's Book and Menu stay whole and tappable, the calculator's sticky quote bar spans the
// screen, and nothing in a phone's first screen of the key pages is loaded lazily.
// One page per width walks every route (no new browser context per route), and each check
// collects every offender before failing, so one run names them all. Runs on the seeded demo.

const WIDTHS = [320, 360, 390] as const
/** A phone's screen height (iPhone 12–15 class, 390 × 844). */
const HEIGHT = 844
/** A phone: its viewport meta tag is honoured and its scrollbars take no room (calculator.spec). */
const phone = (width: number) => ({
  viewport: { width, height: HEIGHT },
  isMobile: true,
  hasTouch: true,
})

type Route = { path: string; chrome?: false; status?: number }

/**
 * The public routes of the site (as in tests/e2e/site.spec.ts),
 * with one of each kind of dynamic page. Keep in step with site.spec.ts.
 */
const routes: Route[] = [
  { path: '/' },
  { path: '/blog' },
  { path: '/blog/allergy-alert-test' },
  { path: '/team' },
  { path: '/team/megan-clarke' },
  { path: '/reviews' },
  { path: '/reviews/all' },
  { path: '/reviews/all/4' },
  { path: '/reviews/grace-pemberton' },
  { path: '/men' },
  { path: '/salon' },
  { path: '/contact' },
  { path: '/bookings' },
  { path: '/policies' },
  { path: '/privacy' },
  { path: '/online-shop' },
  { path: '/new-prices' },
  { path: '/your-gift' },
  { path: '/corona' },
  { path: '/reopening' },
  { path: '/refer-a-friend' },
  { path: '/recruitment' },
  { path: '/recruitment/stylist' },
  { path: '/recruitment/apprentice' },
  { path: '/recruitment/saturday' },
  { path: '/oscar-fenwick' },
  { path: '/offers' },
  { path: '/prices' },
  { path: '/prices/selector?type=Colour' },
  // A calculator step with its sticky quote bar (phones only, below 900 px).
  { path: '/prices/calculator?type=Colour&mode=level&salon=2' },
  // A saved quote's address that does not exist: the page that answers it must fit too.
  { path: '/quote/AAAAAAAAAAAAAAAAAAAA', status: 404 },
  { path: '/link-tree', chrome: false },
  { path: '/links', chrome: false },
]

/** The key pages of the first-paint budget (ADR 019, ADR 027). */
const keyPages = [
  '/',
  '/team',
  '/team/megan-clarke',
  '/blog',
  '/blog/allergy-alert-test',
  '/offers',
  '/contact',
  '/prices',
]

/** One live offer's page, found on /offers (the seed's live offers change with the date). */
async function anOfferPage(page: Page): Promise<string | null> {
  const html = await (await page.request.get('/offers')).text()
  return /href="(\/offers\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null
}

/** What a phone shows: the page's width, what sticks out, the header's buttons, the quote bar. */
function measure(vw: number) {
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : ''
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}" right ${Math.round(el.getBoundingClientRect().right)}`
  }
  const sticksOut = (el: Element) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.right > vw + 0.5
  }
  // The innermost elements past the right edge: what to fix, not every ancestor.
  const offenders = Array.from(document.body.querySelectorAll('*'))
    .filter((el) => sticksOut(el) && !Array.from(el.children).some(sticksOut))
    .slice(0, 5)
    .map(describe)

  const box = (el: Element | null | undefined) => {
    if (!el) return null
    const r = el.getBoundingClientRect()
    const h = el as HTMLElement
    return {
      left: r.left,
      right: r.right,
      width: r.width,
      height: r.height,
      scrollWidth: h.scrollWidth,
      clientWidth: h.clientWidth,
      text: (h.textContent ?? '').trim(),
    }
  }
  const siteHeader = Array.from(document.querySelectorAll('header')).find((h) => !h.closest('main'))
  const book = Array.from(siteHeader?.querySelectorAll('a') ?? []).find(
    (a) => a.textContent?.trim() === 'Book' && a.getBoundingClientRect().width > 0,
  )
  return {
    vw,
    scrollWidth: document.documentElement.scrollWidth,
    offenders,
    menu: box(siteHeader?.querySelector('nav summary')),
    book: box(book),
    bar: box(document.querySelector('[data-quote-bar]')),
  }
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use(phone(width))

    test(`at ${width} px no page scrolls sideways, and the header's Book and Menu fit whole`, async ({
      page,
    }) => {
      const offer = await anOfferPage(page)
      const all = offer ? [...routes, { path: offer }] : routes
      const problems: string[] = []

      for (const r of all) {
        // The stylesheet is inline and every picture has its size: the layout is there once the
        // document is parsed and the fonts are in; no need to wait for every image.
        const res = await page.goto(r.path, { waitUntil: 'domcontentloaded' })
        expect(res?.status(), r.path).toBe(r.status ?? 200)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const m = await page.evaluate(measure, width)

        if (m.scrollWidth > width)
          problems.push(
            `${r.path}: ${m.scrollWidth} px wide on a ${width} px screen; ${m.offenders.join('; ')}`,
          )

        if (r.chrome !== false) {
          if (!m.menu) {
            problems.push(`${r.path}: no Menu button in the header`)
          } else {
            if (m.menu.text !== 'Menu')
              problems.push(`${r.path}: the menu button reads "${m.menu.text}"`)
            if (m.menu.scrollWidth > m.menu.clientWidth)
              problems.push(
                `${r.path}: "Menu" is cut (${m.menu.scrollWidth} > ${m.menu.clientWidth})`,
              )
            if (m.menu.right > width) problems.push(`${r.path}: Menu ends at ${m.menu.right} px`)
            if (m.menu.height < 24 || m.menu.width < 24)
              problems.push(`${r.path}: Menu is ${m.menu.width} × ${m.menu.height} px`)
          }
          // Book shows when the group has a booking link (the demo has one).
          if (!m.book) {
            problems.push(`${r.path}: no Book button in the header`)
          } else {
            if (m.book.scrollWidth > m.book.clientWidth || m.book.right > width)
              problems.push(`${r.path}: "Book" is cut or off screen (ends at ${m.book.right} px)`)
            if (m.book.height < 24 || m.book.width < 24)
              problems.push(`${r.path}: Book is ${m.book.width} × ${m.book.height} px`)
          }
        }

        // The calculator's quote bar is edge to edge, with no slivers of page beside it.
        if (m.bar && m.bar.width > 0 && (m.bar.left > 0.5 || m.bar.right < width - 0.5))
          problems.push(
            `${r.path}: the quote bar spans ${m.bar.left}–${m.bar.right} px of ${width}`,
          )
      }

      expect(problems, problems.join('\n')).toEqual([])
    })
  })
}

test.describe('first screen', () => {
  test.use(phone(390))

  test('nothing in the first screen of a phone is loaded lazily on the key pages', async ({
    page,
  }) => {
    const offer = await anOfferPage(page)
    const problems: string[] = []
    let seen = 0

    for (const path of offer ? [...keyPages, offer] : keyPages) {
      const res = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(res?.status(), path).toBe(200)
      // The screen's height, not innerHeight: a page that is too wide zooms a phone out.
      const imgs = await page.evaluate(
        (screenHeight) =>
          Array.from(document.images)
            .map((img) => {
              const r = img.getBoundingClientRect()
              return {
                src: img.currentSrc || img.src,
                loading: img.getAttribute('loading'),
                inFirstScreen: r.width > 0 && r.height > 0 && r.top < screenHeight && r.bottom > 0,
              }
            })
            .filter((i) => i.inFirstScreen),
        HEIGHT,
      )
      seen += imgs.length
      for (const i of imgs)
        if (i.loading === 'lazy') problems.push(`${path}: lazy image in the first screen: ${i.src}`)
    }

    // The check looked at something: the logo (and the pictures at the top) are on every page.
    expect(seen).toBeGreaterThanOrEqual(keyPages.length)
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('every picture is a copy made at upload: none waits for a resize, each is cached, and the portraits of /team paint on a slow phone', async ({
    page,
  }) => {
    // The calculator's choice of stylist shows every portrait at her salon.
    const problems: string[] = []
    for (const path of [...keyPages, '/prices/total-by-stylist?type=Colour&mode=stylist&salon=2']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const sources = await page.evaluate(() =>
        Array.from(document.images).flatMap((img) => [
          img.getAttribute('src') ?? '',
          ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0] ?? ''),
        ]),
      )
      for (const src of sources.filter(Boolean))
        if (!src.startsWith('/cms-api/media/file/') && !src.startsWith('data:'))
          problems.push(`${path}: ${src}`)
    }
    expect(problems, problems.join('\n')).toEqual([])

    // A cold cache on a slow phone: every portrait in the first screen of /team has painted by
    // the time the page has loaded, and comes with a day in the browser's cache.
    await page.context().clearCookies()
    await emulateSlowPhone(page)
    const cached: string[] = []
    page.on('response', (r) => {
      if (r.url().includes('/cms-api/media/file/')) cached.push(r.headers()['cache-control'] ?? '')
    })
    await page.goto('/team', { waitUntil: 'load' })
    const portraits = await page.evaluate((screenHeight) => {
      return Array.from(document.querySelectorAll<HTMLImageElement>('img[alt^="Portrait"]'))
        .filter((img) => img.getBoundingClientRect().top < screenHeight)
        .map((img) => ({ alt: img.alt, drawn: img.complete && img.naturalWidth > 0 }))
    }, HEIGHT)
    expect(portraits.length).toBeGreaterThanOrEqual(2)
    expect(portraits.filter((p) => !p.drawn)).toEqual([])
    expect(cached.length).toBeGreaterThan(0)
    expect(cached.filter((c) => !/max-age=\d{4,}/.test(c))).toEqual([])
  })

  test('the first frame does not wait for the scripts: none is requested before it, and the page still comes alive', async ({
    page,
  }) => {
    // The time of the first frame, from a callback registered before any of the page's own.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        ;(window as unknown as { firstFrame: number }).firstFrame = performance.now()
      })
    })
    const problems: string[] = []
    for (const path of keyPages) {
      const res = await page.goto(path, { waitUntil: 'load' })
      expect(res?.status(), path).toBe(200)
      // It still comes alive: React takes the menu over, and Menu still opens it.
      await waitForHydration(page, 'header nav summary')
      const menu = siteMenu(page)
      await menu.toggle.click()
      await expect(menu.panel, path).toBeVisible()
      const { firstFrame, scripts } = await page.evaluate(() => ({
        firstFrame: (window as unknown as { firstFrame?: number }).firstFrame,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
          .map((e) => ({ url: e.name, start: e.startTime })),
      }))
      expect(firstFrame, path).toBeDefined()
      expect(scripts.length, `${path}: its scripts`).toBeGreaterThan(0)
      for (const s of scripts)
        if (s.start < (firstFrame ?? Infinity))
          problems.push(
            `${path}: ${s.url} requested at ${s.start.toFixed(0)} ms, first frame at ${firstFrame?.toFixed(0)} ms`,
          )
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  // The first tap (ADR 027): a phone on 4G (150 ms, 1.6 Mbit/s) with a 4× slower CPU and a cold
  // cache taps Menu as soon as the page is painted, long before its scripts have arrived; the
  // menu must open all the same. Three runs of each key page, each in a new context (no cache).
  test('a tap on Menu right after the first paint opens it, on a slow phone with a cold cache', async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const pages = ['/', '/prices', '/team', '/offers', '/contact', '/blog/allergy-alert-test']
    const problems: string[] = []
    let beforeReact = 0
    for (let run = 1; run <= 3; run++) {
      for (const path of pages) {
        const context = await browser.newContext(phone(390))
        const page = await context.newPage()
        await emulateSlowPhone(page)
        // Told as soon as the browser reports its first contentful paint.
        let onPaint = () => {}
        const painted = new Promise<void>((resolve) => (onPaint = resolve))
        await page.exposeFunction('__painted', () => onPaint())
        await page.addInitScript(() => {
          new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length)
              (window as unknown as { __painted: () => void }).__painted()
          }).observe({ type: 'paint', buffered: true })
        })
        const loaded = page.goto(path, { waitUntil: 'commit' })
        await painted
        const menu = siteMenu(page)
        // Whatever the control is made of: the one that reads "Menu".
        const toggle = menu.nav.locator(':is(summary, button)').filter({ hasText: /^\s*Menu\s*$/ })
        const box = await toggle.boundingBox()
        expect(box, `${path}: Menu drawn at the first paint`).not.toBeNull()
        const hadReact = await page.evaluate(() => {
          const nav = document.querySelector('header nav')
          return Boolean(nav && Object.keys(nav).some((k) => k.startsWith('__reactFiber')))
        })
        if (!hadReact) beforeReact++
        await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
        try {
          await expect(menu.panel).toBeVisible({ timeout: 10_000 })
          await expect(menu.nav.getByRole('link', { name: 'Salon' })).toBeVisible()
        } catch {
          problems.push(`${path} run ${run}: the menu stayed shut after the first tap`)
        }
        await loaded
        await context.close()
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
    // The taps did come before React had the page (otherwise this tested nothing new).
    expect(beforeReact).toBeGreaterThan(0)
  })
})
