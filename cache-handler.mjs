// Next.js's cache of pages, route handlers and resized images (next.config.ts `cacheHandler`).
// With REDIS_URL it lives in Redis, so every instance serves and purges the same entries: a
// change saved on one instance is seen by all on their next request (ADR 016). Without it, it is
// Next's own file-system cache, as before. Either way an answer of 4xx/5xx (an unknown
// /blog/<slug>) is never stored: anyone could otherwise fill the cache with made-up addresses.
// On disk, purges are also written to a small file beside the cache and read back when the server
// starts: Next keeps them in memory only, and would otherwise serve pages written before the last
// change again after a restart, until their 5 minutes ran out (ADR 023).
//
// Plain JavaScript: Next imports this file at run time, outside its bundles.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deserialize, serialize } from 'node:v8'

import { Redis } from 'ioredis'

const require = createRequire(import.meta.url)
/** Next's default handler (disk + memory), the one used without REDIS_URL. */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
/**
 * Next's list of purged tags and when (one per process, shared by its bundles): its disk cache
 * and its incremental cache treat an entry written before a purge of one of its tags as expired.
 */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const TAGS_HEADER = 'x-next-cache-tags'
/** How long an entry may stay in Redis unread; pages also revalidate on their own timers. */
const TTL_SECONDS = Number(process.env.REDIS_CACHE_TTL_SECONDS || 24 * 60 * 60)
/**
 * An entry written less than this long after one of its tags was purged may have been rendered
 * from data read before the change (a render in flight on another instance): it is not trusted,
 * and the next request renders again.
 */
const SETTLE_MS = 5000

/** A 4xx/5xx answer: not worth keeping, and keeping it would let visitors fill the cache. */
export function isNegative(value) {
  if (!value || typeof value !== 'object') return true
  const status = value.kind === 'FETCH' ? value.data?.status : value.status
  return typeof status === 'number' && status >= 400
}

/** The tags an entry depends on: its own and its path's (what revalidatePath purges). */
function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

// One connection per process (Next makes a handler per request).
const shared = {
  /** @type {Redis | null} */ client: null,
  /** @type {Promise<unknown> | null} */ firstWait: null,
  /** Purges that could not reach Redis, written when it is back. */
  pendingTags: new Map(),
  lastWarning: 0,
}

function warn(what, err) {
  // One line per ten seconds at most: a Redis outage must not flood the log.
  const now = Date.now()
  if (now - shared.lastWarning < 10_000) return
  shared.lastWarning = now
  console.warn(`[cache] ${what}: ${err?.message ?? err} (serving without the shared cache)`)
}

const prefix = () => process.env.REDIS_KEY_PREFIX ?? 'salon:'
const tagsKey = () => `${prefix()}tags`

function client() {
  if (shared.client) return shared.client
  const c = new Redis(process.env.REDIS_URL, {
    // Never make a visitor wait for Redis: a command fails fast and the page is rendered.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  c.on('error', (err) => warn('Redis', err))
  c.on('ready', () => {
    if (shared.pendingTags.size === 0) return
    const pending = Object.fromEntries(shared.pendingTags)
    shared.pendingTags.clear()
    c.hset(tagsKey(), pending).catch((err) => {
      for (const [tag, at] of Object.entries(pending)) shared.pendingTags.set(tag, at)
      warn('writing purges made while Redis was away', err)
    })
  })
  shared.client = c
  return c
}

/**
 * Redis when it answers. A new process waits (once, up to a second) for its first connection, so
 * that its first pages are not rendered past a cache that is just connecting.
 */
async function ready() {
  const c = client()
  if (c.status === 'ready') return c
  shared.firstWait ??= new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000)
    c.once('ready', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
  })
  await shared.firstWait
  return c.status === 'ready' ? c : null
}

export default class CacheHandler {
  constructor(ctx) {
    this.useRedis =
      Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'
    // The build writes its prerendered pages to .next as usual; instances start from Redis.
    this.disk = this.useRedis ? null : new FileSystemCache(ctx)
    if (this.disk && ctx?.serverDistDir) restorePurges(ctx.serverDistDir)
    this.buildId = this.useRedis ? readBuildId(ctx.serverDistDir) : ''
  }

  /** Entries belong to one build: another build's pages name other scripts and action ids. */
  key(key) {
    return `${prefix()}${this.buildId}:${key}`
  }

  async get(key, ctx) {
    if (this.disk) return this.disk.get(key, ctx)
    try {
      const c = await ready()
      if (!c) return null
      const raw = await c.getBuffer(this.key(key))
      if (!raw) return null
      const entry = deserialize(raw)
      const tags = tagsOf(entry.value, ctx)
      if (tags.length > 0) {
        const purgedAt = await c.hmget(tagsKey(), ...tags)
        if (purgedAt.some((at) => at !== null && Number(at) > entry.lastModified - SETTLE_MS))
          return null
      }
      return entry
    } catch (err) {
      warn('reading', err)
      return null
    }
  }

