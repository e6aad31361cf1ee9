#!/usr/bin/env node
// The several-instance deployment on this machine, in one command (docs/deployment.md):
// PostgreSQL, Redis, an S3-compatible server, three app instances of the production build behind
// a small round-robin balancer, and two delivery workers, all on loopback.
//
//   npm run cluster                    # start it; the balancer on :3000, instances on :3001-3003
//   npm run cluster -- --bench         # start it, measure through the balancer, print, stop
//   options: --port 3000  --instances 3  --workers 2  --infra-port 5433 (PostgreSQL; Redis +1,
//            S3 +2; free ports when not given)  --connections 10  --seconds 10  --saves 600
//            --save-clients 50
//
// Builds first when there is no .next build. Demo logins (DEMO_MODE) on a throwaway database
// under .tmp/cluster; the page cache in Redis, uploads in the S3 server, both gone when stopped.
import { parseArgs } from 'node:util'

import { loadCatalogue, quoteBody } from '../tests/reliability/bodies'
import { build, hasBuild } from './lib/app-server.mjs'
import { measureGet, measureSaves } from './bench-load.mjs'
import { startBalancer, startCluster } from './lib/cluster.mjs'

const { values: opt } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    instances: { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
    'infra-port': { type: 'string' },
    bench: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    saves: { type: 'string', default: '600' },
    'save-clients': { type: 'string', default: '50' },
  },
})
const port = Number(opt.port)
const appPorts = Array.from({ length: Number(opt.instances) }, (_, i) => port + 1 + i)
const log = (line) => console.log(`› ${line}`)

const cluster = await startCluster({
  dir: '.tmp/cluster',
  appPorts,
  workers: Number(opt.workers),
  infraPort: opt['infra-port'] ? Number(opt['infra-port']) : undefined,
  // The measurement's load comes from one address, with one client's details over and over.
  extra: opt.bench
    ? { RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_QUOTES_PER_CONTACT: '1000000' }
    : {},
  log,
  onPrepared: (env) => {
    if (hasBuild()) return
    log('no production build in .next: building (pages are prerendered from this database)')
    build(env)
  },
})
const balancer = await startBalancer(
  port,
  cluster.apps.map((a) => a.base),
)
log(`balancer ${balancer.url} → ${cluster.apps.map((a) => a.base).join(', ')}`)

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  log('stopping')
  await balancer.stop()
  await cluster.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

if (!opt.bench) {
  log('ready: sign in at /admin as owner@willowandwren.example (demo password); Ctrl+C stops all')
} else {
  try {
    const connections = Number(opt.connections)
    const seconds = Number(opt.seconds)
    const rows = []
    for (const route of ['/', '/prices', '/api/services']) {
      const r = await measureGet({ url: `${balancer.url}${route}`, connections, seconds })
      rows.push(
        `| \`${route}\` (${r.cache ?? 'no cache header'}) | ${r.rps} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx + r.errors} |`,
      )
    }
    const cat = await loadCatalogue(balancer.url)
    const saves = await measureSaves({
      url: `${balancer.url}/api/save-quote-details`,
      connections: Number(opt['save-clients']),
      amount: Number(opt.saves),
      body: quoteBody(cat, 'bench@cluster.test', 1),
    })
    console.log(
      `\n${cluster.apps.length} instances, ${opt.workers} workers, through the balancer; ` +
        `GETs: ${connections} connections × ${seconds} s\n\n` +
        `| endpoint | req/s | p50 | p99 | non-2xx + errors |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n` +
        `Saves: ${saves.amount} from ${saves.connections} clients at once: ${saves.savesPerSecond} stored/s, ` +
        `p50 ${saves.p50Ms} ms, p99 ${saves.p99Ms} ms, max ${saves.maxMs} ms, ` +
        `${saves.ok2xx} answered 201, ${saves.non2xx} other, ${saves.errors} errors, ${saves.timeouts} timeouts ` +
        `(${saves.seconds.toFixed(1)} s)`,
    )
  } finally {
    await stop()
  }
}
