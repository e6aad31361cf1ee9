// Client JavaScript per route, read from a Turbopack production build (`next build`): which
// script files each App Router page loads, and how many of their bytes are the framework
// (React, the Next.js runtime and Next's own client components) and how many are ours (our
// client components and everything they import). Used by the performance budget
// (scripts/perf-budget.mjs) and the bench. See ADR 018.
//
// Where the figures come from:
// - `build-manifest.json` → `rootMainFiles`: the scripts every App Router page loads (React,
//   react-dom, the router, Turbopack's runtime). All framework. `polyfillFiles` are loaded with
//   `nomodule`, so no browser we target fetches them: reported apart, never counted.
// - `server/app/**/page_client-reference-manifest.js` → `entryJSFiles`: the chunks of each
//   segment of that page (layouts, not-found, the page), exactly the `<script async>` tags of
//   its HTML besides the root files; `clientModules` names the client components in them
//   (`[project]/src/…`, `[project]/node_modules/next/…`) with their module ids.
// - The chunks themselves (`TURBOPACK.push([script, id, factory, id, factory, …])`): one
//   factory per module, its imports written `x.i(id)` / `x.r(id)`. A module is framework when
//   it is reachable from a framework client component (Next's, React's) through those imports;
//   anything else a route loads is ours. Bytes shared by both count as framework: they would
//   load without our code.
//
// Compressed bytes are gzip at zlib's default level, what `next start` sends. A chunk holding
// both kinds of module is split in proportion to the raw bytes of each.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

import { parse } from 'acorn'

/** Client components of these packages are the framework; any other module path is ours. */
export const FRAMEWORK_PACKAGES = /\/node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\//

/**
 * The route a client-reference manifest belongs to: its key without route groups and the
 * final `/page` — `/(frontend)/(site)/team/[slug]/page` → `/team/[slug]`.
 * @param {string} key
 */
export function routeFromManifestKey(key) {
  const parts = key
    .split('/')
    .filter((p) => p && !(p.startsWith('(') && p.endsWith(')')))
    .filter((p, i, all) => !(i === all.length - 1 && p === 'page'))
  return `/${parts.join('/')}`
}

/**
 * The modules of one Turbopack chunk, or null when the file is not a module chunk (the runtime).
 * @param {string} text
 * @returns {{ ids: number[], start: number, end: number, deps: number[] }[] | null}
 */
export function parseChunk(text) {
  if (!text.includes('TURBOPACK')) return null
  let ast
  try {
    ast = parse(text, { ecmaVersion: 'latest', sourceType: 'script' })
  } catch {
    return null
  }
  // (globalThis.TURBOPACK || (globalThis.TURBOPACK = [])).push([script, id, factory, …])
  const stmt = ast.body[0]
  const call = stmt?.type === 'ExpressionStatement' ? stmt.expression : null
  const list = call?.type === 'CallExpression' ? call.arguments[0] : null
  if (list?.type !== 'ArrayExpression') return null
  // Several ids may share one factory (modules Turbopack merged): `id, id, factory`.
  const modules = []
  let ids = []
  for (const item of list.elements.slice(1)) {
    if (item?.type === 'Literal' && typeof item.value === 'number') {
      ids.push(item.value)
    } else if (item && ids.length > 0) {
      const body = text.slice(item.start, item.end)
      const deps = [...body.matchAll(/\.[irA]\((\d+)\)/g)].map((m) => Number(m[1]))
      modules.push({ ids, start: item.start, end: item.end, deps })
      ids = []
    }
  }
  return modules
}

/** Evaluates a `page_client-reference-manifest.js` (our own build output) and returns its object. */
function readClientManifest(file) {
  const sandbox = {}
  sandbox.globalThis = sandbox
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 1000 })
  const manifests = sandbox.__RSC_MANIFEST ?? {}
  return Object.entries(manifests).map(([key, m]) => ({ key, manifest: m }))
}

