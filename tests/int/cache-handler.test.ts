// The Next.js cache handler (cache-handler.mjs, ADR 016) against a real redis-server on
// loopback: entries round-trip, a purge made through one handler is seen through another (each
// instance has its own), 4xx answers are never stored, and a Redis that goes away costs a render,
// never an error. Without REDIS_URL: Next's own disk cache, still without the 4xx answers.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/lib/ports.mjs'
import { redisAvailable, startRedis } from '../../scripts/lib/redis.mjs'

type Handler = {
  get(key: string, ctx: unknown): Promise<any>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
}
type HandlerClass = new (ctx: unknown) => Handler

const hasRedis = redisAvailable()
if (!hasRedis && process.env.CI) throw new Error('redis-server is required in CI')

/** A .next/server folder with a BUILD_ID beside it, as Next gives the handler. */
function distDir() {
  const root = mkdtempSync(path.join(tmpdir(), 'salon-cache-'))
  writeFileSync(path.join(root, 'BUILD_ID'), 'build-one')
  const server = path.join(root, 'server')
  mkdirSync(server)
  return server
}

const page = (
  status: number,
  body = 'hello',
  tags = '_N_T_/layout,_N_T_/prices/layout,_N_T_/prices/page,_N_T_/prices',
) => ({
  kind: 'APP_PAGE',
  html: `<p>${body}</p>`,
  rscData: Buffer.from(`rsc ${body}`),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})
const pageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }
const setCtx = { ...pageCtx, cacheControl: { revalidate: 300, expire: 31536000 } }

describe.skipIf(!hasRedis)('cache handler with REDIS_URL', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let raw: Redis
  let Cache: HandlerClass
  const ctx = { serverDistDir: distDir(), flushToDisk: true, revalidatedTags: [] }

  beforeAll(async () => {
    redis = await startRedis()
    process.env.REDIS_URL = redis.url
    process.env.REDIS_KEY_PREFIX = 'test:'
    Cache = (await import('../../cache-handler.mjs')).default as unknown as HandlerClass
    raw = new Redis(redis.url)
  })
  afterAll(async () => {
    raw?.disconnect()
    await redis?.stop()
    delete process.env.REDIS_URL
  })

  it('keeps a page with its buffers and segments, under the build id', async () => {
    await new Cache(ctx).set('/route-cache/app-page/x/$/prices', page(200), setCtx)
    const entry = await new Cache(ctx).get('/route-cache/app-page/x/$/prices', pageCtx)
    expect(entry.value.html).toBe('<p>hello</p>')
    expect(Buffer.isBuffer(entry.value.rscData)).toBe(true)
    expect(entry.value.segmentData.get('/_tree').toString()).toBe('tree')
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 31536000 })
    expect(await raw.keys('test:*')).toEqual(['test:build-one:/route-cache/app-page/x/$/prices'])
  })

  it('never stores a 4xx or 5xx answer', async () => {
    const before = await raw.dbsize()
    const cache = new Cache(ctx)
    for (let i = 0; i < 20; i++) {
      await cache.set(`/route-cache/app-page/y/$/blog/nobody-${i}`, page(404), setCtx)
      await cache.set(
        `/route-cache/app-route/z/$/api/x-${i}`,
        { kind: 'APP_ROUTE', status: 500, body: Buffer.from(''), headers: {} },
        setCtx,
      )
    }
    expect(await raw.dbsize()).toBe(before)
  })

  it('a purge through one instance drops the page for every instance', async () => {
    const key = '/route-cache/app-page/x/$/team'
    const teamTags = '_N_T_/layout,_N_T_/team/layout,_N_T_/team/page,_N_T_/team'
    await new Cache(ctx).set(key, page(200, 'old', teamTags), setCtx)
    expect((await new Cache(ctx).get(key, pageCtx))?.value.html).toBe('<p>old</p>')
    await new Cache(ctx).revalidateTag(['_N_T_/layout'])
    expect(await raw.hget('test:tags', '_N_T_/layout')).toMatch(/^\d+$/)
    expect(await new Cache(ctx).get(key, pageCtx)).toBeNull()

    // Another instance's purge (written straight into Redis) counts the same.
    await raw.hset('test:tags', '_N_T_/layout', String(Date.now() - 60_000))
    await new Cache(ctx).set(key, page(200, 'new', teamTags), setCtx)
    expect((await new Cache(ctx).get(key, pageCtx))?.value.html).toBe('<p>new</p>')
    await raw.hset('test:tags', '_N_T_/prices', String(Date.now()))
    expect(await new Cache(ctx).get(key, pageCtx)).not.toBeNull() // not a tag of this entry
    expect(await new Cache(ctx).get('/route-cache/app-page/x/$/prices', pageCtx)).toBeNull()
  })

  it('a purge made outside a request (the job runner publishing a scheduled page) reaches every instance', async () => {
    const key = '/route-cache/app-page/x/$/policies'
    const tags = '_N_T_/layout,_N_T_/[name]/layout,_N_T_/[name]/page,_N_T_/policies'
    await new Cache(ctx).set(key, page(200, 'old', tags), setCtx)
    await new Promise((r) => setTimeout(r, 5))
    const purge = (globalThis as Record<symbol, unknown>)[
      Symbol.for('salon.purgeOutsideRequest')
    ] as (tags: string[]) => Promise<void>
    await purge(['_N_T_/layout'])
    expect(await new Cache(ctx).get(key, pageCtx)).toBeNull()
  })

  it('keeps resized images', async () => {
    const image = {
      kind: 'IMAGE',
      etag: 'e',
      buffer: Buffer.from([1, 2, 3]),
      extension: 'webp',
      upstreamEtag: 'u',
      revalidate: 14400,
    }
    await new Cache(ctx).set('img-key', image, {
      kind: 'IMAGE',
      cacheControl: { revalidate: 14400 },
    })
    const got = await new Cache(ctx).get('img-key', { kind: 'IMAGE', isFallback: false })
    expect([...got.value.buffer]).toEqual([1, 2, 3])
  })

  it('serves without Redis when it goes away, and writes the purges it missed when it is back', async () => {
    const key = '/route-cache/app-page/x/$/offers'
    await new Cache(ctx).set(key, page(200), setCtx)
    await redis.stop()
    const started = Date.now()
    expect(await new Cache(ctx).get(key, pageCtx)).toBeNull()
    await new Cache(ctx).set(key, page(200), setCtx)
    await new Cache(ctx).revalidateTag('_N_T_/layout')
    expect(Date.now() - started).toBeLessThan(3000)

    redis = await startRedis({ port: redis.port })
    raw.disconnect()
    raw = new Redis(redis.url)
    const until = Date.now() + 10_000
    while (!(await raw.hget('test:tags', '_N_T_/layout')) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200))
    expect(Number(await raw.hget('test:tags', '_N_T_/layout'))).toBeGreaterThanOrEqual(started)
  })
})

