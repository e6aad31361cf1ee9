import { once } from 'node:events'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  etagWithNonce,
  isDataOnlyScript,
  policyWithNonce,
  scriptNonces,
  validatorNonce,
} from './script-nonces.mjs'

const SITE =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; object-src 'none'"
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA'

// Inline scripts as Next.js 16 writes them (taken from the built pages).
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_DATA =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n3:I[339756,[\\"$2\\"],\\"default\\"]\\n' +
  '4:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Fish \\u0026 chips \\u003cb\\u003e\\"}]\\n"])'
const FLIGHT_BINARY = 'self.__next_f.push([3,"AAECAwQ="])'
const FLIGHT_FORM_STATE = `${FLIGHT_START};self.__next_f.push([2,[{"ok":true},"k1",null,0]])`
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[494553]});'

describe('policyWithNonce', () => {
  it("trusts the nonce instead of 'unsafe-inline' for scripts, forbids inline handlers, and changes nothing else", () => {
    expect(policyWithNonce(SITE, NONCE)).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; script-src-attr 'none'; ` +
        "style-src 'self' 'unsafe-inline'; object-src 'none'",
    )
  })

  it('replaces a nonce already there, and derives script-src from default-src when there is none', () => {
    expect(policyWithNonce("script-src 'self' 'nonce-old'; script-src-attr 'none'", NONCE)).toBe(
      `script-src 'self' 'nonce-${NONCE}'; script-src-attr 'none'`,
    )
    expect(policyWithNonce("default-src 'self' 'unsafe-inline'; img-src *", NONCE)).toBe(
      `default-src 'self' 'unsafe-inline'; script-src 'self' 'nonce-${NONCE}'; ` +
        "script-src-attr 'none'; img-src *",
    )
  })
})

describe('isDataOnlyScript', () => {
  it('recognises the inline scripts Next.js writes: flight data, form state, binary data, the chunk list', () => {
    for (const script of [FLIGHT_START, FLIGHT_DATA, FLIGHT_BINARY, FLIGHT_FORM_STATE, TURBOPACK])
      expect(isDataOnlyScript(script), script).toBe(true)
    expect(isDataOnlyScript(`${TURBOPACK}\n${TURBOPACK}`)).toBe(true)
  })

  it('refuses anything that does more than hand a literal to the page, whatever it looks like', () => {
    for (const script of [
      'alert(1)',
      '',
      `${FLIGHT_DATA};alert(1)`,
      `${FLIGHT_DATA}\nalert(1)`,
      'self.__next_f.push([1,"x"]);self.__next_f.push(alert(1))',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push({"a":1})',
      `${FLIGHT_START};alert(1)`,
      `${FLIGHT_START};self.__next_f.push([1,fetch("/cms-api/users")])`,
      'self.__next_f.push([1,"x"])//',
      // "<!--" would open a comment for the HTML parser's script states and for JavaScript.
      'self.__next_f.push([1,"<!--<script>"])',
      'self.__next_f.push([1,"\u2028"]);\u2028alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      '(globalThis["TURBOPACK"] || (globalThis["other"] = [])).push({});',
      '(globalThis["a\\"b"] || (globalThis["a\\"b"] = [])).push({});',
      `${TURBOPACK}\nalert(1)`,
      `${TURBOPACK}\u2028alert(1)`,
    ])
      expect(isDataOnlyScript(script), script).toBe(false)
  })
})

describe('the validator carries the nonce the page was sent with', () => {
  it('adds the nonce to an entity tag and reads it back from If-None-Match', () => {
    expect(etagWithNonce('"cn8ghlzeha3gy9"', NONCE)).toBe(`"cn8ghlzeha3gy9~${NONCE}"`)
    expect(etagWithNonce('W/"x"', NONCE)).toBe(`W/"x~${NONCE}"`)
    expect(validatorNonce(`"cn8ghlzeha3gy9~${NONCE}"`)).toEqual({
      ifNoneMatch: '"cn8ghlzeha3gy9"',
      nonce: NONCE,
    })
    expect(validatorNonce(`W/"x~${NONCE}"`)).toEqual({ ifNoneMatch: 'W/"x"', nonce: NONCE })
  })

  it('ignores validators it did not write', () => {
    expect(etagWithNonce('no-quotes', NONCE)).toBeNull()
    for (const header of [
      undefined,
      '"cn8ghlzeha3gy9"',
      '*',
      `"a~${NONCE}", "b~${NONCE}"`,
      `"a~${NONCE}x"`,
      '"a~AAAAAAAAAAAAAAAAAAAA\'AA"',
    ])
      expect(validatorNonce(header), String(header)).toBeNull()
  })
})

describe('scriptNonces', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** Serves `handler` behind scriptNonces; returns the base address and what the handler saw. */
  const serve = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const seen: { headers?: IncomingHttpHeaders; nonce?: string } = {}
    server = createServer((req, res) => {
      seen.nonce = scriptNonces(req, res)
      seen.headers = { ...req.headers }
      handler(req, res)
    })
    server.listen(0)
    await once(server, 'listening')
    return { base: `http://localhost:${(server.address() as AddressInfo).port}`, seen }
  }

  it("hands Next.js the response's nonce and sends the page's policy and validator with it", async () => {
    const { base, seen } = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', SITE)
      res.setHeader('etag', '"abc"')
      res.end('<p>page</p>')
    })
    const res = await fetch(`${base}/prices`, {
      headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient'" },
    })
    const nonce = seen.nonce!
    expect(nonce).toMatch(/^[\w-]{22}$/)
    // Next.js reads the nonce from the request's policy (its documented way of taking one).
    expect(seen.headers!['content-security-policy']).toBe(`script-src 'nonce-${nonce}'`)
    expect(res.headers.get('content-security-policy')).toBe(policyWithNonce(SITE, nonce))
    expect(res.headers.get('etag')).toBe(`"abc~${nonce}"`)
  })

  it('gives every response its own nonce', async () => {
    const nonces = new Set<string>()
    const { base, seen } = await serve((_req, res) => {
      nonces.add(seen.nonce!)
      res.setHeader('content-type', 'text/html')
      res.end()
    })
    for (let i = 0; i < 5; i++) await (await fetch(base)).arrayBuffer()
    expect(nonces.size).toBe(5)
  })

  it('answers a revalidation (304) with the nonce of the copy the browser has', async () => {
    const { base, seen } = await serve((req, res) => {
      res.setHeader('content-security-policy', SITE)
      res.setHeader('etag', '"abc"')
      // Next.js compares the validator it wrote, and sends no content type with a 304.
      res.statusCode = req.headers['if-none-match'] === '"abc"' ? 304 : 200
      res.end()
    })
    const res = await fetch(base, { headers: { 'if-none-match': `"abc~${NONCE}"` } })
    expect(res.status).toBe(304)
    expect(seen.headers!['if-none-match']).toBe('"abc"')
    expect(res.headers.get('content-security-policy')).toBe(policyWithNonce(SITE, NONCE))
    expect(res.headers.get('etag')).toBe(`"abc~${NONCE}"`)
    // A validator without a nonce (a copy from before this server) gets the policy as it was.
    const old = await fetch(base, { headers: { 'if-none-match': '"abc"' } })
    expect(old.status).toBe(304)
    expect(old.headers.get('content-security-policy')).toBe(SITE)
  })

  it('leaves other responses alone, and sees headers given to writeHead', async () => {
    const { base, seen } = await serve((req, res) => {
      if (req.url === '/api') {
        res.setHeader('content-security-policy', SITE)
        res.setHeader('etag', '"j"')
        res.setHeader('content-type', 'application/json')
        res.end('{}')
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': SITE })
        res.end('<p>page</p>')
      }
    })
    const api = await fetch(`${base}/api`)
    expect(api.headers.get('content-security-policy')).toBe(SITE)
    expect(api.headers.get('etag')).toBe('"j"')
    const page = await fetch(`${base}/page`)
    expect(page.headers.get('content-security-policy')).toBe(policyWithNonce(SITE, seen.nonce!))
  })
})