function findManifests(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...findManifests(full))
    else if (entry.name === 'page_client-reference-manifest.js') out.push(full)
  }
  return out
}

const gzipSize = (buf) => gzipSync(buf).length

/**
 * @typedef {{ raw: number, gzip: number }} Bytes
 * @typedef {{
 *   framework: Bytes,
 *   own: Bytes,
 *   total: Bytes,
 *   files: string[],
 *   ownComponents: string[],
 * }} RouteScripts
 *   `files`: the scripts the page loads (paths under the build directory, e.g.
 *   `static/chunks/1hg_klxm7_8oh.js`), root files first; `ownComponents`: our client
 *   components on the page (project paths, e.g. `src/components/site/site-nav.tsx`).
 */

/**
 * Client JavaScript of every App Router page in a production build.
 * @param {string} distDir the build directory (`.next`)
 * @param {{ include?: (route: string) => boolean }} [options] which routes to read (the
 *   admin's chunks are megabytes: leaving them out keeps a run under a second)
 * @returns {{ routes: Map<string, RouteScripts>, polyfills: Bytes }}
 *   routes keyed by route pattern (`/`, `/team/[slug]`, `/[name]`), sorted; `polyfills`: the
 *   `nomodule` legacy scripts, which modern browsers skip (not part of any route's figures).
 */
export function readRouteScripts(distDir, { include = () => true } = {}) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  /** @type {string[]} */
  const rootFiles = buildManifest.rootMainFiles ?? []
  const polyfillFiles = buildManifest.polyfillFiles ?? []

  const fileCache = new Map()
  const readChunk = (file) => {
    let c = fileCache.get(file)
    if (!c) {
      const buf = readFileSync(path.join(distDir, file))
      const text = buf.toString('utf8')
      c = { raw: buf.length, gzip: gzipSize(buf), text, modules: parseChunk(text) }
      fileCache.set(file, c)
    }
    return c
  }

  const pages = []
  const appDir = path.join(distDir, 'server', 'app')
  for (const file of findManifests(appDir)) {
    for (const { key, manifest } of readClientManifest(file)) {
      if (!include(routeFromManifestKey(key))) continue
      const files = new Set()
      for (const list of Object.values(manifest.entryJSFiles ?? {}))
        for (const f of list) if (!rootFiles.includes(f)) files.add(f)
      /** @type {Map<number, string>} */
      const components = new Map()
      for (const [name, ref] of Object.entries(manifest.clientModules ?? {})) {
        const id = Number(ref.id)
        const modulePath = name.replace(/ <module evaluation>$/, '').replace(/^\[project\]\//, '')
        if (Number.isFinite(id)) components.set(id, modulePath)
      }
      pages.push({ route: routeFromManifestKey(key), files: [...files].sort(), components })
    }
  }

  /** @type {Map<string, RouteScripts>} */
  const routes = new Map()
  for (const page of pages.sort((a, b) => a.route.localeCompare(b.route))) {
    const framework = { raw: 0, gzip: 0 }
    const own = { raw: 0, gzip: 0 }
    for (const f of rootFiles) {
      const c = readChunk(f)
      framework.raw += c.raw
      framework.gzip += c.gzip
    }
    // Every module the route's own chunks hold, and which of them the framework reaches.
    const modules = new Map()
    for (const f of page.files)
      for (const m of readChunk(f).modules ?? [])
        for (const id of m.ids) if (!modules.has(id)) modules.set(id, m)
    const frameworkIds = new Set()
    const queue = [...page.components]
      .filter(([, p]) => FRAMEWORK_PACKAGES.test(`/${p}`))
      .map(([id]) => id)
    while (queue.length) {
      const id = /** @type {number} */ (queue.pop())
      if (frameworkIds.has(id)) continue
      frameworkIds.add(id)
      const m = modules.get(id)
      if (!m) continue
      for (const other of m.ids) frameworkIds.add(other)
      for (const d of m.deps) queue.push(d)
    }
    for (const f of page.files) {
      const c = readChunk(f)
      if (!c.modules) {
        // Not a module chunk (Turbopack's runtime): the framework's.
        framework.raw += c.raw
        framework.gzip += c.gzip
        continue
      }
      let ownRaw = 0
      let allRaw = 0
      for (const m of c.modules) {
        allRaw += m.end - m.start
        if (!frameworkIds.has(/** @type {number} */ (m.ids[0]))) ownRaw += m.end - m.start
      }
      // The bytes around the factories (the push wrapper, the ids) are shared out likewise.
      const share = allRaw > 0 ? ownRaw / allRaw : 0
      const ownFile = Math.round(c.raw * share)
      own.raw += ownFile
      framework.raw += c.raw - ownFile
      const ownGzip = Math.round(c.gzip * share)
      own.gzip += ownGzip
      framework.gzip += c.gzip - ownGzip
    }
    routes.set(page.route, {
      framework,
      own,
      total: { raw: framework.raw + own.raw, gzip: framework.gzip + own.gzip },
      files: [...rootFiles, ...page.files],
      ownComponents: [...page.components.values()].filter((p) => p.startsWith('src/')).sort(),
    })
  }

  const polyfills = { raw: 0, gzip: 0 }
  for (const f of polyfillFiles) {
    const c = readChunk(f)
    polyfills.raw += c.raw
    polyfills.gzip += c.gzip
  }
  return { routes, polyfills }
}

