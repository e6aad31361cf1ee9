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
})
