import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { siteUrl } from '@/lib/seo'

import { serif } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Willow & Wren — hair salons in Ambleford', template: '%s · Willow & Wren' },
  description:
    'Hair salons and a training academy in Ambleford: honest prices, talented stylists, online quotes.',
  openGraph: { siteName: 'Willow & Wren', locale: 'en_GB', type: 'website' },
}

export const viewport: Viewport = { themeColor: '#24392f' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={serif.variable}>
      <body>{children}</body>
    </html>
  )
}
