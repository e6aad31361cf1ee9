// On the dashboard: the same SITE_URL warning as /api/health, for the staff who see the links
// go out. Server-rendered from this request's own address.
import { headers } from 'next/headers'

import { deliveryConfig } from '@/delivery/config.server'
import { checkSiteUrl, requestOrigin } from '@/delivery/site-url'

import s from './delayed-notice.module.css'

export async function SiteUrlNotice() {
  const h = await headers()
  // The URL only supplies a default scheme; the Host and X-Forwarded-* headers decide.
  const servedAt = requestOrigin({ url: 'http://unknown/', headers: h })
  const check = checkSiteUrl(deliveryConfig().SITE_URL, servedAt)
  if (check.ok) return null
  return (
    <p className={s.alert} role="status" data-testid="site-url-notice">
      <strong>The site&rsquo;s address (SITE_URL) is {check.siteUrl}</strong>, but this page was
      opened at {check.servedAt}. Every link in quotes, text messages and staff e-mails points to{' '}
      {check.siteUrl}: ask whoever runs the server to set SITE_URL to the site&rsquo;s address.
    </p>
  )
}
