import { runtime } from './runtime'

/**
 * After a save: wakes this process's job runner so the messages go out at once rather than at
 * its next interval. Does nothing where no runner runs (JOBS_AUTORUN=false: a worker sends) or
 * while it is shutting down (the job stays queued for the next runner).
 */
export function kickDelivery(): void {
  const runner = runtime().runner
  if (runner && !runner.stopping) runner.wake()
}
