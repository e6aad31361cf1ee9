import { getPayloadClient } from '@/content/queries.server'
import { checkHealth } from '@/delivery/health.server'

// Always checked afresh: never cached by Next.js, a proxy or the monitor.
export const dynamic = 'force-dynamic'

/**
 * GET /api/health — for a load balancer and an uptime monitor. 200 when the database answers, a
 * job runner has run lately and no delivery is delayed; 503 with the reasons otherwise (JSON,
 * `Cache-Control: no-store`). `?checks=database` checks only the database (see deployment.md).
 */
export async function GET(req: Request) {
  const databaseOnly = new URL(req.url).searchParams.get('checks') === 'database'
  const { status, report } = await checkHealth(getPayloadClient, { databaseOnly })
  return Response.json(report, { status, headers: { 'Cache-Control': 'no-store' } })
}
