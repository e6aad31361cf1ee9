// The budget's reading of a build: a small build directory written here in the shapes
// Turbopack 16.4 writes (build-manifest.json, a page's client-reference manifest, module
// chunks), checked against what the page loads and whose code each module is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  matchRoute,
  parseChunk,
  readRouteScripts,
  routeFromManifestKey,
  routeScriptBytes,
} from './route-js.mjs'

const push = (body: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${body}]);`

// Our code: a long, varied string, so that gzip cannot fold it away.
const ownText = Array.from({ length: 400 }, (_, i) => `m${i}:${(i * 7919) % 10007}`).join(',')

const chunks: Record<string, string> = {
  'static/chunks/root.js': push(`900,e=>{e.s(["react",0,1])}`) + '/* react-dom */',
  'static/chunks/turbopack-runtime.js': '(()=>{var e={};self.TURBOPACK_RUNTIME=e})();',
  'static/chunks/poly.js': '!function(){/* legacy polyfills */}();',
  // The layout's chunk: Next's link (1) and a helper it imports (2); our menu (10) and its
  // styles (11). The menu imports the link: the link stays the framework's.
  'static/chunks/layout.js': push(
    `1,(e,t,r)=>{e.i(2);r.Link=function(){}},` +
      `2,e=>{e.s(["formatUrl",0,function(){}])},` +
      `10,e=>{var t=e.i(1),n=e.i(11);e.s(["SiteNav",0,function(){return[t,n]}])},` +
      `11,e=>{e.v({nav:"x_nav"})}`,
  ),
  // The page's chunk: two modules Turbopack merged into one factory (20, 21), ours.
  'static/chunks/page.js': push(`20,21,e=>{e.s(["data",0,"${ownText}"])}`),
}

const manifest = {
  moduleLoading: { prefix: '' },
  clientModules: {
    '[project]/node_modules/next/dist/client/app-dir/link.js <module evaluation>': {
      id: 1,
      name: '*',
      chunks: ['/_next/static/chunks/layout.js'],
      async: false,
    },
    '[project]/src/components/site/site-nav.tsx <module evaluation>': {
      id: 10,
      name: '*',
      chunks: ['/_next/static/chunks/layout.js'],
      async: false,
    },
    '[project]/src/components/site/widget.tsx': {
      id: 20,
      name: '*',
      chunks: ['/_next/static/chunks/page.js'],
      async: false,
    },
  },
  entryJSFiles: {
    '[project]/src/app/(frontend)/layout': [],
    '[project]/src/app/(frontend)/(site)/layout': ['static/chunks/layout.js'],
    '[project]/src/app/(frontend)/(site)/team/[slug]/page': [
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ],
  },
}

let dist = ''
const size = (file: string) => Buffer.byteLength(chunks[file]!)
const gz = (file: string) => gzipSync(Buffer.from(chunks[file]!)).length

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'route-js-'))
  for (const [file, text] of Object.entries(chunks)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), text)
  }
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/poly.js'],
      rootMainFiles: ['static/chunks/root.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  const pageDir = path.join(dist, 'server/app/(frontend)/(site)/team/[slug]')
  mkdirSync(pageDir, { recursive: true })
  const key = '/(frontend)/(site)/team/[slug]/page'
  writeFileSync(
    path.join(pageDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify(manifest)};\n`,
  )
})

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('readRouteScripts', () => {
  it('lists the scripts the page loads: the root files, then its segments’ chunks', () => {
    const { routes } = readRouteScripts(dist)
    expect([...routes.keys()]).toEqual(['/team/[slug]'])
    expect(routes.get('/team/[slug]')!.files).toEqual([
      'static/chunks/root.js',
      'static/chunks/turbopack-runtime.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ])
    expect(routes.get('/team/[slug]')!.ownComponents).toEqual([
      'src/components/site/site-nav.tsx',
      'src/components/site/widget.tsx',
    ])
  })

  it('counts the root files and what Next’s components import as framework, the rest as ours', () => {
    const r = readRouteScripts(dist).routes.get('/team/[slug]')!
    const all = Object.keys(chunks).filter((f) => f !== 'static/chunks/poly.js')
    expect(r.total.raw).toBe(all.reduce((n, f) => n + size(f), 0))
    expect(r.total.gzip).toBe(all.reduce((n, f) => n + gz(f), 0))
    expect(r.framework.raw + r.own.raw).toBe(r.total.raw)

    // Framework: the root files, Next's link (1) and its helper (2), even though our menu
    // imports the link. Ours: the menu (10), its styles (11), the merged modules (20, 21).
    const layout = parseChunk(chunks['static/chunks/layout.js']!)!
    const factory = (id: number) => {
      const m = layout.find((x) => x.ids.includes(id))!
      return m.end - m.start
    }
    const ownShare =
      (factory(10) + factory(11)) / [1, 2, 10, 11].reduce((n, id) => n + factory(id), 0)
    const layoutShare = Math.round(size('static/chunks/layout.js') * ownShare)
    // The page's chunk holds only our (merged) module: all of it is ours.
    const pageOwn = size('static/chunks/page.js')
    expect(r.own.raw).toBe(layoutShare + pageOwn)
    expect(r.framework.raw).toBe(
      size('static/chunks/root.js') +
        size('static/chunks/turbopack-runtime.js') +
        size('static/chunks/layout.js') -
        layoutShare,
    )
    expect(r.own.gzip).toBe(
      gz('static/chunks/page.js') + Math.round(gz('static/chunks/layout.js') * ownShare),
    )
  })

  it('keeps the nomodule polyfills out of every route, reported apart', () => {
    const { routes, polyfills } = readRouteScripts(dist)
    expect(routes.get('/team/[slug]')!.files).not.toContain('static/chunks/poly.js')
    expect(polyfills).toEqual({
      raw: size('static/chunks/poly.js'),
      gzip: gz('static/chunks/poly.js'),
    })
  })

  it('reads only the routes asked for', () => {
    expect(readRouteScripts(dist, { include: (r) => r === '/' }).routes.size).toBe(0)
  })

  it('gives the bench framework and own bytes per route', () => {
    const bytes = routeScriptBytes(dist)
    const r = readRouteScripts(dist).routes.get('/team/[slug]')!
    expect(bytes.get('/team/[slug]')).toEqual({ framework: r.framework, own: r.own })
  })
})

describe('parseChunk', () => {
  it('reads module ids, merged ids and imports', () => {
    const modules = parseChunk(chunks['static/chunks/layout.js']!)!
    expect(modules.map((m) => m.ids)).toEqual([[1], [2], [10], [11]])
    expect(modules[0]!.deps).toEqual([2])
    expect(modules[2]!.deps).toEqual([1, 11])
    expect(parseChunk(chunks['static/chunks/page.js']!)!.map((m) => m.ids)).toEqual([[20, 21]])
  })

  it('answers null for a file that is not a module chunk', () => {
    expect(parseChunk(chunks['static/chunks/turbopack-runtime.js']!)).toBeNull()
    expect(parseChunk('not javascript TURBOPACK (')).toBeNull()
  })
})

describe('route names', () => {
  it('drops route groups and the final page segment', () => {
    expect(routeFromManifestKey('/(frontend)/(site)/page')).toBe('/')
    expect(routeFromManifestKey('/(frontend)/(site)/team/[slug]/page')).toBe('/team/[slug]')
    expect(routeFromManifestKey('/(payload)/admin/[[...segments]]/page')).toBe(
      '/admin/[[...segments]]',
    )
  })

  it('matches a path to its route as Next.js does: static segments first', () => {
    const routes = ['/', '/[name]', '/[name]/[...rest]', '/team', '/team/[slug]', '/blog/[slug]']
    expect(matchRoute('/', routes)).toBe('/')
    expect(matchRoute('/team', routes)).toBe('/team')
    expect(matchRoute('/salon', routes)).toBe('/[name]')
    expect(matchRoute('/team/grace-pemberton', routes)).toBe('/team/[slug]')
    expect(matchRoute('/blog/a-post?x=1', routes)).toBe('/blog/[slug]')
    expect(matchRoute('/salon/a/b', routes)).toBe('/[name]/[...rest]')
    expect(matchRoute('/blog', routes)).toBe('/[name]')
    expect(matchRoute('/a/b', ['/team/[slug]'])).toBeNull()
  })
})
