import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { AfterPaintRewriter, LOADER, scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

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

const rewriteInPieces = (html: string, size: number) => {
  const bytes = Buffer.from(html)
  const rewriter = new AfterPaintRewriter()
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

describe('scriptsAfterFirstPaint', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    server = createServer((req, res) => {
      scriptsAfterFirstPaint(res)
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
})
