import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { getSettings } from '@/content/site-queries.server'
import { siteUrl } from '@/lib/seo'

import { serif } from './fonts'
import './globals.css'

/** The brand and town come from Site settings, so a renamed salon group renames every tab. */
export async function generateMetadata(): Promise<Metadata> {
  const { brandName, town, tagline } = await getSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${brandName} — hair salons in ${town}`, template: `%s · ${brandName}` },
    description: tagline ?? `${brandName}, hair salons in ${town}`,
    openGraph: { siteName: brandName, locale: 'en_GB', type: 'website' },
  }
}

export const viewport: Viewport = { themeColor: '#24392f' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={serif.variable}>
      <body>{children}</body>
    </html>
  )
}
