// Rate limits and body limits against the production server (`next start`):
//   - two instances on one database share one count, and a new X-Forwarded-For per request
//     (plain, or nginx's "client, proxy") gets nobody round it;
//   - the same with the counts in Redis (REDIS_URL), when Debian's redis-server is installed;
//   - a 256 MB body is answered 413 long before it has been sent.
import { request } from 'node:http'

import { afterAll, describe, expect, it } from 'vitest'

import { redisAvailable, startRedis } from '../../scripts/lib/redis.mjs'
import { loadCatalogue, quoteBody } from './bodies'
import { portFor, post, sqliteCopy, start, type App } from './harness'

const LIMIT = 10
const limited = {
  RATE_LIMIT_QUOTES: String(LIMIT),
  RATE_LIMIT_QUOTES_PER_CONTACT: '1000',
  TRUSTED_PROXY_HOPS: '0',
}

const apps: App[] = []
let redis: Awaited<ReturnType<typeof startRedis>> | null = null
afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()))
  await redis?.stop()
})

/** 2 × LIMIT saves alternating between the instances, each with another X-Forwarded-For. */
async function burst(a: App, b: App, tag: string) {
  const cat = await loadCatalogue(a.base)
  const statuses: number[] = []
  for (let i = 0; i < 2 * LIMIT; i++) {
    const xff = i % 2 ? `198.51.100.${i}` : `198.51.100.${i}, 10.1.1.1`
    const res = await post(
      (i % 2 ? a : b).base,
      '/api/save-quote-details',
      quoteBody(cat, `${tag}-${i}@load.test`, 7000 + i + (tag === 'redis' ? 100 : 0)),
      { 'x-forwarded-for': xff },
    )
    statuses.push(res.status)
  }
  return statuses
}

describe('rate limits across instances', () => {
  it('two instances on one database share the count; X-Forwarded-For changes nothing', async () => {
    const dir = sqliteCopy('limits')
    const [a, b] = await Promise.all([
      start(dir, portFor(10), limited, 'a.log'),
      start(dir, portFor(11), limited, 'b.log'),
    ])
    apps.push(a, b)
    const statuses = await burst(a, b, 'db')
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT)
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT)
    expect(statuses.slice(0, LIMIT).every((s) => s === 201)).toBe(true)
  })

  it.skipIf(!redisAvailable())('the same with the counts in Redis', async () => {
    redis = await startRedis()
    const dir = sqliteCopy('limits-redis')
    const env = { ...limited, REDIS_URL: redis.url }
    const [a, b] = await Promise.all([
      start(dir, portFor(12), env, 'a.log'),
      start(dir, portFor(13), env, 'b.log'),
    ])
    apps.push(a, b)
    const statuses = await burst(a, b, 'redis')
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT)
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT)
  })
})

/**
 * Streams up to 256 MB without a length to /api/joinus and reports the answer and how much was
 * written before it. The app answers 413 and closes the connection with the rest unread, so the
 * kernel resets it; the client may see that reset before it has read the answer (status 0).
 */
function hugeUpload(base: string) {
  const total = 256 * 1024 * 1024
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return new Promise<{ status: number; sent: number }>((resolve) => {
    let sent = 0
    let done = false
    const req = request(`${base}/api/joinus`, {
      method: 'POST',
      // No Content-Length: the server cannot refuse it up front, it must count while reading.
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    req.on('response', (res) => {
      done = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, sent })
    })
    req.on('error', () => {
      if (!done) resolve({ status: 0, sent })
      done = true
    })
    const pump = () => {
      while (!done && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!done) req.end()
    }
    pump()
  })
}

describe('request bodies', () => {
  it('answers a 256 MB body with 413 after reading at most a little of it', async () => {
    const app = apps[0]!
    // A reset that beat the answer says nothing either way (CI saw one): try again, up to 5 times.
    const attempts: { status: number; sent: number }[] = []
    while (attempts.length < 5 && attempts.at(-1)?.status !== 413)
      attempts.push(await hugeUpload(app.base))
    expect(attempts.map((a) => a.status).filter((s) => s !== 0)).toEqual([413])
    for (const a of attempts) expect(a.sent).toBeLessThan(32 * 1024 * 1024)
  })
})
