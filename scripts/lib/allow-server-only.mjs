/**
 * Import this first in any script that loads the server's modules (*.server.ts, the Payload
 * config): they import 'server-only', which throws outside React's server condition, and only
 * Next.js applies that. See server-only-resolve-hook.mjs (ADR 037).
 */
import { register } from 'node:module'

register('./server-only-resolve-hook.mjs', import.meta.url)
