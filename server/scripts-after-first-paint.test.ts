import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { scriptNonces } from './script-nonces.mjs'
import {
  AfterPaintRewriter,
  LOADER,
  loaderTag,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint.mjs'

// The shape of a page as Next.js 16 writes it: React's low-priority preload of its bootstrap
// script and the chunk scripts in the head, the bootstrap script after the first screen.
const PAGE =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '<title>Prices — Willow &amp; Wren</title></head><body><h1>Prices £45</h1>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>'

const REWRITTEN =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  LOADER +
  '<script>self.__afterPaint("/_next/static/chunks/a.js")</script>' +
  '<script>self.__afterPaint("/_next/static/chunks/turbopack-b.js")</script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '<title>Prices — Willow &amp; Wren</title></head><body><h1>Prices £45</h1>' +
  '<script>self.__afterPaint("/_next/static/chunks/boot.js",1)</script>' +
  '<script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>'

const rewriteInPieces = (html: string, size: number, nonce?: string) => {
  const bytes = Buffer.from(html)
  const rewriter = new AfterPaintRewriter({ nonce })
  let out = ''
  for (let i = 0; i < bytes.length; i += size) out += rewriter.push(bytes.subarray(i, i + size))
  return out + rewriter.end()
}

describe('AfterPaintRewriter', () => {
  it('hands every chunk script to the loader, marks the first one after the head, and drops the preload', () => {
    expect(rewriteInPieces(PAGE, PAGE.length * 2)).toBe(REWRITTEN)
  })

  it('gives the same page whatever the pieces it arrives in, even one byte at a time', () => {
    for (const size of [1, 2, 3, 7, 16, 64, 100, 333]) {
      expect(rewriteInPieces(PAGE, size), `pieces of ${size} bytes`).toBe(REWRITTEN)
    }
  })

  it('leaves a page with no chunk script as it was, and writes the loader only once', () => {
    const plain = '<html><head><title>a < b</title></head><body>x</body></html>'
    expect(rewriteInPieces(plain, 5)).toBe(plain)
    expect(rewriteInPieces(PAGE, 10).split(LOADER)).toHaveLength(2)
  })

  it('leaves a script with attributes it does not know (an integrity hash) as it was', () => {
    const tag = '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>'
    expect(rewriteInPieces(`<head>${tag}</head>`, 4)).toBe(`<head>${tag}</head>`)
  })
})

const N = 'Nnnnnnnnnnnnnnnnnnnnnn'
const FLIGHT = 'self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cb\\u003e\\"}\\n"])'
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/boot.js"],"runtimeModuleIds":[7]});'
const JSON_LD =
  '<script type="application/ld+json">{"@type":"HairSalon","name":"W \\u003c W"}</script>'

// What a staff member's rich text might carry if escaping ever failed: none of it may be blessed.
const INJECTED =
  '<img src="x" onerror="fetch(\'/cms-api/users\')"><script>alert(1)</script>' +
  '<script nonce="guessed">alert(2)</script>' +
  `<script>${FLIGHT};alert(3)</script><script type="module">alert(4)</script>` +
  `<script src="/cms-api/media/file/x.svg"></script><SCRIPT>${FLIGHT}</SCRIPT>`

// A page from the cache: rendered without a nonce (at build time) or for an earlier request.
const cachedPage = (old: string) =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low"${old} href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/a.js" async=""${old}></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""${old}></script>` +
  `</head><body><h1>Prices</h1><div class="prose">${INJECTED}</div>${JSON_LD}` +
  `<script${old} id="_R_">${TURBOPACK}</script>` +
  `<script src="/_next/static/chunks/boot.js"${old} async=""></script>` +
  `<script${old}>(self.__next_f=self.__next_f||[]).push([0])</script><script${old}>${FLIGHT}</script>` +
  '</body></html>'

const cachedRewritten = (old: string) =>
  '<!DOCTYPE html><html><head>' +
  loaderTag(N) +
  `<script nonce="${N}">self.__afterPaint("/_next/static/chunks/a.js")</script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""${old}></script>` +
  `</head><body><h1>Prices</h1><div class="prose">${INJECTED}</div>${JSON_LD}` +
  `<script nonce="${N}" id="_R_">${TURBOPACK}</script>` +
  `<script nonce="${N}">self.__afterPaint("/_next/static/chunks/boot.js",1)</script>` +
  `<script nonce="${N}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="${N}">${FLIGHT}</script>` +
  '</body></html>'

// React's script for a Suspense boundary that streamed in: only ever seen in a fresh render.
const REACT_RUNTIME = '$RC=function(a,b){for(var i=0;i<a.length;i++);};$RC("B:0","S:0")'

describe('AfterPaintRewriter with a nonce', () => {
  it("gives the nonce to the page's own inline scripts and the loader, and to nothing else", () => {
    expect(rewriteInPieces(cachedPage(''), 1 << 20, N)).toBe(cachedRewritten(''))
  })

  it('replaces the nonce of an earlier request on the scripts it recognises, never on others', () => {
    const old = ' nonce="OldOldOldOldOldOldOldO"'
    const page = cachedPage(old).replace(
      '</body>',
      `<script${old}>${REACT_RUNTIME}</script></body>`,
    )
    expect(rewriteInPieces(page, 1 << 20, N)).toBe(
      cachedRewritten(old).replace('</body>', `<script${old}>${REACT_RUNTIME}</script></body>`),
    )
  })

  it("keeps what Next.js and React wrote with this response's nonce, and still starts chunks after the paint", () => {
    const fresh = ` nonce="${N}"`
    const page = cachedPage(fresh).replace(
      '</body>',
      `<script${fresh}>${REACT_RUNTIME}</script></body>`,
    )
    expect(rewriteInPieces(page, 1 << 20, N)).toBe(
      cachedRewritten(fresh).replace('</body>', `<script${fresh}>${REACT_RUNTIME}</script></body>`),
    )
  })

  it('gives the same page whatever the pieces it arrives in', () => {
    for (const size of [1, 2, 3, 7, 16, 64, 100, 333])
      expect(rewriteInPieces(cachedPage(''), size, N), `pieces of ${size} bytes`).toBe(
        cachedRewritten(''),
      )
  })
})

describe('AfterPaintRewriter with the script start left to Next.js (the bench, ADR 027)', () => {
  it("leaves the chunk scripts and React's preload as written, and still nonces the inline scripts", () => {
    const page = cachedPage('')
    const expected = page
      .replace(`<script id="_R_">`, `<script nonce="${N}" id="_R_">`)
      .replace(
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
        `<script nonce="${N}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      )
      .replace(`<script>${FLIGHT}</script>`, `<script nonce="${N}">${FLIGHT}</script>`)
    for (const size of [1, 7, 1 << 20]) {
      const rewriter = new AfterPaintRewriter({ nonce: N, afterPaint: false })
      const bytes = Buffer.from(page)
      let out = ''
      for (let i = 0; i < bytes.length; i += size) out += rewriter.push(bytes.subarray(i, i + size))
      expect(out + rewriter.end(), `pieces of ${size} bytes`).toBe(expected)
    }
  })
})

describe('scriptsAfterFirstPaint', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  const serve = async (handler: Parameters<typeof createServer>[1], nonces = false) => {
    server = createServer((req, res) => {
      // As server.mjs does it.
      scriptsAfterFirstPaint(res, { nonce: nonces ? scriptNonces(req, res) : undefined })
      handler?.(req, res)
    })
    server.listen(0)
    await once(server, 'listening')
    return `http://localhost:${(server.address() as AddressInfo).port}`
  }

  it('rewrites a streamed page and a page sent whole with its old length, and nothing else', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/streamed') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        const bytes = Buffer.from(PAGE)
        res.write(bytes.subarray(0, 150))
        res.write(bytes.subarray(150, 151))
        res.end(bytes.subarray(151))
      } else if (req.url === '/whole') {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('content-length', Buffer.byteLength(PAGE))
        res.end(PAGE)
      } else {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ page: PAGE }))
      }
    })
    expect(await (await fetch(`${base}/streamed`)).text()).toBe(REWRITTEN)
    const whole = await fetch(`${base}/whole`)
    expect(await whole.text()).toBe(REWRITTEN)
    expect(whole.headers.get('content-length')).toBeNull()
    expect(await (await fetch(`${base}/api`)).json()).toEqual({ page: PAGE })
  })

  it("writes the nonce of the response's policy on the page's scripts", async () => {
    const base = await serve((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', "script-src 'self' 'unsafe-inline'")
      // Next.js writes the nonce it was handed on what it renders for this request.
      const given = /'nonce-([\w-]+)'/.exec(String(req.headers['content-security-policy']))?.[1]
      res.end(cachedPage(` nonce="${given}"`))
    }, true)
    const res = await fetch(base)
    const nonce = /'nonce-([\w-]{22})'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    expect(res.headers.get('content-security-policy')).toBe(
      `script-src 'self' 'nonce-${nonce}'; script-src-attr 'none'`,
    )
    const html = await res.text()
    expect(html).toContain(loaderTag(nonce))
    // Every nonce on the page is the response's, but the one the injected script guessed.
    expect(new Set(html.match(/nonce="[^"]*"/g))).toEqual(
      new Set([`nonce="${nonce}"`, 'nonce="guessed"']),
    )
  })
})
