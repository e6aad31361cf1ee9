// Benchmarks for a price her stylist confirms (issue 48). Prints figures; asserts nothing.
//   1. Three 4 MB phone photos sent from her form on the 4G profile (750 kbit/s up, 150 ms,
//      CPU 4× slower), with the page's own scaling: seconds from "Send" to her quote page, and
//      the bytes that went up.
//   2. The staff's To confirm list with 500 waiting requests (seeded here, never in the demo):
//      the list's answer on the server, and the page in the browser until its rows are drawn.
//   3. A kill: the server is killed (SIGKILL) in the middle of an upload and in the middle of a
//      confirmation; after a restart, what was acknowledged is all there and nothing half-done.
// Usage: npm run bench:confirm  (builds once if there is no build; uses .tmp/bench-confirm)
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

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

const dir = freshDir('bench-confirm')
const port = await freePort()
const env = appEnv({
  dir,
  port,
  extra: {
    RATE_LIMIT_QUOTES: '10000',
    RATE_LIMIT_CONFIRM: '10000',
    RATE_LIMIT_QUOTES_PER_CONTACT: '10000',
  },
})
prepareDatabase(env)
if (!hasBuild()) build(env)
let app = await startApp({ port, env, logFile: path.join(dir, 'server.log') })
await waitReady(app.base, 120_000, app.child)
const base = app.base
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
})
const figures = {}

/**
 * A phone photo of about 4 MB, 4,032 × 3,024: the demo's drawn portrait with a sensor's grain,
 * saved at a camera's quality. `noise`: every pixel random, which no JPEG can squeeze (the
 * worst case, not a photo).
 */
async function phonePhoto(i, kind = 'photo') {
  const w = 4032
  const h = 3024
  let raw
  if (kind === 'noise') {
    raw = Buffer.alloc(w * h * 3)
    let x = 1234567 + i
    for (let k = 0; k < raw.length; k++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff
      raw[k] = 60 + ((x >> 16) % 120)
    }
  } else {
    const { hairLengthSvg } = await import('../src/seed/art/hair-bands.ts')
    raw = await sharp(Buffer.from(hairLengthSvg(['long', 'medium', 'extra-long'][i % 3])))
      .resize({ width: w, height: h, fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer()
    let x = 99 + i
    for (let k = 0; k < raw.length; k++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff
      raw[k] = Math.max(0, Math.min(255, raw[k] + ((x >> 16) % 25) - 12))
    }
  }
  const file = path.join(dir, `IMG_${kind}_${4000 + i}.jpg`)
  let q = kind === 'noise' ? 70 : 98
  let bytes = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: q })
    .toBuffer()
  while (bytes.length > 4.4 * 1024 * 1024 && q > 20) {
    q -= 4
    bytes = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: q })
      .toBuffer()
  }
  writeFileSync(file, bytes)
  return { file, bytes: bytes.length }
}

async function login(email = 'manager@willowandwren.example') {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  return `JWT ${(await res.json()).token}`
}

async function quoteLinks(n) {
  const auth = await login()
  const out = []
  let page = 1
  while (out.length < n) {
    const res = await fetch(
      `${base}/cms-api/quotes?depth=0&limit=100&page=${page}&sort=createdAt`,
      {
        headers: { authorization: auth },
      },
    )
    const data = await res.json()
    out.push(...data.docs.map((d) => d.link))
    if (!data.hasNextPage) break
    page++
  }
  return out
}

/** A quote with no request yet, saved through the API. */
async function freshQuote(i) {
  const services = await (await fetch(`${base}/api/services`)).json()
  const cut = services.find((s) => s.service === 'Dry & style')
  const levels = await (await fetch(`${base}/api/levels`)).json()
  const level = levels.find((l) => l.id === 9)
  const price = Math.floor(((cut.price * 100 * (100 + level.adapter)) / 100 + 50) / 100)
  const res = await fetch(`${base}/api/save-quote-details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      salon_id: 2,
      level_id: 9,
      calculator_type: 'CuttingStyling',
      selector: 'Level',
      name: `Bench Client ${i}`,
      mobile: `07700 9${String(10000 + i).slice(-5)}`,
      email: `bench.${i}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: { services: [{ id: cut.id, service: cut.service, price }], total: price },
    }),
  })
  const body = await res.json()
  if (!body.link) throw new Error(`quote not saved: ${JSON.stringify(body)}`)
  return body.link
}

