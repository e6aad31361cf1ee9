// Module hooks for running *.server.ts modules outside Next.js (tsx scripts, the delivery
// worker): 'server-only' throws unless resolved under React's server condition, which Next
// applies to server code. Here that one package gets the condition, and so its empty module;
// nothing else changes (ADR 037). Registered by allow-server-only.mjs.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}