describe('cache handler with REDIS_URL and no Redis', () => {
  it('renders without waiting: one wait for the first connection, then none', async () => {
    vi.resetModules() // a new process: no connection yet
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`
    try {
      const Cache = (await import('../../cache-handler.mjs')).default as unknown as HandlerClass
      const ctx = { serverDistDir: distDir(), flushToDisk: true, revalidatedTags: [] }
      let started = Date.now()
      expect(await new Cache(ctx).get('/a', pageCtx)).toBeNull()
      expect(Date.now() - started).toBeLessThan(2500)
      started = Date.now()
      for (let i = 0; i < 10; i++) {
        expect(await new Cache(ctx).get('/a', pageCtx)).toBeNull()
        await new Cache(ctx).set('/a', page(200), setCtx)
      }
      expect(Date.now() - started).toBeLessThan(500)
    } finally {
      delete process.env.REDIS_URL
    }
  })
})

describe('cache handler without REDIS_URL', () => {
  it("is Next's disk cache, without the 404s", async () => {
    delete process.env.REDIS_URL
    const Cache = (await import('../../cache-handler.mjs')).default as unknown as HandlerClass
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    const server = distDir()
    const ctx = { fs: nodeFs, serverDistDir: server, flushToDisk: true, revalidatedTags: [] }
    const cache = new Cache(ctx)
    await cache.set('/route-cache/app-page/x/$/prices', page(200), setCtx)
    for (let i = 0; i < 20; i++)
      await cache.set(`/route-cache/app-page/y/$/blog/nobody-${i}`, page(404), setCtx)
    expect(existsSync(path.join(server, 'route-cache/app-page/x/$/prices.html'))).toBe(true)
    expect(existsSync(path.join(server, 'route-cache/app-page/y'))).toBe(false)
    expect(readdirSync(path.join(server, 'route-cache/app-page'))).toEqual(['x'])
    expect(
      (await new Cache(ctx).get('/route-cache/app-page/x/$/prices', pageCtx))?.value.html,
    ).toBe('<p>hello</p>')
  })

  it('a purge made outside a request drops the pages this process serves', async () => {
    delete process.env.REDIS_URL
    const mod = await import('../../cache-handler.mjs')
    const Cache = mod.default as unknown as HandlerClass
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    const ctx = { fs: nodeFs, serverDistDir: distDir(), flushToDisk: true, revalidatedTags: [] }
    const key = '/route-cache/app-page/x/$/policies'
    await new Cache(ctx).set(key, page(200, 'old', '_N_T_/layout,_N_T_/policies'), setCtx)
    expect((await new Cache(ctx).get(key, pageCtx))?.value.html).toBe('<p>old</p>')
    await new Promise((r) => setTimeout(r, 5))
    await mod.purgeOutsideRequest(['_N_T_/layout'])
    expect(await new Cache(ctx).get(key, pageCtx)).toBeNull()
  })
})

describe('cache handler without REDIS_URL, across a restart', () => {
  const require = createRequire(import.meta.url)
  const { tagsManifest } =
    require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
      tagsManifest: Map<string, unknown>
    }

  /**
   * Lets the file clock move on. Next dates a page on disk by its file's mtime, which the kernel
   * keeps to a coarse clock (a few ms): a page written within that tick of a purge reads as
   * written before it (harmless on the site: one render more), so a test that writes a page just
   * after a purge and expects it fresh waits first (it failed once in CI without this).
   */
  const tick = () => new Promise((r) => setTimeout(r, 50))

  /** A new process: Next's tag list is empty and the handler module is loaded afresh. */
  async function restarted() {
    tagsManifest.clear()
    vi.resetModules()
    return (await import('../../cache-handler.mjs')) as unknown as {
      default: HandlerClass
      purgeOutsideRequest(tags: string[]): Promise<void>
    }
  }

  async function diskCtx() {
    const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
    return { fs: nodeFs, serverDistDir: distDir(), flushToDisk: true, revalidatedTags: [] }
  }

  it('a purge made in a request still counts after a restart (the page on disk is older)', async () => {
    delete process.env.REDIS_URL
    let mod = await restarted()
    const ctx = await diskCtx()
    const key = '/route-cache/app-route/x/$/api/services'
    const route = (price: number) => ({
      kind: 'APP_ROUTE',
      status: 200,
      body: Buffer.from(JSON.stringify([{ id: 7, price }])),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/api/layout,_N_T_/api/services/route' },
    })
    const routeCtx = { kind: 'APP_ROUTE', isFallback: false }
    await new mod.default(ctx).set(key, route(96), {
      ...routeCtx,
      cacheControl: { revalidate: 300 },
    })
    await new Promise((r) => setTimeout(r, 20))
    await new mod.default(ctx).revalidateTag(['_N_T_/layout'])
    expect(await new mod.default(ctx).get(key, routeCtx)).toBeNull()

    // SIGTERM, then `next start` again on the same .next: the old answer is not served.
    mod = await restarted()
    expect(await new mod.default(ctx).get(key, routeCtx)).toBeNull()
    // What is written after the purge is served as usual.
    await tick()
    await new mod.default(ctx).set(key, route(97), {
      ...routeCtx,
      cacheControl: { revalidate: 300 },
    })
    mod = await restarted()
    const entry = await new mod.default(ctx).get(key, routeCtx)
    expect(JSON.parse(entry?.value.body.toString())).toEqual([{ id: 7, price: 97 }])

    // The purge times sit in one small file beside the cache, written whole (no temporary left).
    const cacheDir = path.join(ctx.serverDistDir, '..', 'cache')
    expect(readdirSync(cacheDir)).toEqual(['tag-purges.json'])
    const saved = JSON.parse(readFileSync(path.join(cacheDir, 'tag-purges.json'), 'utf8'))
    expect(saved['_N_T_/layout'].expired).toBeGreaterThan(Date.now() - 60_000)
  })

  it('a purge made outside a request (the job runner) still counts after a restart', async () => {
    delete process.env.REDIS_URL
    let mod = await restarted()
    const ctx = await diskCtx()
    const key = '/route-cache/app-page/x/$/policies'
    await new mod.default(ctx).set(key, page(200, 'old', '_N_T_/layout,_N_T_/policies'), setCtx)
    await new Promise((r) => setTimeout(r, 20))
    await mod.purgeOutsideRequest(['_N_T_/layout'])
    mod = await restarted()
    expect(await new mod.default(ctx).get(key, pageCtx)).toBeNull()
    // A purge of another tag leaves the page alone, after a restart too.
    await tick()
    await new mod.default(ctx).set(key, page(200, 'new', '_N_T_/layout,_N_T_/policies'), setCtx)
    await new Promise((r) => setTimeout(r, 20))
    await mod.purgeOutsideRequest(['_N_T_/team'])
    mod = await restarted()
    expect((await new mod.default(ctx).get(key, pageCtx))?.value.html).toBe('<p>new</p>')
  })

  it('a damaged purge file is ignored, not an error', async () => {
    delete process.env.REDIS_URL
    const ctx = await diskCtx()
    mkdirSync(path.join(ctx.serverDistDir, '..', 'cache'))
    writeFileSync(path.join(ctx.serverDistDir, '..', 'cache', 'tag-purges.json'), '{"_N_T_/lay')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mod = await restarted()
    const key = '/route-cache/app-page/x/$/offers'
    await new mod.default(ctx).set(key, page(200), setCtx)
    expect((await new mod.default(ctx).get(key, pageCtx))?.value.html).toBe('<p>hello</p>')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    await new mod.default(ctx).revalidateTag('_N_T_/layout')
    expect(
      JSON.parse(
        readFileSync(path.join(ctx.serverDistDir, '..', 'cache', 'tag-purges.json'), 'utf8'),
      ),
    ).toHaveProperty(['_N_T_/layout', 'expired'])
  })
})
