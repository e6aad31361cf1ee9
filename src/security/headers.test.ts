import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  nothingRunsPolicy,
  securityHeaderRoutes,
  securityHeaders,
} from './headers'

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name!, values]
    }),
  )
const byKey = (production: boolean) =>
  new Map(securityHeaders({ production }).map((h) => [h.key, h.value]))

describe('security headers', () => {
  it('lock down what the pages and admin do not need', () => {
    const csp = directives(contentSecurityPolicy({ production: true }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    // No other origin may run code or receive data.
    for (const name of [
      'script-src',
      'style-src',
      'connect-src',
      'frame-src',
      'font-src',
      'worker-src',
    ]) {
      expect(
        csp.get(name)!.every((v) => v.startsWith("'") || v === 'data:' || v === 'blob:'),
        name,
      ).toBe(true)
    }
  })

  it('allow eval only in development, and send HSTS only in production', () => {
    expect(directives(contentSecurityPolicy({ production: true })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ])
    expect(directives(contentSecurityPolicy({ production: false })).get('script-src')).toContain(
      "'unsafe-eval'",
    )
    expect(byKey(true).get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(byKey(false).has('Strict-Transport-Security')).toBe(false)
  })

  it('include the other hardening headers in both modes', () => {
    for (const production of [true, false]) {
      const h = byKey(production)
      expect(h.get('X-Content-Type-Options')).toBe('nosniff')
      expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(h.get('X-Frame-Options')).toBe('SAMEORIGIN')
      expect(h.get('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    }
  })

  it('give uploads and the rest of /cms-api a policy under which nothing runs, not even a sandboxed SVG', () => {
    const csp = directives(nothingRunsPolicy)
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('script-src')).toBe(false)
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"])
    expect(csp.get('sandbox')).toEqual([])
  })

  it('send the site policy everywhere and the upload policy under /cms-api, after it (the last wins)', async () => {
    const routes = await securityHeaderRoutes()
    const policyOf = (source: string) =>
      routes
        .filter((r) => r.source === source)
        .flatMap((r) => r.headers)
        .find((h) => h.key === 'Content-Security-Policy')?.value
    expect(routes[0]!.source).toBe('/:path*')
    expect(policyOf('/:path*')).toBe(contentSecurityPolicy({ production: false }))
    expect(routes.at(-1)!.source).toBe('/cms-api/:path*')
    expect(policyOf('/cms-api/:path*')).toBe(nothingRunsPolicy)
  })
})
