// HTTP load on loopback with autocannon, as a module for scripts/bench.mjs: throughput and
// latency of read endpoints, and quote saving under many concurrent clients.
import autocannon from 'autocannon'

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, timeout: 30 }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

function figures(result) {
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  }
}

/**
 * GET `url` with `connections` concurrent clients for `seconds` seconds, after a short warm-up.
 * Also reports the cache headers of one response, so the table says what "cached" meant.
 */
export async function measureGet({ url, connections, seconds }) {
  const head = await fetch(url)
  await head.arrayBuffer()
  const cache = head.headers.get('x-nextjs-cache') ?? head.headers.get('x-vercel-cache') ?? null
  const cacheControl = head.headers.get('cache-control')
  await run({ url, connections, duration: 2 }) // warm-up, not counted
  const result = await run({ url, connections, duration: seconds })
  return { url, connections, seconds, status: head.status, cache, cacheControl, ...figures(result) }
}

/** POSTs `amount` save-quote requests from `connections` concurrent clients. */
export async function measureSaves({ url, connections, amount, body }) {
  const started = Date.now()
  const result = await run({
    url,
    connections,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const seconds = (Date.now() - started) / 1000
  const f = figures(result)
  return { url, connections, amount, seconds, savesPerSecond: Math.round((f.ok2xx / seconds) * 10) / 10, ...f }
}
