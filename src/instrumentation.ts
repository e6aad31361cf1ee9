// Runs once as the server starts. Reading the environment here makes a misconfigured
// production server (e.g. a missing or default PAYLOAD_SECRET) refuse to start, instead of
// starting and failing at its first request. Next only logs a failing hook and keeps serving,
// so the process exits itself.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    await import('./env.server')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
