// /admin/sign-in-link/<token> — where the e-mailed sign-in link of a paused account lands (ADR
// 043). Opening the page changes nothing (mail scanners open links too); her click on the button
// signs her in.
import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { AdminLogo } from '@/components/admin/brand'

import { SignInLinkButton } from './sign-in-link-button'

export function SignInLinkView({ params }: AdminViewServerProps) {
  const segments = params?.segments
  const token = Array.isArray(segments) ? (segments[1] ?? '') : ''
  return (
    <MinimalTemplate>
      <div style={{ display: 'grid', gap: '1.5rem', justifyItems: 'center', textAlign: 'center' }}>
        <AdminLogo />
        <h1 style={{ margin: 0 }}>Sign in with your link</h1>
        <p style={{ margin: 0 }}>
          This link was e-mailed to you because your account is paused after many failed sign-in
          attempts. It works once, within 15 minutes of the e-mail.
        </p>
        <SignInLinkButton token={token} />
      </div>
    </MinimalTemplate>
  )
}
