// HTTP load on loopback with autocannon, as a module for scripts/bench.mjs: throughput and
// latency of read endpoints, and quote saving under many concurrent clients.
import autocannon from 'autocannon'

// A client gives up after two minutes (and is counted under "timeouts"): long enough that the
// latency figures show how slow it got rather than where the load generator stopped waiting.
// Connection errors are tallied by code, so a table that says "errors" also says which.
function run(opts) {
  return new Promise((resolve, reject) => {
    const errorCodes = {}
    const instance = autocannon({ timeout: 120, ...opts }, (err, result) =>
      err ? reject(err) : resolve({ ...result, errorCodes }),
    )
    instance.on('reqError', (e) => {
      const code = e?.code ?? e?.message ?? 'unknown'
      errorCodes[code] = (errorCodes[code] ?? 0) + 1
    })
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
    errorCodes: result.errorCodes,
    statusCodes: result.statusCodeStats,
  }
}

/**
 * GET `url` with `connections` concurrent clients for `seconds` seconds, after a short warm-up.
 * Also reports the cache headers of one response, so the table says what "cached" meant.
 */
export async function measureGet({ url, connections, seconds }) {
  await run({ url, connections, duration: 2 }) // warm-up, not counted
  // Sampled after the warm-up: the first request to a fresh server is always a MISS.
  const head = await fetch(url)
  await head.arrayBuffer()
  const cache = head.headers.get('x-nextjs-cache') ?? head.headers.get('x-vercel-cache') ?? null
  const cacheControl = head.headers.get('cache-control')
  const result = await run({ url, connections, duration: seconds })
  return { url, connections, seconds, status: head.status, cache, cacheControl, ...figures(result) }
}

/**
 * POSTs `amount` save-quote requests from `connections` concurrent clients, each sending its
 * next save as soon as the last one is answered — or, with `rate`, at most `rate` saves a second
 * in all (a steadier arrival, like clients opening a text message over a few minutes).
 */
export async function measureSaves({ url, connections, amount, body, rate }) {
  const started = Date.now()
  const result = await run({
    url,
    connections,
    amount,
    ...(rate ? { overallRate: rate } : {}),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const seconds = (Date.now() - started) / 1000
  const f = figures(result)
  return {
    url,
    connections,
    amount,
    seconds,
    savesPerSecond: Math.round((f.ok2xx / seconds) * 10) / 10,
    ...f,
  }
}
