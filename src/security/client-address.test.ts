import { describe, expect, it } from 'vitest'

import { addressKey, clientAddress, trustedProxyHops } from './client-address'
import { peerAddressHeader, refusalFor } from './request-guard.server'

const headers = (peer: string | null, xff?: string) => {
  const h = new Headers()
  if (peer !== null) h.set(peerAddressHeader(), peer)
  if (xff !== undefined) h.set('x-forwarded-for', xff)
  return h
}

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For by default (no trusted proxy)', () => {
    expect(clientAddress(headers('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9')
    expect(clientAddress(headers('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8'), 0)).toBe('127.0.0.1')
  })

  it('takes the address the trusted proxies saw, never one the client wrote', () => {
    // nginx appends the client's address: "whatever the client sent, client".
    expect(clientAddress(headers('10.0.0.2', '198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddress(headers('10.0.0.2', 'spoofed, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddress(headers('10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.7, 10.0.0.1'), 2)).toBe(
      '198.51.100.7',
    )
  })

  it('never goes past the left end, and a missing header falls back to the socket', () => {
    expect(clientAddress(headers('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(headers('10.0.0.2', '198.51.100.7'), 5)).toBe('198.51.100.7')
  })

  it('is "unknown" for a request that did not pass the guard, whatever it claims', () => {
    expect(clientAddress(headers(null, '198.51.100.7'), 0)).toBe('unknown')
    expect(clientAddress(headers(null, '198.51.100.7'), 1)).toBe('unknown')
  })

  it('counts an IPv6 client by its /64 and junk as one key', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('[::1]')).toBe('0:0:0:0::/64')
    expect(addressKey('<script>')).toBe('invalid')
  })

  it('reads TRUSTED_PROXY_HOPS defensively', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('-1')).toBe(0)
    expect(trustedProxyHops('lots')).toBe(0)
  })
})

describe('refusalFor', () => {
  it('refuses what Next.js cannot handle, and nothing else', () => {
    expect(refusalFor('TRACE', '/api/joinus')).toBe('/refused/405')
    expect(refusalFor('TRACK', '/')).toBe('/refused/405')
    expect(refusalFor('GET', '/prices/%')).toBe('/refused/400')
    expect(refusalFor('GET', '/api/get-quote-details/%zz?x=1')).toBe('/refused/400')
    expect(refusalFor('GET', '/prices/%E0%A4%A')).toBe('/refused/400')
    expect(refusalFor('GET', '/blog/caf%C3%A9?q=%')).toBeNull()
    expect(refusalFor('POST', '/api/joinus')).toBeNull()
    expect(refusalFor('OPTIONS', '/')).toBeNull()
    // An empty Next-Action header (Next.js would call it an action, then fail on a bad Origin).
    expect(refusalFor('POST', '/', { 'next-action': '', origin: 'x' })).toBe('/refused/400')
    expect(refusalFor('POST', '/', { 'next-action': 'abc' })).toBeNull()
    expect(refusalFor('GET', '/', { 'next-action': '' })).toBeNull()
  })
})
