import { describe, expect, it } from 'vitest'

import { checkSiteUrl, requestOrigin } from './site-url'

const req = (url: string, headers: Record<string, string> = {}) => ({
  url,
  headers: new Headers(headers),
})

describe('the address a request came to', () => {
  it('is the proxy’s forwarded host and scheme (first value), else Host and the URL’s scheme', () => {
    expect(
      requestOrigin(
        req('http://10.0.0.5:3000/api/health', {
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'willowandwren.example, proxy.internal',
          'x-forwarded-proto': 'https,http',
        }),
      ),
    ).toBe('https://willowandwren.example')
    expect(requestOrigin(req('http://x/', { host: 'localhost:3000' }))).toBe(
      'http://localhost:3000',
    )
    expect(requestOrigin(req('http://localhost:3000/'))).toBe('http://localhost:3000')
  })

  it('matches SITE_URL by origin (path and trailing slash aside)', () => {
    expect(checkSiteUrl('https://a.example/', 'https://a.example').ok).toBe(true)
    expect(checkSiteUrl('https://a.example', 'http://a.example').ok).toBe(false)
    expect(checkSiteUrl('https://a.example', null).ok).toBe(true)
  })
})
