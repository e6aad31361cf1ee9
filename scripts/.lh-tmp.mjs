import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const r = await lighthouse(url, {
  port: chrome.port,
  onlyCategories: ['performance'],
  output: 'json',
})
const a = r.lhr.audits
console.log(
  'perf',
  r.lhr.categories.performance.score,
  'LCP',
  a['largest-contentful-paint'].displayValue,
  'FCP',
  a['first-contentful-paint'].displayValue,
  'CLS',
  a['cumulative-layout-shift'].displayValue,
  'TBT',
  a['total-blocking-time'].displayValue,
  'SI',
  a['speed-index'].displayValue,
)
const lcpEl = a['largest-contentful-paint-element']?.details
console.log(
  JSON.stringify(
    lcpEl?.items?.map((i) => i.items ?? i),
    null,
    0,
  ).slice(0, 1500),
)
const nr = a['network-requests'].details.items.map(
  (i) =>
    `${i.resourceType} ${i.transferSize} ${i.priority} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.url.slice(0, 100)}`,
)
console.log(nr.join('\n'))
const ls = a['layout-shifts']?.details?.items
if (ls) console.log('shifts', JSON.stringify(ls).slice(0, 1000))
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time'].details.items
      .slice(0, 5)
      .map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)]),
  ),
)
console.log(
  'main',
  JSON.stringify(
    a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]),
  ),
)
console.log(
  'long',
  JSON.stringify(
    (a['long-tasks']?.details?.items ?? []).map((i) => [
      String(i.url).slice(-45),
      Math.round(i.startTime),
      Math.round(i.duration),
    ]),
  ),
)
await chrome.kill()
