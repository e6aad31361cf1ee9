// The production server's flags, the ones `next start` names that this server takes
// (docs/deployment.md): a wrong or unknown flag stops it with a sentence, not a stack trace.
import { parseArgs } from 'node:util'

export const USAGE =
  'Usage: npm start -- [-p|--port <port>] [-H|--hostname <host>] [--keepAliveTimeout <ms>]'

/**
 * @param {string[]} args
 * @returns {{ port?: number, hostname?: string, keepAliveTimeout?: number } | { problem: string }}
 */
export function serverFlags(args) {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', short: 'p' },
        hostname: { type: 'string', short: 'H' },
        keepAliveTimeout: { type: 'string' },
      },
    }))
  } catch (error) {
    return { problem: `${/** @type {Error} */ (error).message}\n${USAGE}` }
  }
  const whole = (name, value, max) => {
    if (value === undefined) return undefined
    const n = Number(value)
    return /^\d+$/.test(value) && n >= 1 && n <= max ? n : name
  }
  const port = whole('--port', values.port, 65_535)
  // Node's own limit for a timer (about 24.8 days).
  const keepAliveTimeout = whole('--keepAliveTimeout', values.keepAliveTimeout, 2_147_483_647)
  for (const [name, v, what] of [
    ['--port', port, 'a port number from 1 to 65535'],
    ['--keepAliveTimeout', keepAliveTimeout, 'milliseconds, a whole number such as 65000'],
  ])
    if (v === name) return { problem: `${name} takes ${what}.\n${USAGE}` }
  return {
    ...(port !== undefined ? { port: /** @type {number} */ (port) } : {}),
    ...(values.hostname !== undefined ? { hostname: values.hostname } : {}),
    ...(keepAliveTimeout !== undefined
      ? { keepAliveTimeout: /** @type {number} */ (keepAliveTimeout) }
      : {}),
  }
}
