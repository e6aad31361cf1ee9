import { describe, expect, it } from 'vitest'

import {
  CROSS_ORIGIN_MESSAGE,
  crossOriginProblem,
  isJsonType,
  nonJsonBody,
  originOf,
} from './same-origin'

const SITE = 'https://salon.example'
const write = (origin: string | null, fetchSite: string | null = null, method = 'POST') => ({
  method,
  origin,
  fetchSite,
})

describe('crossOriginProblem', () => {
  it('lets the site itself write', () => {
    expect(crossOriginProblem(write(SITE, 'same-origin'), SITE)).toBeNull()
    expect(crossOriginProblem(write('https://SALON.example'), SITE)).toBeNull()
    expect(crossOriginProblem(write('https://salon.example:443'), SITE)).toBeNull()
    // SITE_URL may carry a path or a trailing slash.
    expect(crossOriginProblem(write(SITE), 'https://salon.example/shop/')).toBeNull()
  })

  it('lets a client without Origin or Sec-Fetch-Site through (curl, a server)', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(crossOriginProblem(write(null, null, method), SITE)).toBeNull()
    expect(crossOriginProblem(write(null, 'same-origin'), SITE)).toBeNull()
    expect(crossOriginProblem(write(null, 'none'), SITE)).toBeNull()
  })

  it('refuses another site, a sibling subdomain, another port or scheme, and "null"', () => {
    for (const origin of [
      'https://evil.example',
      'https://admin.salon.example',
      'https://salon.example.evil.example',
      'https://salon.example:8443',
      'http://salon.example',
      'null',
      'not an address',
      '',
      'file:///etc/passwd',
    ])
      expect(crossOriginProblem(write(origin), SITE), origin).toBe(CROSS_ORIGIN_MESSAGE)
  })

  it('refuses what the browser marks cross-site or same-site, with or without Origin', () => {
    for (const fetchSite of ['cross-site', 'same-site', 'Cross-Site'])
      expect(crossOriginProblem(write(null, fetchSite), SITE), fetchSite).toBe(CROSS_ORIGIN_MESSAGE)
    expect(crossOriginProblem(write(SITE, 'cross-site'), SITE)).toBe(CROSS_ORIGIN_MESSAGE)
  })

  it('never judges reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(
        crossOriginProblem(write('https://evil.example', 'cross-site', method), SITE),
      ).toBeNull()
  })

  it('refuses every write when SITE_URL is not an address (fails closed)', () => {
    expect(crossOriginProblem(write(SITE), 'nonsense')).toBe(CROSS_ORIGIN_MESSAGE)
  })
})

describe('originOf', () => {
  it('is the origin of an http(s) address only', () => {
    expect(originOf('http://localhost:3100/admin')).toBe('http://localhost:3100')
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('')).toBeNull()
  })
})

describe('nonJsonBody', () => {
  const body = (contentType: string | null, contentLength: string | null = null) =>
    nonJsonBody({ contentType, contentLength })

  it('accepts JSON and an empty request', () => {
    expect(body('application/json')).toBe(false)
    expect(body('application/json; charset=utf-8')).toBe(false)
    expect(body('Application/JSON')).toBe(false)
    expect(body(null)).toBe(false)
    expect(body(null, '0')).toBe(false)
  })

  it('refuses forms, text and bodies without a type', () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
    ])
      expect(body(type), type).toBe(true)
    expect(body(null, '12')).toBe(true)
  })
})

describe('isJsonType', () => {
  it('is application/json with or without parameters, and nothing else (nor no type)', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', ' APPLICATION/JSON'])
      expect(isJsonType(type), type).toBe(true)
    for (const type of [
      null,
      '',
      'text/plain',
      'text/json',
      'application/jsonp',
      'application/json+x',
    ])
      expect(isJsonType(type), String(type)).toBe(false)
  })
})
