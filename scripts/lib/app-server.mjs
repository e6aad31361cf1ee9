// The production app as a child process, for the bench and the reliability tests: a throwaway
// database under .tmp/, server.mjs on a given port, readiness, SIGKILL and restart.
// Never points at data/salon.db: every caller passes its own DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

export const DEMO_PASSWORD = process.env.DEMO_ADMIN_PASSWORD || 'willow-wren-demo'
export const OWNER_EMAIL = 'owner@willowandwren.example'

/**
 * Environment for an app process on a throwaway SQLite database in `dir` (or `databaseUrl`).
 * @param {{ dir: string, port: number, databaseUrl?: string, extra?: Record<string, string> }} o
 */
export function appEnv({ dir, port, databaseUrl, extra = {} }) {
  return {
    DATABASE_URL: databaseUrl ?? `file:./${path.join(dir, 'salon.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'throwaway-secret-for-measurements-only',
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // Throwaway databases seeded with the demo logins: the demo's explicit opt-in.
    DEMO_MODE: '1',
    ...extra,
  }
}

/** A fresh directory under .tmp/ (removed first). */
export function freshDir(name) {
  const dir = path.join('.tmp', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return dir
}

/** Migrations and the demo content, with `scripts/prepare.ts`, into the database `env` names. */
export function prepareDatabase(env, { quiet = true, cwd = undefined } = {}) {
  const res = spawnSync('npx', ['tsx', 'scripts/prepare.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  })
  if (res.status !== 0) throw new Error(`prepare failed:\n${res.stdout ?? ''}${res.stderr ?? ''}`)
}

export function hasBuild(dir = '.') {
  return existsSync(path.join(dir, '.next/BUILD_ID'))
}

/** `next build` with `env` (pages prerendered at build time read that database). */
export function build(env) {
  const res = spawnSync('npx', ['next', 'build'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (res.status !== 0) throw new Error('next build failed')
}

export async function waitReady(base, timeoutMs = 120_000, child = null) {
  const until = Date.now() + timeoutMs
  const exited = () => child && (child.exitCode !== null || child.signalCode !== null)
  while (Date.now() < until) {
    if (exited())
      throw new Error(`server exited before it was ready (${child.exitCode ?? child.signalCode})`)
    try {
      // Bounded: a port held by something that accepts and drops connections leaves fetch
      // pending for ever.
      const res = await fetch(`${base}/api/levels`, { signal: AbortSignal.timeout(10_000) })
      // An answer while our server has exited came from whatever holds the port.
      if (res.ok && !exited()) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer ${base} within ${timeoutMs / 1000} s`)
}

/**
 * Starts the production server (node itself, no npx wrapper, so that the pid is the
 * server's and SIGKILL really kills it). Output goes to `logFile`. `cwd` runs another checkout's
 * build (the bench's "before").
 * @param {{ port: number, env: Record<string, string>, logFile: string, cwd?: string }} o
 */
export async function startApp({ port, env, logFile, cwd = undefined }) {
  mkdirSync(path.dirname(logFile), { recursive: true })
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(
    process.execPath,
    // A checkout from before server.mjs (the bench's "before") is served as it was then.
    existsSync(path.join(cwd ?? '.', 'server.mjs'))
      ? ['server.mjs', '-p', String(port)]
      : ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group: a kill reaches any worker Next starts
    },
  )
  // Not ended by the child's streams: the exit handler below still writes to the log.
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      log.write(`\n[app-server] server (pid ${child.pid}) exited: code ${code}, signal ${signal}\n`)
      resolve({ code, signal })
    }),
  )
  const base = `http://localhost:${port}`
  const app = {
    base,
    pid: child.pid,
    child,
    exited,
    logFile,
    running: () => child.exitCode === null && child.signalCode === null,
    /**
     * Stops the whole process group; SIGKILL gives the server no chance to finish anything.
     * A server still running `killAfterMs` after another signal is killed.
     */
    async stop(signal = 'SIGTERM', killAfterMs = 10_000) {
      if (!app.running()) return exited
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, killAfterMs)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
  try {
    await waitReady(base, 120_000, child)
  } catch (err) {
    await app.stop('SIGKILL')
    throw err
  }
  return app
}

/** Signs in as the seeded owner through the CMS REST API; returns the Authorization header value. */
export async function staffToken(base) {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER_EMAIL, password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`staff login failed: HTTP ${res.status}`)
  const { token } = await res.json()
  return `JWT ${token}`
}

/** How many documents of a collection match `where` (a query string fragment), read as staff. */
export async function countDocs(base, auth, collection, where = '') {
  const res = await fetch(
    `${base}/cms-api/${collection}?limit=1&depth=0${where ? `&${where}` : ''}`,
    { headers: { authorization: auth } },
  )
  if (!res.ok) throw new Error(`count ${collection}: HTTP ${res.status}`)
  return (await res.json()).totalDocs
}

/** Every document of a collection matching `where`, only the `fields` asked for, read as staff. */
export async function listDocs(base, auth, collection, where, fields) {
  const select = fields.map((f) => `select[${f}]=true`).join('&')
  const docs = []
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${base}/cms-api/${collection}?limit=1000&page=${page}&depth=0&${select}&${where}`,
      { headers: { authorization: auth } },
    )
    if (!res.ok) throw new Error(`list ${collection}: HTTP ${res.status}`)
    const body = await res.json()
    docs.push(...body.docs)
    if (!body.hasNextPage) return docs
  }
}
