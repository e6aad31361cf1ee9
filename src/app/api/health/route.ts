import { getPayloadClient } from '@/content/queries.server'
import { checkHealth } from '@/delivery/health.server'
import { requestOrigin } from '@/delivery/site-url'

// Always checked afresh: never cached by Next.js, a proxy or the monitor.
export const dynamic = 'force-dynamic'

/**
 * GET /api/health — for a load balancer and an uptime monitor. 200 when the database answers, a
 * job runner has run lately and no delivery is delayed; 503 with the reasons otherwise (JSON,
 * `Cache-Control: no-store`). `?checks=database` checks only the database (see deployment.md).
 * A SITE_URL that is not the address the request came to is a warning (`warnings`, `siteUrl`),
 * never a 503.
 */
export async function GET(req: Request) {
  const databaseOnly = new URL(req.url).searchParams.get('checks') === 'database'
  const { status, report } = await checkHealth(getPayloadClient, {
    databaseOnly,
    servedAt: requestOrigin(req),
  })
  return Response.json(report, { status, headers: { 'Cache-Control': 'no-store' } })
}
