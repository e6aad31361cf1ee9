import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/env.server'

import './globals.css'

export const metadata: Metadata = {
  // Canonical links and sharing images are absolute addresses on the public site.
  metadataBase: new URL(env.SITE_URL),
  title: { default: 'Willow & Wren — hair salons in Ambleford', template: '%s · Willow & Wren' },
  description: 'Hair salons and a training academy in Ambleford: honest prices, talented stylists, online quotes.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
