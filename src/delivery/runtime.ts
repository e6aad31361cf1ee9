// What this process's job runner is doing, kept on globalThis: Next.js loads the instrumentation
// hook (which starts the runner) and each route in separate bundles, each with its own copy of
// our modules, so module-level variables would not be shared between them.

export type HeldClaim =
  | { kind: 'channel'; quoteId: number; channel: 'email' | 'sms'; claimedAt: string }
  | { kind: 'notice'; applicationId: number; claimedAt: string }

export type RunnerHandle = {
  role: 'web' | 'worker'
  /** Looks for work now (after a save) instead of at the next interval. */
  wake(): void
  /** Stops taking work; finishes or releases what is running within `graceMs`. */
  stop(graceMs: number): Promise<{ finished: boolean; released: number }>
  readonly stopping: boolean
}

type Runtime = {
  runner: RunnerHandle | null
  /** The id of this process's runner, recorded on every claim it makes (runners.server.ts). */
  runnerId: string | null
  claims: Set<HeldClaim>
  jobs: Set<number | string>
}

const key = Symbol.for('willow-wren.jobs-runtime')
const g = globalThis as typeof globalThis & { [key]?: Runtime }

export function runtime(): Runtime {
  g[key] ??= { runner: null, runnerId: null, claims: new Set(), jobs: new Set() }
  return g[key]
}

/** Remembers a claim until the send is recorded, so a shutdown can give it back. */
export function holdClaim(claim: HeldClaim): () => void {
  runtime().claims.add(claim)
  return () => runtime().claims.delete(claim)
}

/** Remembers a job whose handler is running in this process. */
export function holdJob(id: number | string): () => void {
  runtime().jobs.add(id)
  return () => runtime().jobs.delete(id)
}
