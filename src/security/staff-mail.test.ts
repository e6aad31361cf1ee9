import { describe, expect, it } from 'vitest'

import { maskSignInHtml, maskSignInLinks } from './staff-mail.server'

describe('the Outbox copy of a staff sign-in e-mail', () => {
  const link = 'https://salon.example/admin/reset/0123abcd'
  it('keeps no sign-in link, in the text or in the HTML, and no dead link either', () => {
    expect(maskSignInLinks(`Choose your password here:\n${link}\n`)).not.toContain('/admin/reset/')
    const html = maskSignInHtml(`<p>Here:</p>\n<p><a href="${link}">${link}</a></p>`)
    expect(html).not.toContain('/admin/reset/')
    expect(html).not.toMatch(/<a\b/)
    expect(html).toContain('(link withheld')
  })

  it('keeps no link of a paused account’s sign-in e-mail either (ADR 043)', () => {
    const signIn =
      'https://salon.example/admin/sign-in-link/AbC_d-0123456789abcdefghijABCDEFGHIJ0123456'
    expect(maskSignInLinks(`Sign in with this link:\n\n${signIn}\n`)).not.toContain('sign-in-link')
    const html = maskSignInHtml(`<p><a href="${signIn}">${signIn}</a></p>`)
    expect(html).not.toContain('sign-in-link')
    expect(html).not.toMatch(/<a\b/)
  })
})