/**
 * Framework and own client JavaScript per route, for the bench:
 * `Map<route pattern, { framework: { raw, gzip }, own: { raw, gzip } }>` (bytes; gzip at the
 * default level). Route patterns as in `readRouteScripts`; `matchRoute` finds a URL's pattern.
 * @param {string} [distDir]
 * @param {{ include?: (route: string) => boolean }} [options] as for `readRouteScripts`
 * @returns {Map<string, { framework: Bytes, own: Bytes }>}
 */
export function routeScriptBytes(distDir = '.next', options = {}) {
  const out = new Map()
  for (const [route, r] of readRouteScripts(distDir, options).routes)
    out.set(route, { framework: r.framework, own: r.own })
  return out
}

/**
 * The route pattern a path belongs to, as Next.js matches it: static segments before dynamic
 * ones, `[x]` one segment, `[...x]` one or more.
 * @param {string} pathname e.g. `/team/grace-pemberton`
 * @param {Iterable<string>} patterns e.g. the keys of `routeScriptBytes()`
 * @returns {string | null}
 */
export function matchRoute(pathname, patterns) {
  const segs = (pathname.split('?')[0] ?? '').split('/').filter(Boolean)
  let best = null
  /** @type {number[]} */
  let bestRank = []
  for (const pattern of patterns) {
    const parts = pattern.split('/').filter(Boolean)
    // Per segment: 2 static, 1 dynamic, 0 catch-all; compared left to right.
    const rank = []
    let ok = parts.length > 0 || segs.length === 0
    for (let i = 0; i < parts.length && ok; i++) {
      const p = /** @type {string} */ (parts[i])
      if (p.startsWith('[[...') || p.startsWith('[...')) {
        ok = p.startsWith('[[') || segs.length > i
        rank.push(0)
        break
      }
      if (i >= segs.length) ok = false
      else if (p.startsWith('[')) rank.push(1)
      else if (p === segs[i]) rank.push(2)
      else ok = false
      if (ok && i === parts.length - 1 && segs.length !== parts.length) ok = false
    }
    if (!ok) continue
    const better = (() => {
      if (best === null) return true
      for (let i = 0; i < Math.max(rank.length, bestRank.length); i++) {
        const d = (rank[i] ?? -1) - (bestRank[i] ?? -1)
        if (d !== 0) return d > 0
      }
      return false
    })()
    if (better) {
      best = pattern
      bestRank = rank
    }
  }
  return best
}
