// Runs once as the server starts. Reading the environment here makes a misconfigured
// production server (e.g. a missing or default PAYLOAD_SECRET) refuse to start, instead of
// starting and failing at its first request. Next only logs a failing hook and keeps serving,
// so the process exits itself. Then the job runner starts (delivery and the nightly retention
// run), without waiting for a first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // First: the socket's address for the rate limits, and refusals for requests Next.js would
  // answer with a 500 (src/security/request-guard.server.ts).
  ;(await import('./security/request-guard.server')).installRequestGuard()
  try {
    const { isPostgres } = await import('./env.server')
    // Load the SQLite driver now, while no client is connected: its native loader calls
    // process.report.getReport(), which walks every open socket. Loaded by the first save of a
    // fresh process among 200 open connections, it blocked the whole server for 40 s (bench).
    if (!isPostgres) await import('@payloadcms/db-sqlite')
    // No production server while a staff account still has the public demo password.
    if (process.env.NODE_ENV === 'production') {
      const [{ getPayload }, { default: config }, { refuseDemoPasswords }, { outboxInProduction }] =
        await Promise.all([
          import('payload'),
          import('@payload-config'),
          import('./security/demo-passwords.server'),
          import('./delivery/config.server'),
        ])
      // Every reason at once, so that an operator fixes them in one go.
      const reasons: string[] = []
      await refuseDemoPasswords(await getPayload({ config })).catch((err: unknown) =>
        reasons.push(err instanceof Error ? err.message : String(err)),
      )
      // Nor one that would tell clients their quote is on its way while it goes to the Outbox.
      const outbox = outboxInProduction()
      if (outbox) reasons.push(`Refusing to start: ${outbox}`)
      if (reasons.length) throw new Error(reasons.join('\n'))
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  // `next build` loads this hook too: nothing to send while building.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // The cache handler registers the purge the job runner needs to publish a scheduled page
  // (src/content/revalidate.server.ts); Next itself may load it only at the first request.
  const { pathToFileURL } = await import('node:url')
  const handler = pathToFileURL(`${process.cwd()}/cache-handler.mjs`).href
  await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ handler).catch(
    (err: unknown) => console.warn('[cache] could not load cache-handler.mjs:', err),
  )
  const { startInAppJobs } = await import('./delivery/in-app.server')
  startInAppJobs()
}