  async set(key, data, ctx) {
    if (isNegative(data)) return
    if (this.disk) return this.disk.set(key, data, ctx)
    try {
      const c = await ready()
      if (!c) return
      const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl }
      await c.set(this.key(key), serialize(entry), 'EX', TTL_SECONDS)
    } catch (err) {
      warn('writing', err)
    }
  }

  async revalidateTag(tags, durations) {
    if (this.disk) {
      await this.disk.revalidateTag(tags, durations)
      return persistPurges(typeof tags === 'string' ? [tags] : tags)
    }
    await purgeInRedis(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}

/** Any purge expires at once (the site only uses revalidatePath, which has no profile). */
async function purgeInRedis(list) {
  if (list.length === 0) return
  const now = Date.now()
  const fields = Object.fromEntries(list.map((t) => [t, now]))
  try {
    const c = await ready()
    if (!c) throw new Error('Redis is not connected')
    await c.hset(tagsKey(), fields)
  } catch (err) {
    for (const t of list) shared.pendingTags.set(t, now)
    warn('purging (will retry when Redis is back)', err)
  }
}

/**
 * A purge made outside a Next.js request, where `revalidatePath` cannot run: the job runner
 * publishing a page scheduled by staff. With REDIS_URL it is written to Redis (every instance,
 * whichever process runs the job: an app instance or a delivery worker); without it, into this
 * process's tag list, which Next's disk cache checks before serving a page (one instance).
 */
export async function purgeOutsideRequest(tags) {
  if (process.env.REDIS_URL) return purgeInRedis(tags)
  restorePurges(disk.serverDistDir)
  const now = Date.now()
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now })
  return persistPurges(tags)
}

// Purges on disk (no REDIS_URL). Next keeps its tag list in memory only: a price changed just
// before a restart was purged, but after the restart the page written before the change was read
// from disk and served as fresh for the rest of its 5 minutes. So each purge is also written to
// `<distDir>/cache/tag-purges.json` ({ tag: { expired, stale } }, times in ms), and the file is
// read into Next's list before the first request is served.

const disk = {
  /** The server's dist folder (.next/server): Next gives it to each handler. Until then, ours. */
  serverDistDir: path.join(path.dirname(fileURLToPath(import.meta.url)), '.next', 'server'),
  /** Files already read into this process's tag list. */
  restored: new Set(),
  /** Writes, one after another. */
  writing: Promise.resolve(),
}

export const purgesFile = (serverDistDir) =>
  path.join(serverDistDir, '..', 'cache', 'tag-purges.json')

function readPurges(file) {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? saved : {}
  } catch (err) {
    if (err?.code !== 'ENOENT') console.warn(`[cache] ignoring ${file}: ${err?.message ?? err}`)
    return {}
  }
}

/** The later of two purge times for each of `expired` and `stale`. */
function later(a = {}, b = {}) {
  const out = { ...a }
  for (const k of ['expired', 'stale']) {
    if (typeof b[k] === 'number' && !(typeof a[k] === 'number' && a[k] >= b[k])) out[k] = b[k]
  }
  return out
}

/** Reads the purges saved by earlier runs into Next's tag list (once per process and folder). */
function restorePurges(serverDistDir) {
  disk.serverDistDir = serverDistDir
  const file = purgesFile(serverDistDir)
  if (disk.restored.has(file)) return
  disk.restored.add(file)
  for (const [tag, at] of Object.entries(readPurges(file))) {
    if (at && typeof at === 'object') tagsManifest.set(tag, later(tagsManifest.get(tag), at))
  }
}

/**
 * Saves the purge times of `tags` (as Next's tag list now has them) into the file: merged with
 * what is there, written to a temporary file and renamed over it, so that a reader (or a crash)
 * never meets half a file. Never throws: a purge that could not be saved is still in effect here.
 */
function persistPurges(tags) {
  const file = purgesFile(disk.serverDistDir)
  const write = async () => {
    const saved = readPurges(file)
    for (const tag of tags) {
      const at = tagsManifest.get(tag)
      if (at) saved[tag] = later(saved[tag], at)
    }
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    try {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(temp, JSON.stringify(saved))
      renameSync(temp, file)
    } catch (err) {
      rmSync(temp, { force: true })
      console.warn(`[cache] could not save the purge of ${tags.join(', ')}: ${err?.message ?? err}`)
    }
  }
  disk.writing = disk.writing.then(write, write)
  return disk.writing
}

// The app's own code is bundled apart from this file: it finds the function here (registered
// when Next, the instrumentation hook or the delivery worker loads this file).
globalThis[Symbol.for('salon.purgeOutsideRequest')] = purgeOutsideRequest

function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}