// 1. Three 4 MB photos on the 4G profile: photo-like, then the worst case.
async function uploadRun(kind, n) {
  const photos = await Promise.all([0, 1, 2].map((i) => phonePhoto(i, kind)))
  const link = await freshQuote(n)
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  // What the page really sends: the parts of the form it hands to XMLHttpRequest.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        let bytes = 0
        for (const [, v] of body) bytes += typeof v === 'string' ? v.length : v.size
        sessionStorage.setItem('sentBytes', String(bytes))
      }
      return send.call(this, body)
    }
  })
  await page.goto(`${base}/quote/${link}/confirm`)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.getByLabel(/^Photo 1:/).setInputFiles(photos[0].file)
  await page.getByLabel(/^Photo 2:/).setInputFiles(photos[1].file)
  await page.getByLabel(/^Photo 3:/).setInputFiles(photos[2].file)
  await page.getByLabel('Salon colour').check()
  await page.getByLabel('When was it last coloured?').selectOption('3-to-12-months')
  await page
    .getByRole('group', { name: /Relaxer, perm or keratin/ })
    .getByLabel('None')
    .check()
  await page.getByLabel('Healthy and strong').check()
  await page.getByRole('group', { name: 'Your last skin test with us' }).getByLabel('Never').check()
  await page.getByLabel(/^Keep my photos/).check()
  const started = Date.now()
  let sawProgress = false
  const watch = setInterval(async () => {
    sawProgress ||= await page
      .locator('progress')
      .isVisible()
      .catch(() => false)
  }, 200)
  await page.getByRole('button', { name: /^Send to / }).click()
  await page.waitForURL(/#confirm$/, { timeout: 300_000 })
  clearInterval(watch)
  const sent = Number(await page.evaluate(() => sessionStorage.getItem('sentBytes') ?? 0))
  await page.close()
  return {
    photosMB: photos.map((p) => +(p.bytes / 1024 / 1024).toFixed(2)),
    sentMB: +(sent / 1024 / 1024).toFixed(2),
    seconds: +((Date.now() - started) / 1000).toFixed(1),
    progressShown: sawProgress,
  }
}
figures.upload = await uploadRun('photo', 1)
figures.uploadWorstCase = await uploadRun('noise', 2)

// 2. The To confirm list with 500 waiting requests.
{
  const links = await quoteLinks(600)
  const jpeg = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#8a6346' },
  })
    .jpeg()
    .toBuffer()
  let made = 0
  const seedStarted = Date.now()
  for (let i = 0; made < 500; i++) {
    const link = i < links.length ? links[i] : await freshQuote(1000 + i)
    const form = new FormData()
    form.append('intent', 'request')
    for (const [k, v] of [
      ['colour', 'salon'],
      ['colourWhen', '3-to-12-months'],
      ['treatments', 'none'],
      ['condition', 'healthy'],
      ['skinTest', 'never'],
      ['photoConsent', 'on'],
    ])
      form.append(k, v)
    form.append('photo.front', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg')
    const res = await fetch(`${base}/api/confirm-price/${link}`, {
      method: 'POST',
      headers: { origin: base, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
      body: form,
    })
    if (res.ok) made++
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000
  const auth = await login()
  const api = []
  for (let i = 0; i < 5; i++) {
    const t = Date.now()
    await fetch(
      `${base}/cms-api/confirmation-requests?depth=0&limit=10&sort=-sentAt&where[state][equals]=waiting`,
      {
        headers: { authorization: auth },
      },
    )
    api.push(Date.now() - t)
  }
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await staff.request.post(`${base}/cms-api/users/login`, {
    data: { email: 'manager@willowandwren.example', password: DEMO_PASSWORD },
    headers: { origin: base, 'sec-fetch-site': 'same-origin' },
  })
  const pages = []
  for (let i = 0; i < 3; i++) {
    const t = Date.now()
    await staff.goto(`${base}/admin/collections/confirmation-requests`)
    await staff.getByTestId('to-confirm-filters').waitFor()
    await staff.locator('table tbody tr').first().waitFor()
    pages.push(Date.now() - t)
  }
  const waiting = await staff.getByTestId('to-confirm-filters').innerText()
  // For comparison, the Saved quotes list on the same machine at the same moment.
  const quotesPages = []
  for (let i = 0; i < 3; i++) {
    const t = Date.now()
    await staff.goto(`${base}/admin/collections/quotes`)
    await staff.locator('table tbody tr').first().waitFor()
    quotesPages.push(Date.now() - t)
  }
  figures.list = {
    requests: made,
    seededInSeconds: +seedSeconds.toFixed(1),
    apiMs: api.sort((a, b) => a - b)[2],
    pageMs: { first: pages[0], median: pages.slice().sort((a, b) => a - b)[1] },
    savedQuotesPageMs: quotesPages.slice().sort((a, b) => a - b)[1],
    filters: waiting.split('\n')[0],
  }
  await staff.close()
}

// 3. Killed mid-upload and mid-confirmation.
{
  const link = await freshQuote(5000)
  const big = (await phonePhoto(9)).file
  const form = new FormData()
  form.append('intent', 'request')
  for (const [k, v] of [
    ['colour', 'none'],
    ['treatments', 'none'],
    ['condition', 'healthy'],
    ['skinTest', 'never'],
    ['photoConsent', 'on'],
  ])
    form.append(k, v)
  const { readFileSync } = await import('node:fs')
  form.append('photo.front', new Blob([readFileSync(big)], { type: 'image/jpeg' }), 'big.jpg')
  const upload = fetch(`${base}/api/confirm-price/${link}`, {
    method: 'POST',
    headers: { origin: base, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
    body: form,
  }).then(
    (r) => `answered ${r.status}`,
    () => 'connection lost',
  )
  await new Promise((r) => setTimeout(r, 60))
  await app.stop('SIGKILL')
  const uploadAnswer = await upload
  app = await startApp({ port, env, logFile: path.join(dir, 'server.log') })
  await waitReady(app.base, 120_000, app.child)
  const auth = await login()
  const afterUpload = await (
    await fetch(
      `${base}/cms-api/confirmation-requests?depth=0&limit=1&where[title][like]=Bench Client 5000`,
      {
        headers: { authorization: auth },
      },
    )
  ).json()

  // Mid-confirmation: confirm many at once, kill, count what was acknowledged.
  const waiting = await (
    await fetch(
      `${base}/cms-api/confirmation-requests?depth=0&limit=40&where[state][equals]=waiting`,
      {
        headers: { authorization: auth },
      },
    )
  ).json()
  const acknowledged = []
  const actions = waiting.docs.map((d) =>
    fetch(`${base}/cms-api/confirmation-requests/${d.id}/act`, {
      method: 'POST',
      headers: {
        authorization: auth,
        'content-type': 'application/json',
        origin: base,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ action: 'confirm', revision: d.revision }),
    }).then(
      (r) => r.ok && acknowledged.push(d.id),
      () => null,
    ),
  )
  await new Promise((r) => setTimeout(r, 400))
  await app.stop('SIGKILL')
  await Promise.all(actions)
  app = await startApp({ port, env, logFile: path.join(dir, 'server.log') })
  await waitReady(app.base, 120_000, app.child)
  const auth2 = await login()
  let lost = 0
  let halfDone = 0
  for (const d of waiting.docs) {
    const r = await (
      await fetch(`${base}/cms-api/confirmation-requests/${d.id}?depth=0`, {
        headers: { authorization: auth2 },
      })
    ).json()
    if (acknowledged.includes(d.id) && r.state !== 'confirmed') lost++
    // Half done: the revision taken but the state not written.
    if (r.state === 'waiting' && r.revision !== d.revision) halfDone++
  }
  figures.kill = {
    midUpload: { client: uploadAnswer, requestSent: afterUpload.docs[0]?.state ?? 'none' },
    midConfirmation: {
      tried: waiting.docs.length,
      acknowledged: acknowledged.length,
      acknowledgedButLost: lost,
      revisionTakenNotWritten: halfDone,
    },
  }
}

await browser.close()
await app.stop()
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/confirm.json', JSON.stringify(figures, null, 2))
console.log(JSON.stringify(figures, null, 2))
spawnSync('true')
process.exit(0)
